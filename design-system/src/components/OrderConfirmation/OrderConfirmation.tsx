import { useEffect, useId, useRef, type ReactNode } from 'react';
import { success } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import * as styles from './OrderConfirmation.css';

export interface OrderConfirmationLabels {
  /** "Order Successful!" */
  title: string;
  reference: string;
  paid: string;
  delivery: string;
  /** "A confirmation email is on its way to ada@example.com." */
  email: string;
}

export interface OrderConfirmationProps {
  reference: string;
  /** The amount paid, formatted for the edition. */
  paid: string;
  /** The expected delivery date, formatted for the edition. */
  delivery: string;
  labels: OrderConfirmationLabels;
  /** Where to go next (links to the orders and the shop). */
  actions?: ReactNode;
}

/** The last stage of the checkout: the order's reference, what was paid and when it arrives. */
export function OrderConfirmation({
  reference,
  paid,
  delivery,
  labels,
  actions,
}: OrderConfirmationProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section aria-labelledby={titleId} className={styles.confirmation}>
      <h1 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
        <SvgIcon glyph={success} />
        {labels.title}
      </h1>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.reference}</dt>
          <dd className={styles.value}>{reference}</dd>
        </div>
        <div>
          <dt>{labels.paid}</dt>
          <dd className={styles.value}>{paid}</dd>
        </div>
        <div>
          <dt>{labels.delivery}</dt>
          <dd className={styles.value}>{delivery}</dd>
        </div>
      </dl>
      <p className={styles.email}>{labels.email}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
