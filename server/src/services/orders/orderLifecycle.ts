import { and, eq } from 'drizzle-orm';
import type { BuildStage, OrderActor } from '@pcshop/stores/schemas';
import { orders } from '../../db/schema/index';
import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import { HttpError, notFound } from '../errors';
import type { PaymentProvider } from '../payments/provider';
import { refundOrder } from '../payments/refunds';
import { cancelOrder } from './cancelOrder';
import { invalidTransition, moveOrder, orderKindOf, stepOf } from './moveOrder';
import type { OrderNotice } from './orderEmails';
import {
  nextStep,
  sameStep,
  stepName,
  transitionFor,
  type OrderAction,
  type OrderStep,
} from './transitions';

type OrderRow = typeof orders.$inferSelect;

/** What moving orders takes: the database, time, the payment provider and the customer's emails. */
export interface LifecycleDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  /** Emails the customer; `stage`: the build stage a progress email announces. */
  notify(notice: OrderNotice, orderId: number, stage?: BuildStage | null): void;
  log: { error(details: object, message: string): void };
}

/**
 * Whose order, by whom: a customer reaches only their own (anyone else's is not found). With
 * `expected`, the step the mover saw the order at: when it has moved on since, nothing changes.
 */
export interface Mover {
  actor: OrderActor;
  userId?: string;
  expected?: OrderStep;
}

const orderChanged = (reference: string, from: OrderStep) =>
  new HttpError(
    409,
    'order_changed',
    `Order ${reference} changed meanwhile: it no longer stands at ${stepName(from)}`,
  );

const done: Record<OrderAction, string> = {
  pay: 'paid',
  advance: 'advanced',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
};

/**
 * Makes `action` on the order in one transaction, if its transitions table allows it from where
 * the order stands, for its kind and this actor (409 `invalid_transition` otherwise, naming the
 * next step). The move is a conditional update: of two concurrent moves from the same step one
 * wins, the other is a 409 `order_changed`.
 */
async function change(
  deps: LifecycleDeps,
  orderId: number,
  action: OrderAction,
  mover: Mover,
  set: Parameters<typeof moveOrder>[3] = {},
): Promise<{ from: OrderStep; to: OrderStep; order: OrderRow }> {
  return deps.db.transaction(async (tx) => {
    const where =
      mover.userId === undefined
        ? eq(orders.id, orderId)
        : and(eq(orders.id, orderId), eq(orders.userId, mover.userId));
    const [order] = await tx.select().from(orders).where(where);
    if (!order) throw notFound('Order');
    const from = stepOf(order);
    if (mover.expected && !sameStep(mover.expected, from)) {
      throw orderChanged(order.reference, mover.expected);
    }
    const kind = await orderKindOf(tx, orderId);
    const transition = transitionFor(from, action, kind, mover.actor);
    if (!transition) {
      const next = nextStep(from, kind);
      throw invalidTransition(
        `Order ${order.reference} is ${stepName(from)}: it cannot be ${done[action]}` +
          (next ? ` (its next step is ${stepName(next)})` : ''),
      );
    }
    const at = deps.clock.now();
    const moved =
      action === 'cancel'
        ? (await cancelOrder(tx, orderId, from, mover.actor, at)) && order
        : await moveOrder(tx, orderId, { from, to: transition.to, actor: mover.actor, at }, set);
    if (!moved) throw orderChanged(order.reference, from);
    return { from, to: transition.to, order: moved };
  });
}

/**
 * Moves the order to its next step inside the workshop: confirmed → in progress (a PC build's
 * first build stage), then each build stage to the next. The customer is told of each.
 */
export async function advanceOrder(deps: LifecycleDeps, orderId: number, mover: Mover) {
  const moved = await change(deps, orderId, 'advance', mover);
  deps.notify('orderProgress', orderId, moved.to.stage);
  return moved;
}

/** Ships a packed order (or a prepared one of single products) with its carrier's tracking. */
export async function shipOrder(
  deps: LifecycleDeps,
  orderId: number,
  mover: Mover,
  tracking: { trackingNumber: string; carrier: string },
) {
  const moved = await change(deps, orderId, 'ship', mover, {
    ...tracking,
    shippedAt: deps.clock.now(),
  });
  deps.notify('orderShipped', orderId);
  return moved;
}

/** Marks a shipped order delivered (`completed`) on `on` (an ISO date, not before it shipped). */
export async function deliverOrder(
  deps: LifecycleDeps,
  orderId: number,
  mover: Mover,
  on: string = deps.clock.now().toISOString().slice(0, 10),
) {
  const [order] = await deps.db
    .select({ shippedAt: orders.shippedAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  const shippedOn = order?.shippedAt?.toISOString().slice(0, 10);
  if (shippedOn && on < shippedOn) {
    throw new HttpError(400, 'invalid_date', `It shipped on ${shippedOn}, after ${on}`);
  }
  const moved = await change(deps, orderId, 'deliver', mover, { deliveredOn: on });
  deps.notify('orderDelivered', orderId);
  return moved;
}

/**
 * Cancels the order (its customer: only once confirmed and not yet in progress; staff: before it
 * ships), gives its stock and voucher back, tells the customer, and refunds its payment through
 * the provider. A failed refund leaves the order cancelled and is logged: `refunded` is false,
 * and `shop orders refund` tries again.
 */
export async function cancelByRequest(deps: LifecycleDeps, orderId: number, mover: Mover) {
  const moved = await change(deps, orderId, 'cancel', mover);
  deps.notify('orderCancelled', orderId);
  try {
    await refundOrder(deps, orderId);
    return { ...moved, refunded: true };
  } catch (error) {
    deps.log.error({ err: error, order: orderId }, 'refund of a cancelled order failed');
    return { ...moved, refunded: false };
  }
}

/**
 * Staff refund the payment of a cancelled order (its refund at the cancel failed) or of a
 * delivered one sent back: all of what is left of it, once. 409 `not_refundable` for an order in
 * any other status or with nothing paid left to give back.
 */
export async function refundByRequest(deps: LifecycleDeps, orderId: number): Promise<number> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order');
  const refusal = (why: string) =>
    new HttpError(409, 'not_refundable', `Order ${order.reference} ${why}`);
  if (order.status !== 'cancelled' && order.status !== 'completed') {
    throw refusal(
      `is ${order.status}: cancel it first (a refund is for a cancelled or delivered order)`,
    );
  }
  const amount = await refundOrder(deps, orderId);
  if (amount === 0) throw refusal('has no payment left to refund');
  return amount;
}
