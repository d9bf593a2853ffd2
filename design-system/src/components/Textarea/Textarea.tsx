import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Textarea.css';

export interface TextareaProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldTextProps {
  name?: string;
}

/** A labelled multi-line text field (enquiry message, review text); `register(name)`-ready. */
export function Textarea({
  label,
  hint,
  error,
  required,
  id,
  className,
  rows = 5,
  ...textareaProps
}: TextareaProps) {
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
        <textarea
          {...textareaProps}
          {...control}
          rows={rows}
          className={`${fieldStyles.control} ${styles.textarea}`}
        />
      )}
    </Field>
  );
}
