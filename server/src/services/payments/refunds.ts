import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index';
import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import type { PaymentProvider } from './provider';

/**
 * Gives back what is left of the order's paid payment, through its provider, once: the provider
 * call carries an idempotency key of the payment and what it had refunded, so two callers at
 * once refund one amount, and the conditional update records it once (the recorder tells the
 * customer). Answers the amount refunded, or 0 when nothing was paid or all is refunded already.
 */
export async function refundOrder(
  deps: {
    db: Database;
    clock: Clock;
    provider: PaymentProvider;
    notify(notice: 'orderRefundIssued', orderId: number): void;
  },
  orderId: number,
): Promise<number> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!payment || payment.status !== 'succeeded') return 0;
  const amount = payment.amount - payment.refunded;
  if (amount <= 0) return 0;
  await deps.provider.refund(
    payment.intentId,
    amount,
    `refund-${payment.intentId}-${payment.refunded}`,
  );
  const [recorded] = await deps.db
    .update(payments)
    .set({ status: 'refunded', refunded: payment.amount, updatedAt: deps.clock.now() })
    .where(and(eq(payments.id, payment.id), eq(payments.refunded, payment.refunded)))
    .returning({ id: payments.id });
  if (!recorded) return 0;
  deps.notify('orderRefundIssued', orderId);
  return amount;
}
