import { useId, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { formatDate } from '../../utils/date';
import { formatMoney } from '../../utils/money';
import { Card } from '../Card/Card';
import { truck } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './CartSummary.css';

export interface CartSummaryLabels {
  title: string;
  subtotal: string;
  /** The VAT row ("Of which VAT"): prices include VAT. */
  vat: string;
  /** The discount row; the coupon code follows it when given ("Discount (SPRING10)"). */
  discount: string;
  shipping: string;
  /** Shipping that costs nothing ("Free"). */
  free: string;
  /** Shipping not known yet ("To be confirmed"). */
  toBeConfirmed: string;
  total: string;
  /** Under the total ("Prices include VAT"). */
  vatNote?: string;
  /** Before the delivery date ("Estimated delivery"). */
  deliveryDate: string;
  /** Announced while the figures are recalculated ("Updating your totals"). */
  calculating: string;
}

export interface CartSummaryProps {
  /** Amounts in minor units of `currency`. */
  subtotal: number;
  vat: number;
  /** The coupon's saving, a positive amount shown as a deduction; none hides the row. */
  discount?: number;
  couponCode?: string;
  /** `0` shows as Free, `null` as To be confirmed. */
  shipping: number | null;
  total: number;
  currency: string;
  locale: string;
  /** The expected delivery date (ISO `YYYY-MM-DD`). */
  deliveryDate?: string;
  /** While the server recalculates: the figures dim and a status is announced. */
  calculating?: boolean;
  labels: CartSummaryLabels;
  /** The coupon field and the checkout button. */
  children?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** The cart's figures: subtotal, VAT, discount, shipping, total and delivery date. */
export function CartSummary({
  subtotal,
  vat,
  discount,
  couponCode,
  shipping,
  total,
  currency,
  locale,
  deliveryDate,
  calculating = false,
  labels,
  children,
  headingLevel = 2,
  className,
  ref,
}: CartSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const money = (amount: number) => formatMoney({ amount, currency }, locale);
  return (
    <Card
      as="section"
      ref={ref}
      aria-labelledby={titleId}
      padding="large"
      className={cx(styles.summary, className)}
    >
      <Heading id={titleId} className={styles.title}>
        {labels.title}
      </Heading>
      <dl className={styles.rows} aria-busy={calculating}>
        <div className={styles.row}>
          <dt className={styles.term}>{labels.subtotal}</dt>
          <dd className={styles.value}>{money(subtotal)}</dd>
        </div>
        {discount !== undefined && discount > 0 && (
          <div className={styles.row}>
            <dt className={styles.term}>
              {labels.discount}
              {couponCode && ` (${couponCode})`}
            </dt>
            <dd className={cx(styles.value, styles.discount)}>−{money(discount)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt className={styles.term}>{labels.shipping}</dt>
          <dd className={cx(styles.value, shipping === 0 && styles.free)}>
            {shipping === null
              ? labels.toBeConfirmed
              : shipping === 0
                ? labels.free
                : money(shipping)}
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>{labels.vat}</dt>
          <dd className={styles.value}>{money(vat)}</dd>
        </div>
        <div className={cx(styles.row, styles.total)}>
          <dt className={styles.totalTerm}>{labels.total}</dt>
          <dd className={cx(styles.value, styles.totalValue)}>{money(total)}</dd>
        </div>
      </dl>
      {labels.vatNote && <p className={styles.note}>{labels.vatNote}</p>}
      {calculating && <Spinner size="small" label={labels.calculating} showLabel />}
      {deliveryDate && (
        <p className={styles.delivery}>
          <SvgIcon glyph={truck} />
          <span className={styles.deliveryText}>
            <span className={styles.term}>{labels.deliveryDate}</span>{' '}
            <strong>{formatDate(deliveryDate, locale)}</strong>
          </span>
        </p>
      )}
      {children}
    </Card>
  );
}
