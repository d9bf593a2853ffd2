import type { Ref } from 'react';
import { cx } from '../../utils/cx';
import { formatMoney } from '../../utils/money';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Price.css';

export const priceSizes = ['small', 'medium', 'large', 'xlarge'] as const;
export type PriceSize = (typeof priceSizes)[number];

export interface PriceLabels {
  /** Read before the old price of a discount ("Was"). */
  was?: string;
  /** Read before the current price of a discount ("Now"). */
  now?: string;
  /** Shown under the price ("Incl. VAT"). */
  vatNote?: string;
  /** Shown instead of a zero amount ("Free"). */
  free?: string;
  /** Shown when there is no amount yet ("To be confirmed"). */
  toBeConfirmed?: string;
}

export interface PriceProps {
  /** Integer minor units; `null` while it is unknown (shows `labels.toBeConfirmed`). */
  amount: number | null;
  /** The price before a discount, in minor units: shown struck through when above `amount`. */
  wasAmount?: number;
  /** ISO 4217 code (GBP, EUR). */
  currency: string;
  /** The edition's Intl locale (en-GB, fr-FR …): sets separators and the symbol's place. */
  locale: string;
  labels?: PriceLabels;
  size?: PriceSize;
  className?: string;
  ref?: Ref<HTMLParagraphElement>;
}

/** A price in the edition's currency and locale, with tabular figures. */
export function Price({
  amount,
  wasAmount,
  currency,
  locale,
  labels = {},
  size = 'medium',
  className,
  ref,
}: PriceProps) {
  const discount = amount !== null && wasAmount !== undefined && wasAmount > amount;
  const nowText =
    amount === null
      ? (labels.toBeConfirmed ?? '')
      : amount === 0 && labels.free
        ? labels.free
        : formatMoney({ amount, currency }, locale);
  return (
    <p ref={ref} className={cx(styles.root({ size }), className)}>
      {discount && (
        <span className={styles.was({ size })}>
          {labels.was && <VisuallyHidden>{labels.was} </VisuallyHidden>}
          {formatMoney({ amount: wasAmount, currency }, locale)}
        </span>
      )}{' '}
      <span className={cx(styles.now, discount && styles.discounted)}>
        {discount && labels.now && <VisuallyHidden>{labels.now} </VisuallyHidden>}
        {nowText}
      </span>{' '}
      {labels.vatNote && amount !== null && <span className={styles.note}>{labels.vatNote}</span>}
    </p>
  );
}
