import { useId, type ComponentPropsWithRef } from 'react';
import * as styles from './FilterToggle.css';
import { cx } from '../../utils/cx';

export interface FilterToggleProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'onChange' | 'children' | 'role' | 'aria-checked' | 'value'
> {
  /** What the filter keeps ("Only compatible parts", "Only in stock"). */
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** How many items the filter leaves, shown after the label (e.g. "(132)"); formatted by the caller. */
  count?: string;
}

/** An on/off filter of a product list, as a switch: Space or Enter flips it. */
export function FilterToggle({
  label,
  checked,
  onCheckedChange,
  count,
  id,
  className,
  ...buttonProps
}: FilterToggleProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  return (
    <span className={cx(styles.row, className)}>
      <button
        {...buttonProps}
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        className={styles.track}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className={styles.thumb} />
      </button>
      <label htmlFor={switchId} className={styles.label}>
        {label}
        {count && (
          <>
            {' '}
            <span className={styles.count}>{count}</span>
          </>
        )}
      </label>
    </span>
  );
}
