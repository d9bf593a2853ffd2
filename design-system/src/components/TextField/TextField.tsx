import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

export const textFieldTypes = [
  'text',
  'email',
  'tel',
  'date',
  'password',
  'search',
  'url',
] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>, FieldTextProps {
  type?: TextFieldType;
  /** The `name` react-hook-form's `register` passes on; also the form field name. */
  name?: string;
}

/**
 * A labelled text input. Spread react-hook-form's `register(name)` on it: the ref reaches the
 * input, and `error` shows the message and marks the input invalid.
 */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      {(control) => (
        <input {...inputProps} {...control} type={type} className={fieldStyles.control} />
      )}
    </Field>
  );
}
