import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import type { Mailer } from '../email/mailer';
import type { PaymentProvider } from '../payments/provider';
import type { LifecycleDeps } from './orderLifecycle';
import { sendOrderEmail } from './orderEmails';

/** What moving orders works with, for the API and the staff command line alike. */
export const orderLifecycleDeps = ({
  db,
  clock,
  provider,
  mailer,
  log,
}: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  mailer: Mailer;
  log: LifecycleDeps['log'];
}): LifecycleDeps => ({
  db,
  clock,
  provider,
  notify: (notice, orderId, stage) => sendOrderEmail({ mailer, db }, notice, orderId, stage),
  log,
});
