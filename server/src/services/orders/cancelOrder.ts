import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { OrderActor } from '@pcshop/stores/schemas';
import {
  couponRedemptions,
  coupons,
  orderReservations,
  orders,
  parts,
} from '../../db/schema/index';
import type { Database } from '../../db/client';
import type { Queryable } from '../auth/deps';
import type { Clock } from '../clock';
import { moveOrder } from './moveOrder';
import type { OrderStep } from './transitions';

/**
 * Gives back what a cancelled order held, in the caller's transaction, which holds the order's
 * row: its stock (the parts' rows locked in id order, as ordering locks them, so the two never
 * deadlock) and its use of the voucher.
 */
async function release(tx: Queryable, orderId: number, couponId: number | null) {
  const held = await tx
    .select({ partId: orderReservations.partId, amount: orderReservations.amount })
    .from(orderReservations)
    .where(eq(orderReservations.orderId, orderId))
    .orderBy(asc(orderReservations.partId));
  if (held.length > 0) {
    const ids = held.map((row) => row.partId);
    await tx
      .select({ id: parts.id })
      .from(parts)
      .where(inArray(parts.id, ids))
      .orderBy(asc(parts.id))
      .for('no key update');
    const returned = sql`(case ${parts.id} ${sql.join(
      held.map((row) => sql`when ${row.partId} then ${row.amount}::int`),
      sql` `,
    )} end)`;
    await tx
      .update(parts)
      .set({ stock: sql`${parts.stock} + ${returned}` })
      .where(inArray(parts.id, ids));
    await tx.delete(orderReservations).where(eq(orderReservations.orderId, orderId));
  }
  if (couponId !== null) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(eq(coupons.id, couponId));
    await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
  }
}

/**
 * Cancels an order standing at `from`, in the caller's transaction: its stock and voucher given
 * back, the change recorded. False when the order no longer stands there (another process got
 * there first), and then nothing changes. The caller has checked that `actor` may cancel it.
 */
export async function cancelOrder(
  tx: Queryable,
  orderId: number,
  from: OrderStep,
  actor: OrderActor,
  now: Date,
): Promise<boolean> {
  const order = await moveOrder(
    tx,
    orderId,
    { from, to: { status: 'cancelled', stage: null }, actor, at: now },
    { reservedUntil: null },
  );
  if (!order) return false;
  await release(tx, orderId, order.couponId);
  return true;
}

/**
 * Cancels unpaid orders whose hold has run out, each in its own transaction (one order's parts
 * locked at a time, in id order, as ordering locks them). Several API processes may sweep at
 * once: an order another one holds is skipped (`skip locked`) and one already cancelled is left
 * as it is, so each is cancelled once. Answers how many this call cancelled.
 */
export async function expireReservations(
  deps: {
    db: Database;
    clock: Clock;
    /** Whether the order turned out paid (its webhook lost) and is now confirmed instead. */
    paidMeanwhile?: (orderId: number) => Promise<boolean>;
  },
  batch = 100,
): Promise<number> {
  const unpaid: OrderStep = { status: 'waiting_for_payment', stage: null };
  let cancelled = 0;
  for (;;) {
    const before = cancelled;
    const now = deps.clock.now();
    const due = and(eq(orders.status, 'waiting_for_payment'), lte(orders.reservedUntil, now));
    const ids = await deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(due)
      .orderBy(asc(orders.id))
      .limit(batch);
    for (const { id } of ids) {
      if (deps.paidMeanwhile && (await deps.paidMeanwhile(id))) continue;
      const done = await deps.db.transaction(async (tx) => {
        const [held] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, id), due))
          .for('update', { skipLocked: true });
        return held ? cancelOrder(tx, id, unpaid, 'system', now) : false;
      });
      if (done) cancelled += 1;
    }
    // A full batch all held elsewhere is left to whoever holds it.
    if (ids.length < batch || cancelled === before) return cancelled;
  }
}
