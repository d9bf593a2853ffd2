import { randomUUID } from 'node:crypto';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, orderSchema, type Product } from '@pcshop/stores/schemas';
import {
  basketLines,
  couponRedemptions,
  coupons,
  orderReservations,
  orders,
  parts,
} from '../../db/schema/index';
import { buildAccountsTestApp, type AccountsTestApp } from '../../test/accounts';
import { quickCustomers } from '../../test/customers';
import { postOrder } from '../../test/orders';
import { allProducts } from '../../test/http';

// Races between checkouts: meaningful on PostgreSQL (CI's DATABASE_URL), where the transactions
// run side by side; PGlite runs them one after another and must give the same outcome.
let t: AccountsTestApp;
let accessories: Product[];
beforeAll(async () => {
  t = await buildAccountsTestApp();
  accessories = (await allProducts(t, 'category=accessory&in_stock=true')).items;
});
afterAll(() => t.close());

/** `count` customers, each with `amount` of the product in their basket. */
async function customersWith(count: number, product: string, amount = 1) {
  const customers = await quickCustomers(t, count);
  await t.database.db
    .insert(basketLines)
    .values(customers.map(({ userId }) => ({ userId, product, partId: Number(product), amount })));
  return customers;
}

const statusCounts = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>(
    (counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }),
    {},
  );

describe('concurrent checkouts', () => {
  it('sell the last 5 units to exactly 5 of 200 customers', async () => {
    const part = accessories[0]!;
    const partId = Number(part.id);
    await t.database.db.update(parts).set({ stock: 5 }).where(eq(parts.id, partId));
    const customers = await customersWith(200, part.id);

    const responses = await Promise.all(customers.map(({ access }) => postOrder(t, access)));
    expect(statusCounts(responses)).toEqual({ 201: 5, 409: 195 });
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(apiErrorSchema.parse(refused.json()).error).toMatchObject({
        code: 'out_of_stock',
        fields: { [part.id]: ['out_of_stock'] },
      });
    }
    const [left] = await t.database.db
      .select({ stock: parts.stock })
      .from(parts)
      .where(eq(parts.id, partId));
    expect(left!.stock).toBe(0);
    const [held] = await t.database.db
      .select({ amount: sum(orderReservations.amount).mapWith(Number) })
      .from(orderReservations)
      .where(eq(orderReservations.partId, partId));
    expect(held!.amount).toBe(5);
  });

  it('redeem a single-use voucher once among 50 customers', async () => {
    await t.database.db
      .insert(coupons)
      .values({ code: 'ONLYONE', percentOff: 20, countries: ['GB'], usageLimit: 1 });
    const customers = await customersWith(50, accessories[1]!.id);

    const responses = await Promise.all(
      customers.map(({ access }) => postOrder(t, access, { coupon: 'ONLYONE' })),
    );
    expect(statusCounts(responses)).toEqual({ 201: 1, 409: 49 });
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(apiErrorSchema.parse(refused.json()).error.code).toMatch(/^coupon_(used_up|invalid)$/);
    }
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'ONLYONE'));
    expect(coupon!.usedCount).toBe(1);
    const redemptions = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon!.id));
    expect(redemptions).toHaveLength(1);
  });

  it('make one order of one Idempotency-Key sent 20 times at once', async () => {
    const [customer] = await customersWith(1, accessories[2]!.id, 2);
    const key = randomUUID();

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postOrder(t, customer!.access, {}, key)),
    );
    expect(statusCounts(responses)).toEqual({ 201: 1, 200: 19 });
    const ids = new Set(responses.map((response) => orderSchema.parse(response.json()).id));
    expect(ids.size).toBe(1);
    const made = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, customer!.userId));
    expect(made).toHaveLength(1);
  });

  it('make one order of one basket ordered twice at once with two keys', async () => {
    const [customer] = await customersWith(1, accessories[3]!.id);

    const responses = await Promise.all([
      postOrder(t, customer!.access),
      postOrder(t, customer!.access),
    ]);
    expect(statusCounts(responses)).toEqual({ 201: 1, 409: 1 });
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(apiErrorSchema.parse(refused.json()).error.code).toBe('empty_basket');
  });
});
