import type { Ref } from 'react';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { chevronDown } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import * as styles from './SortSelect.css';
import { cx } from '../../utils/cx';

export interface SortSelectProps<Value extends string> {
  /** The sort orders in display order (the shared schema's list: bestselling, price_asc …). */
  options: readonly Value[];
  /** The shown text of each sort order. */
  labels: Record<Value, string>;
  /** The control's label ("Sort by"). */
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  name?: string;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * Picks the order of a product list; the label sits beside the select from small tablets up.
 * A native select: a phone opens its own picker, and picking an order re-renders only the list
 * (no positioned popup, no scroll lock, nothing hidden from assistive technology meanwhile).
 */
export function SortSelect<Value extends string>({
  options,
  labels,
  label,
  value,
  onChange,
  name,
  className,
  ref,
}: SortSelectProps<Value>) {
  return (
    <Field label={label} className={cx(styles.sortSelect, className)}>
      {(control) => (
        <span className={styles.box}>
          <select
            ref={ref}
            id={control.id}
            name={name}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value as Value)}
            className={cx(fieldStyles.control, styles.select)}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {labels[option]}
              </option>
            ))}
          </select>
          <span aria-hidden className={styles.chevron}>
            <SvgIcon glyph={chevronDown} size="small" />
          </span>
        </span>
      )}
    </Field>
  );
}
