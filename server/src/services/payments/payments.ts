import { and, eq, inArray } from 'drizzle-orm';
import type { Order, PaymentSession, PaymentState } from '@pcshop/stores/schemas';
import { orders, paymentEvents, payments } from '../../db/schema/index';
import type { Database } from '../../db/client';
import type { Queryable } from '../auth/deps';
import type { Clock } from '../clock';
import { HttpError, notFound } from '../errors';
import { moveOrder } from '../orders/moveOrder';
import { readOrder } from '../orders/readOrder';
import type { PaymentEvent, PaymentProvider, ProviderIntent } from './provider';

export interface PaymentDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  /** Told once per order that becomes paid, and once per payment refunded after a cancel. */
  notify: {
    confirmed(orderId: number): void;
    refunded(orderId: number): void;
  };
  log: {
    error(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

type PaymentRow = typeof payments.$inferSelect;

const orderNotFound = () => notFound('Order');

async function ownOrder(db: Queryable, userId: string, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw orderNotFound();
  return order;
}

const session = (deps: PaymentDeps, intent: ProviderIntent): PaymentSession => ({
  provider: deps.provider.name,
  intent_id: intent.id,
  client_secret: intent.clientSecret,
  publishable_key: deps.provider.publishableKey,
  amount: intent.amount,
  currency: intent.currency as PaymentSession['currency'],
  status: intent.status,
  last_error: intent.lastError,
});

/**
 * `POST /api/order/{id}/payment`: the order's one payment at the provider (made at the first
 * call with an idempotency key of the order, so two calls make one), for the payment form. Only
 * an order waiting for payment whose hold has not run out can be paid (409 otherwise).
 */
export async function startPayment(
  deps: PaymentDeps,
  userId: string,
  orderId: number,
): Promise<PaymentSession> {
  const order = await ownOrder(deps.db, userId, orderId);
  if (order.status !== 'waiting_for_payment') {
    throw new HttpError(
      409,
      'order_not_payable',
      `This order is ${order.status.replaceAll('_', ' ')}`,
    );
  }
  if (!order.reservedUntil || order.reservedUntil <= deps.clock.now()) {
    throw new HttpError(409, 'reservation_expired', 'The time to pay for this order has run out');
  }
  const [existing] = await deps.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (existing) return session(deps, await deps.provider.retrieveIntent(existing.intentId));
  const intent = await deps.provider.createIntent({
    orderId,
    amount: order.totalPrice,
    currency: order.currency,
    idempotencyKey: `order-${order.id}-${order.reference}`,
  });
  await deps.db
    .insert(payments)
    .values({
      orderId,
      provider: deps.provider.name,
      intentId: intent.id,
      amount: intent.amount,
      currency: intent.currency,
    })
    .onConflictDoNothing();
  return session(deps, intent);
}

/**
 * Acts on the provider's word that a payment succeeded, once whoever brings it (the webhook, the
 * shopper's return, the sweeper): the order waiting for it becomes `confirmed` by a conditional
 * update, so only one caller confirms it. A payment for an order already cancelled (its hold ran
 * out) is refunded. Answers what happened.
 */
async function settleSucceeded(
  deps: PaymentDeps,
  payment: PaymentRow,
  intent: { amount: number; currency: string },
): Promise<'confirmed' | 'refund' | 'none'> {
  if (intent.amount !== payment.amount || intent.currency !== payment.currency) {
    deps.log.error({ payment: payment.id }, 'payment amount differs from the order’s');
    return 'none';
  }
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'succeeded', updatedAt: now })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'failed'])));
    const confirmed = await moveOrder(
      tx,
      payment.orderId,
      {
        from: { status: 'waiting_for_payment', stage: null },
        to: { status: 'confirmed', stage: null },
        actor: 'payment',
        at: now,
      },
      { reservedUntil: null },
    );
    if (confirmed) return 'confirmed' as const;
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, payment.orderId));
    return order?.status === 'cancelled' ? ('refund' as const) : ('none' as const);
  });
  if (outcome === 'confirmed') deps.notify.confirmed(payment.orderId);
  if (outcome === 'refund') await refundLate(deps, payment);
  return outcome;
}

/** Gives back a payment that arrived after its order was cancelled, once. */
async function refundLate(deps: PaymentDeps, payment: PaymentRow) {
  await deps.provider.refund(payment.intentId, payment.amount, `refund-${payment.intentId}`);
  const [refunded] = await deps.db
    .update(payments)
    .set({ status: 'refunded', refunded: payment.amount, updatedAt: deps.clock.now() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'succeeded')))
    .returning({ id: payments.id });
  if (refunded) deps.notify.refunded(payment.orderId);
}

/**
 * A webhook's event, handled once (its id recorded; a second delivery does nothing), in any
 * order: a failure after a success changes nothing, and a success confirms whatever came before.
 */
export async function handlePaymentEvent(deps: PaymentDeps, event: PaymentEvent): Promise<void> {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, deps.provider.name), eq(payments.intentId, event.intentId)));
  if (!payment) {
    deps.log.warn({ intent: event.intentId }, 'payment event for an unknown payment');
    return;
  }
  const seen = await deps.db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(
      and(eq(paymentEvents.provider, deps.provider.name), eq(paymentEvents.eventId, event.id)),
    );
  if (seen.length > 0) return;
  if (event.type === 'succeeded') {
    await settleSucceeded(deps, payment, event);
  } else if (event.type === 'failed') {
    await deps.db
      .update(payments)
      .set({ status: 'failed', updatedAt: deps.clock.now() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
  }
  // Written once acted on: a crash in between leaves the event to its next delivery, and acting
  // twice changes nothing.
  await deps.db
    .insert(paymentEvents)
    .values({ provider: deps.provider.name, eventId: event.id, type: event.type })
    .onConflictDoNothing();
}

/**
 * `POST /api/order/{id}/payment/confirm`: the shopper back from the payment form. The provider is
 * asked where the payment stands; a success confirms the order here if the webhook has not yet.
 */
export async function confirmPayment(
  deps: PaymentDeps,
  userId: string,
  orderId: number,
): Promise<PaymentState> {
  await ownOrder(deps.db, userId, orderId);
  const [payment] = await deps.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!payment) throw new HttpError(409, 'payment_not_started', 'This order has no payment yet');
  const intent = await deps.provider.retrieveIntent(payment.intentId);
  if (intent.status === 'succeeded') await settleSucceeded(deps, payment, intent);
  const order = (await readOrder(deps.db, orderId)) as Order;
  return { order, payment: session(deps, intent) };
}

/**
 * Before the sweeper cancels an unpaid order: if its provider says the payment did succeed
 * (its webhook lost), the order is confirmed instead. True when it was.
 */
export async function paidMeanwhile(deps: PaymentDeps, orderId: number): Promise<boolean> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!payment) return false;
  const intent = await deps.provider.retrieveIntent(payment.intentId);
  if (intent.status !== 'succeeded') return false;
  return (await settleSucceeded(deps, payment, intent)) === 'confirmed';
}
