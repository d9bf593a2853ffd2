import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basketLines,
  couponRedemptions,
  coupons,
  orderEvents,
  orderLines,
  orderRequests,
  orderReservations,
  orders,
  parts,
} from '../../db/schema/index';
import { buildAccountsTestApp, type AccountsTestApp } from '../../test/accounts';
import { quickCustomers } from '../../test/customers';
import { OrderRefused, writeOrder, type OrderWrite } from './orderStatement';

// The statement's own refusals: what the pricing before it can't see (a concurrent order took the
// stock or the voucher's last use, the basket changed). Each must leave every table as it was.
let t: AccountsTestApp;
let partId: number;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  const [part] = await t.database.db
    .select({ id: parts.id })
    .from(parts)
    .where(eq(parts.category, 'accessory'))
    .limit(1);
  partId = part!.id;
  await t.database.db.update(parts).set({ stock: 100 }).where(eq(parts.id, partId));
  await t.database.db
    .insert(coupons)
    .values({ code: 'ONCE', percentOff: 10, usageLimit: 1, countries: ['GB'] });
});
afterAll(() => t.close());

async function customerWithBasket(amount = 2) {
  const [customer] = await quickCustomers(t, 1);
  const userId = customer!.userId;
  await t.database.db
    .insert(basketLines)
    .values({ userId, product: String(partId), partId, amount });
  return userId;
}

const writeOf = (userId: string, extra: Partial<OrderWrite> = {}): OrderWrite => {
  const now = new Date();
  return {
    userId,
    key: randomUUID(),
    requestHash: 'hash',
    pricedLines: [{ product: String(partId), amount: 2 }],
    needed: new Map([[partId, 2]]),
    coupon: null,
    order: {
      reference: `RS-${randomUUID().slice(0, 8).toUpperCase()}`,
      userId,
      currency: 'GBP',
      locale: 'en-GB',
      subtotal: 2000,
      vat: 333,
      discount: 0,
      shippingPrice: 0,
      totalPrice: 2000,
      couponId: null,
      couponCode: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+447700900123',
      line1: '1 High Street',
      line2: null,
      city: 'York',
      postcode: 'YO1 7HH',
      country: 'GB',
      shippingDays: 2,
      expectedDelivery: '2026-12-20',
      reservedUntil: new Date(now.getTime() + 30 * 60_000),
      createdAt: now,
      updatedAt: now,
    },
    lines: [
      {
        position: 0,
        product: String(partId),
        partId,
        buildId: null,
        modelId: null,
        reference: 'REF',
        title: 'A part',
        productClass: 'product',
        unitPrice: 1000,
        was: null,
        amount: 2,
        total: 2000,
        image: null,
        components: [],
        unverifiedChecks: [],
      },
    ],
    ...extra,
  };
};

/** Every row the statement writes or changes, to see that a refusal changed none. */
async function tables() {
  const { db } = t.database;
  const rows = async (table: PgTable) => (await db.select({ rows: count() }).from(table))[0]!.rows;
  const [stock] = await db.select({ stock: parts.stock }).from(parts).where(eq(parts.id, partId));
  const [coupon] = await db
    .select({ used: coupons.usedCount })
    .from(coupons)
    .where(eq(coupons.code, 'ONCE'));
  return {
    stock: stock!.stock,
    couponUses: coupon!.used,
    orders: await rows(orders),
    lines: await rows(orderLines),
    events: await rows(orderEvents),
    keys: await rows(orderRequests),
    held: await rows(orderReservations),
    redemptions: await rows(couponRedemptions),
    basket: await rows(basketLines),
  };
}

async function refusalOf(write: OrderWrite) {
  const error = await writeOrder(write, t.database.db).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(OrderRefused);
  return (error as OrderRefused).refusal;
}

describe('the order statement', () => {
  it('writes the order, its line, event, key, stock held and voucher use, and empties the basket', async () => {
    const userId = await customerWithBasket();
    const before = await tables();
    const [coupon] = await t.database.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.code, 'ONCE'));
    const write = writeOf(userId, { coupon: 'ONCE' });
    write.order = { ...write.order, couponId: coupon!.id, couponCode: 'ONCE' };
    const { orderId, lineIds } = await writeOrder(write, t.database.db);
    expect(lineIds).toHaveLength(1);
    expect(await tables()).toEqual({
      ...before,
      stock: before.stock - 2,
      couponUses: 1,
      orders: before.orders + 1,
      lines: before.lines + 1,
      events: before.events + 1,
      keys: before.keys + 1,
      held: before.held + 1,
      redemptions: before.redemptions + 1,
      basket: before.basket - 1,
    });
    const [held] = await t.database.db
      .select()
      .from(orderReservations)
      .where(eq(orderReservations.orderId, orderId));
    expect(held).toEqual({ orderId, partId, amount: 2 });
  });

  it('refuses a part short of stock, naming it, and writes nothing', async () => {
    const userId = await customerWithBasket();
    const before = await tables();
    const refusal = await refusalOf(writeOf(userId, { needed: new Map([[partId, 1000]]) }));
    expect(refusal).toEqual({ reason: 'out_of_stock', parts: [partId] });
    expect(await tables()).toEqual(before);
  });

  it('refuses a voucher used up and writes nothing', async () => {
    const userId = await customerWithBasket();
    const before = await tables();
    expect(before.couponUses).toBe(1);
    expect(await refusalOf(writeOf(userId, { coupon: 'ONCE' }))).toEqual({
      reason: 'coupon_used_up',
    });
    expect(await tables()).toEqual(before);
  });

  it('refuses a basket changed since it was priced and writes nothing', async () => {
    const userId = await customerWithBasket(3);
    const before = await tables();
    expect(await refusalOf(writeOf(userId))).toEqual({ reason: 'basket_changed' });
    expect(await tables()).toEqual(before);
  });

  it('refuses a key already used and writes nothing', async () => {
    const userId = await customerWithBasket();
    const write = writeOf(userId);
    await writeOrder(write, t.database.db);
    await t.database.db
      .insert(basketLines)
      .values({ userId, product: String(partId), partId, amount: 2 });
    const before = await tables();
    const again = writeOf(userId, { key: write.key });
    expect(await refusalOf(again)).toEqual({ reason: 'key_taken' });
    expect(await tables()).toEqual(before);
  });
});
