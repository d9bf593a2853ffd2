import type { Ref } from 'react';
import { Select } from '../Select/Select';
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
  ref?: Ref<HTMLButtonElement>;
}

/** Picks the order of a product list; the label sits beside the select from small tablets up. */
export function SortSelect<Value extends string>({
  options,
  labels,
  className,
  ...selectProps
}: SortSelectProps<Value>) {
  return (
    <Select<Value>
      {...selectProps}
      className={cx(styles.sortSelect, className)}
      options={options.map((option) => ({ value: option, label: labels[option] }))}
    />
  );
}
