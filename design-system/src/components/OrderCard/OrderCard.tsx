import { useId, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { formatDate } from '../../utils/date';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Card } from '../Card/Card';
import type { IconName } from '../Icon/iconNames';
import { Price } from '../Price/Price';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './OrderCard.css';

/** Every order status (source document §4). */
export const orderStatuses = [
  'waiting_for_payment',
  'confirmed',
  'in_progress',
  'shipped',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The road an order travels once paid; the tracker shows where it is. */
const progressSteps = ['confirmed', 'in_progress', 'shipped', 'completed'] as const;

const badgeOf: Record<OrderStatus, { tone: BadgeTone; icon: IconName }> = {
  waiting_for_payment: { tone: 'warning', icon: 'warning' },
  confirmed: { tone: 'accent', icon: 'check' },
  in_progress: { tone: 'accent', icon: 'cpu' },
  shipped: { tone: 'accent', icon: 'truck' },
  completed: { tone: 'success', icon: 'success' },
  cancelled: { tone: 'critical', icon: 'close' },
};

export interface OrderCardLabels {
  /** The card's heading before the reference ("Order"). */
  order: string;
  placedOn: string;
  total: string;
  estimatedShipDate: string;
  expectedDelivery: string;
  deliveredOn: string;
  trackingNumber: string;
  /** Names the progress tracker ("Order progress"). */
  progress: string;
  /** Read after the current step of the tracker ("current step"). */
  currentStep: string;
}

export interface OrderCardProps {
  reference: string;
  status: OrderStatus;
  /** Each status in words ("Waiting for payment", "Shipped" …). */
  statusLabels: Record<OrderStatus, string>;
  /** Dates as ISO `YYYY-MM-DD`. */
  placedOn?: string;
  estimatedShipDate?: string;
  expectedDelivery?: string;
  deliveredOn?: string;
  trackingNumber?: string;
  /** The order's total including VAT, in minor units. */
  total: number;
  currency: string;
  locale: string;
  labels: OrderCardLabels;
  /** View details, pay, leave a review. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** An order in the account's list: status, progress, dates, tracking and total. */
export function OrderCard({
  reference,
  status,
  statusLabels,
  placedOn,
  estimatedShipDate,
  expectedDelivery,
  deliveredOn,
  trackingNumber,
  total,
  currency,
  locale,
  labels,
  actions,
  headingLevel = 3,
  className,
  ref,
}: OrderCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const reached = progressSteps.indexOf(status as (typeof progressSteps)[number]);
  const details: Array<[string, ReactNode]> = [];
  if (placedOn) details.push([labels.placedOn, formatDate(placedOn, locale)]);
  if (estimatedShipDate && reached >= 0 && reached < 2)
    details.push([labels.estimatedShipDate, formatDate(estimatedShipDate, locale)]);
  if (expectedDelivery && status === 'shipped')
    details.push([labels.expectedDelivery, formatDate(expectedDelivery, locale)]);
  if (deliveredOn && status === 'completed')
    details.push([labels.deliveredOn, formatDate(deliveredOn, locale)]);
  if (trackingNumber && (status === 'shipped' || status === 'completed'))
    details.push([labels.trackingNumber, trackingNumber]);

  return (
    <Card
      as="article"
      ref={ref}
      aria-labelledby={titleId}
      data-status={status}
      className={cx(styles.card, className)}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {labels.order} {reference}
        </Heading>
        <Badge tone={badgeOf[status].tone} icon={badgeOf[status].icon}>
          {statusLabels[status]}
        </Badge>
      </div>
      {status !== 'cancelled' && (
        <ol aria-label={labels.progress} className={styles.progress}>
          {progressSteps.map((step, index) => {
            const state = index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
            return (
              <li
                key={step}
                className={styles.step({ state })}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                {statusLabels[step]}
                {state === 'current' && <VisuallyHidden> ({labels.currentStep})</VisuallyHidden>}
              </li>
            );
          })}
        </ol>
      )}
      {details.length > 0 && (
        <dl className={styles.details}>
          {details.map(([term, value]) => (
            <div key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.footer}>
        <div className={styles.total}>
          <span className={styles.term}>{labels.total}</span>
          <Price amount={total} currency={currency} locale={locale} size="large" />
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </Card>
  );
}
