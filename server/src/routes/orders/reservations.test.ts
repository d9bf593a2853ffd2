import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@pcshop/stores/schemas';
import {
  couponRedemptions,
  coupons,
  orderEvents,
  orderReservations,
  orders,
  parts,
} from '../../db/schema/index';
import { expireReservations } from '../../services/orders/cancelOrder';
import { buildAccountsTestApp, type AccountsTestApp } from '../../test/accounts';
import { customerWithOrder } from '../../test/orders';
import { allProducts } from '../../test/http';

let t: AccountsTestApp;
let accessory: Product;
beforeAll(async () => {
  t = await buildAccountsTestApp({ ORDER_RESERVATION_MINUTES: '15' });
  accessory = (await allProducts(t, 'category=accessory&in_stock=true')).items[0]!;
  await t.database.db
    .insert(coupons)
    .values({ code: 'HOLD10', percentOff: 10, countries: ['GB'], usageLimit: 100 });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const sweep = () => expireReservations({ db: t.database.db, clock: t.clock });
const stock = async () =>
  (
    await t.database.db
      .select({ stock: parts.stock })
      .from(parts)
      .where(eq(parts.id, Number(accessory.id)))
  )[0]!.stock;
const statusOf = async (ids: number[]) =>
  (
    await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(asc(orders.id))
  ).map((row) => row.status);

/** An order of `amount` of the accessory, with the HOLD10 voucher. */
const order = async (amount: number): Promise<Order> =>
  (await customerWithOrder(t, accessory.id, amount, { coupon: 'HOLD10' })).order;

describe('an unpaid order’s hold', () => {
  it('runs out after the configured time: the order is cancelled, its stock and voucher given back', async () => {
    const start = await stock();
    const early = await order(2);
    t.clock.advance(5 * MINUTE);
    const later = await order(1);
    expect(await stock()).toBe(start - 3);
    expect(new Date(early.reserved_until!).getTime() - new Date(early.created_at).getTime()).toBe(
      15 * MINUTE,
    );

    t.clock.advance(10 * MINUTE);
    expect(await sweep()).toBe(1);
    expect(await statusOf([early.id, later.id])).toEqual(['cancelled', 'waiting_for_payment']);
    expect(await stock()).toBe(start - 1);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'HOLD10'));
    expect(coupon!.usedCount).toBe(1);
    expect(
      await t.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.orderId, early.id)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(orderReservations)
        .where(eq(orderReservations.orderId, early.id)),
    ).toEqual([]);
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, early.id));
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      [null, 'waiting_for_payment', 'customer'],
      ['waiting_for_payment', 'cancelled', 'system'],
    ]);
    expect(await sweep()).toBe(0);
    expect(await stock()).toBe(start - 1);
  });

  it('is released once when several processes sweep at the same time', async () => {
    const start = await stock();
    const made = await Promise.all([order(1), order(1), order(2)]);
    t.clock.advance(16 * MINUTE);
    const counts = await Promise.all([sweep(), sweep(), sweep()]);
    // The earlier test's order still waiting is due as well.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(made.length + 1);
    expect(await statusOf(made.map((one) => one.id))).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(await stock()).toBe(start + 1);
  });
});
