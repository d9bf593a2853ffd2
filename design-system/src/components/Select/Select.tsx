import { useCallback, useId, useState, type Ref } from 'react';
import { lazyModule, useLoadOnFirstUse } from '../../utils/loadOnFirstUse';
import { mergeRefs } from '../../utils/mergeRefs';
import { Field, type FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { chevronDown } from '../Icon/glyphs';
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

/** The Radix part, kept out of the page's start-up scripts until a select is used. */
const selectListbox = lazyModule(() => import('./SelectListbox'), 'The select list');

/**
 * A labelled Radix select (loaded on first use): type-ahead, arrow keys, and a hidden native
 * select for forms. Until then the trigger is a plain button showing the same, and a named select
 * keeps its value in a hidden input, so a form submitted before any use still sends it.
 */
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
  const listbox = useLoadOnFirstUse(selectListbox, 'listbox', { disabled });
  const [picked, setPicked] = useState<Value | ''>(defaultValue ?? '');
  const current = value ?? picked;
  const { triggerRef } = listbox;
  const loadedTriggerRef = useCallback(
    (element: HTMLButtonElement | null) => mergeRefs(ref, triggerRef)(element),
    [ref, triggerRef],
  );
  const pick = (next: Value) => {
    setPicked(next);
    onChange?.(next);
  };
  const shown = options.find((option) => option.value === current)?.label;
  const showsPlaceholder = current === '';

  return (
    <Field
      id={id ?? generatedId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      {(control) => {
        const trigger = {
          id: control.id,
          'aria-describedby': control['aria-describedby'],
          'aria-invalid': control['aria-invalid'],
          'aria-required': required || undefined,
          'data-placeholder': showsPlaceholder ? '' : undefined,
          disabled,
          'data-disabled': disabled ? '' : undefined,
          onBlur,
          className: `${fieldStyles.control} ${styles.trigger}`,
          children: (
            <>
              <span className={styles.value}>
                <span style={{ pointerEvents: 'none' }}>
                  {showsPlaceholder ? placeholder : shown}
                </span>
              </span>
              <span aria-hidden className={styles.chevron}>
                <SvgIcon glyph={chevronDown} size="small" />
              </span>
            </>
          ),
        };
        if (!listbox.loaded) {
          return (
            <>
              <button {...listbox.triggerProps} {...trigger} ref={ref} />
              {name !== undefined && (
                <input type="hidden" name={name} value={current} disabled={disabled} />
              )}
            </>
          );
        }
        return (
          <listbox.loaded.SelectListbox<Value>
            trigger={trigger}
            triggerRef={loadedTriggerRef}
            options={options}
            value={current}
            onValueChange={pick}
            name={name}
            required={required}
            disabled={disabled}
          />
        );
      }}
    </Field>
  );
}
