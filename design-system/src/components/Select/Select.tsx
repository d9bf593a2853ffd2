import { useId, type Ref } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { Field, type FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { check, chevronDown, chevronUp } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import * as styles from './Select.css';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<Value extends string = string> extends FieldTextProps {
  options: readonly SelectOption<Value>[];
  /** The picked value; `''` shows the placeholder. */
  value?: Value | '';
  defaultValue?: Value;
  /** Called with the picked value: a react-hook-form Controller's `field` spreads straight on. */
  onChange?: (value: Value) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  /** Reaches the trigger button, so react-hook-form can focus it on an error. */
  ref?: Ref<HTMLButtonElement>;
}

/** A labelled Radix select: type-ahead, arrow keys, and a hidden native select for forms. */
export function Select<Value extends string = string>({
  label,
  hint,
  error,
  required,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  placeholder,
  disabled,
  id,
  className,
  ref,
}: SelectProps<Value>) {
  const generatedId = useId();
  return (
    <Field
      id={id ?? generatedId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      {(control) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={(picked) => onChange?.(picked as Value)}
          name={name}
          required={required}
          disabled={disabled}
        >
          <RadixSelect.Trigger
            ref={ref}
            id={control.id}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            aria-required={required || undefined}
            onBlur={onBlur}
            className={`${fieldStyles.control} ${styles.trigger}`}
          >
            <span className={styles.value}>
              <RadixSelect.Value placeholder={placeholder} />
            </span>
            <RadixSelect.Icon className={styles.chevron}>
              <SvgIcon glyph={chevronDown} size="small" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content position="popper" sideOffset={4} className={styles.content}>
              <RadixSelect.ScrollUpButton className={styles.scrollButton}>
                <SvgIcon glyph={chevronUp} size="small" />
              </RadixSelect.ScrollUpButton>
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={styles.item}
                  >
                    <RadixSelect.ItemIndicator className={styles.itemIndicator}>
                      <SvgIcon glyph={check} size="small" />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
              <RadixSelect.ScrollDownButton className={styles.scrollButton}>
                <SvgIcon glyph={chevronDown} size="small" />
              </RadixSelect.ScrollDownButton>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
