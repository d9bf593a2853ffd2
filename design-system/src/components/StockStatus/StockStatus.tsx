import type { Ref } from 'react';
import { cx } from '../../utils/cx';
import { error, success, warning } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import * as styles from './StockStatus.css';

export const stockStatuses = ['in-stock', 'low-stock', 'out-of-stock'] as const;
export type StockStatusValue = (typeof stockStatuses)[number];

const glyphOf = { 'in-stock': success, 'low-stock': warning, 'out-of-stock': error } as const;

export interface StockStatusProps {
  status: StockStatusValue;
  /** The status in words ("In stock", "Only 2 left", "Out of stock"): colour is never alone. */
  label: string;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

export function StockStatus({ status, label, className, ref }: StockStatusProps) {
  return (
    <span ref={ref} data-status={status} className={cx(styles.stockStatus({ status }), className)}>
      <SvgIcon glyph={glyphOf[status]} size="small" />
      {label}
    </span>
  );
}
