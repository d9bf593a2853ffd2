import { useId, useImperativeHandle, useRef, type Ref } from 'react';
import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { FieldError } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './RadioGroup.css';
import { cx } from '../../utils/cx';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioOption {
  value: string;
  label: string;
  hint?: string;
  disabled?: boolean;
}

/** What a ref to the group reaches: react-hook-form focuses the group on an error. */
export interface RadioGroupHandle {
  focus: () => void;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  name?: string;
  value?: string | null;
  defaultValue?: string;
  /** Called with the picked value; a react-hook-form Controller's `field` spreads straight on. */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  orientation?: RadioGroupOrientation;
  className?: string;
  ref?: Ref<RadioGroupHandle>;
}

/** A labelled Radix radio group: arrow keys move between options, one tab stop for the group. */
export function RadioGroup({
  label,
  options,
  hint,
  error,
  required,
  orientation = 'vertical',
  className,
  ref,
  onChange,
  ...rootProps
}: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => {
      const radios = rootRef.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]');
      const target =
        Array.from(radios ?? []).find((radio) => radio.getAttribute('aria-checked') === 'true') ??
        Array.from(radios ?? []).find((radio) => !radio.disabled);
      target?.focus();
    },
  }));
  return (
    <div className={cx(styles.group, className)}>
      <span className={fieldStyles.labelRow}>
        <span id={labelId} className={styles.groupLabel}>
          {label}
        </span>
        {required && (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <RadixRadioGroup.Root
        {...rootProps}
        ref={rootRef}
        onValueChange={onChange}
        required={required}
        orientation={orientation}
        aria-labelledby={labelId}
        aria-describedby={described || undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        className={styles.options[orientation]}
      >
        {options.map((option, index) => (
          <RadioItem key={option.value} option={option} itemId={`${id}-${index}`} />
        ))}
      </RadixRadioGroup.Root>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function RadioItem({ option, itemId }: { option: RadioOption; itemId: string }) {
  const hintId = `${itemId}-hint`;
  return (
    <div className={styles.option}>
      <RadixRadioGroup.Item
        id={itemId}
        value={option.value}
        disabled={option.disabled}
        aria-describedby={option.hint ? hintId : undefined}
        className={styles.radio}
      >
        <RadixRadioGroup.Indicator className={styles.dot} />
      </RadixRadioGroup.Item>
      <span className={styles.optionText}>
        <label htmlFor={itemId} className={styles.optionLabel}>
          {option.label}
        </label>
        {option.hint && (
          <span id={hintId} className={fieldStyles.hint}>
            {option.hint}
          </span>
        )}
      </span>
    </div>
  );
}
