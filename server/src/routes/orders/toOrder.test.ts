import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  basketSchema,
  basketSummarySchema,
  orderSchema,
  shippingAddressListSchema,
  type Product,
} from '@pcshop/stores/schemas';
import {
  coupons,
  modelParts,
  models,
  orderEvents,
  orderReservations,
  parts,
} from '../../db/schema/index';
import { buildAccountsTestApp, type AccountsTestApp } from '../../test/accounts';
import { quickCustomers } from '../../test/customers';
import { allProducts } from '../../test/http';

let t: AccountsTestApp;
let accessories: Product[];
beforeAll(async () => {
  t = await buildAccountsTestApp();
  accessories = (await allProducts(t, 'category=accessory&in_stock=true')).items;
  await t.database.db.insert(coupons).values([
    { code: 'UKTEN', percentOff: 10, countries: ['GB'] },
    { code: 'EVERYWHERE5', percentOff: 5, countries: ['GB', 'FR', 'IT', 'ES', 'DE'] },
  ]);
});
afterAll(() => t.close());

const london = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address: { line1: '12 Hanover Square', city: 'London', postcode: 'W1S 1JJ', country: 'GB' },
};
const berlin = {
  first_name: 'Grace',
  last_name: 'Hopper',
  address: { line1: 'Unter den Linden 5', city: 'Berlin', postcode: '10117', country: 'DE' },
};
const orderBody = (extra: object = {}) => ({
  shipping_address: london,
  phone_number: '+447700900123',
  ...extra,
});

const customer = async () => (await quickCustomers(t, 1))[0]!;
const add = async (access: string, product: string, amount = 1) => {
  const added = await t.request({
    method: 'POST',
    url: '/api/basket/product',
    access,
    payload: { product, amount },
  });
  expect(added.statusCode, added.body).toBe(201);
};
const toOrder = (access: string, body: object, key: string = randomUUID(), query = '') =>
  t.request({
    method: 'POST',
    url: `/api/basket/to_order${query}`,
    access,
    headers: { 'idempotency-key': key },
    payload: body,
  });
const summaryOf = async (access: string, body: object, query = '') => {
  const response = await t.request({
    method: 'POST',
    url: `/api/basket/calculate_summary${query}`,
    access,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return basketSummarySchema.parse(response.json());
};
const basketOf = async (access: string) =>
  basketSchema.parse(
    (await t.request({ method: 'GET', url: '/api/basket/product', access })).json(),
  );
const errorOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json()).error;
const stockOf = async (ids: number[]) =>
  new Map(
    (
      await t.database.db
        .select({ id: parts.id, stock: parts.stock })
        .from(parts)
        .where(inArray(parts.id, ids))
    ).map((row) => [row.id, row.stock]),
  );
const emberParts = async () =>
  t.database.db
    .select({ partId: modelParts.partId, amount: modelParts.amount })
    .from(modelParts)
    .innerJoin(models, eq(models.id, modelParts.modelId))
    .where(eq(models.slug, 'rigsmith-ember'));

describe('POST /api/basket/to_order', () => {
  it('needs a session, an Idempotency-Key and a valid body', async () => {
    const { access } = await customer();
    const unsigned = await t.request({
      method: 'POST',
      url: '/api/basket/to_order',
      headers: { 'idempotency-key': randomUUID() },
      payload: orderBody(),
    });
    expect(unsigned.statusCode).toBe(401);
    const keyless = await t.request({
      method: 'POST',
      url: '/api/basket/to_order',
      access,
      payload: orderBody(),
    });
    expect(keyless.statusCode).toBe(400);
    expect((await toOrder(access, orderBody(), 'short')).statusCode).toBe(400);
    const badPostcode = await toOrder(
      access,
      orderBody({ shipping_address: { ...london, address: { ...london.address, postcode: 'X' } } }),
    );
    expect(badPostcode.statusCode).toBe(400);
    expect(errorOf(badPostcode).fields).toHaveProperty(['shipping_address.address.postcode']);
    expect((await toOrder(access, orderBody({ phone_number: 'call me' }))).statusCode).toBe(400);
  });

  it('refuses an empty basket', async () => {
    const { access } = await customer();
    const response = await toOrder(access, orderBody());
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('empty_basket');
  });

  it('orders the basket at its summary’s figures, holds the stock and empties the basket', async () => {
    const { access } = await customer();
    const accessory = accessories[0]!;
    await add(access, 'model-rigsmith-ember');
    await add(access, accessory.id, 2);
    const ember = await emberParts();
    const partIds = [...ember.map((line) => line.partId), Number(accessory.id)];
    const before = await stockOf(partIds);
    const summary = await summaryOf(access, { coupon: 'UKTEN', country: 'GB' });
    expect(summary.coupon?.state).toBe('applied');

    const response = await toOrder(access, orderBody({ coupon: 'ukten' }));
    expect(response.statusCode, response.body).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order).toMatchObject({
      status: 'waiting_for_payment',
      subtotal: summary.subtotal,
      vat: summary.vat,
      discount: summary.discount,
      shipping_price: summary.shipping_price,
      total_price: summary.total_price,
      currency: 'GBP',
      country: 'GB',
      coupon: 'UKTEN',
      expected_delivery_time: summary.expected_delivery_time,
      shipping_address: { ...london, phone: '+447700900123' },
    });
    expect(order.reference_number).toMatch(/^RS-[0-9A-Z]{8}$/);
    expect(order.items.map((item) => [item.product, item.amount, item.price, item.total])).toEqual(
      summary.items.map((item) => [item.product.id, item.amount, item.product.price, item.total]),
    );
    expect(new Date(order.reserved_until!).getTime() - t.clock.now().getTime()).toBe(30 * 60_000);

    const after = await stockOf(partIds);
    for (const line of ember) {
      const extra = line.partId === Number(accessory.id) ? 2 : 0;
      expect(after.get(line.partId)).toBe(before.get(line.partId)! - line.amount - extra);
    }
    expect(after.get(Number(accessory.id))).toBe(before.get(Number(accessory.id))! - 2);
    const held = await t.database.db
      .select()
      .from(orderReservations)
      .where(eq(orderReservations.orderId, order.id));
    expect(held.reduce((sum, row) => sum + row.amount, 0)).toBe(
      ember.reduce((sum, line) => sum + line.amount, 0) + 2,
    );
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(events).toMatchObject([
      { fromStatus: null, toStatus: 'waiting_for_payment', actor: 'customer' },
    ]);
    expect((await basketOf(access)).items).toEqual([]);
    const addresses = await t.request({
      method: 'GET',
      url: '/api/account/shipping_addresses',
      access,
    });
    expect(shippingAddressListSchema.parse(addresses.json())).toEqual([]);
  });

  it('prices an order shipped to Germany in euros at 19 % VAT, as the summary does', async () => {
    const { access } = await customer();
    await add(access, 'model-rigsmith-ember');
    const summary = await summaryOf(
      access,
      { coupon: 'EVERYWHERE5', country: 'DE' },
      '?country=DE&currency=EUR',
    );
    const response = await toOrder(
      access,
      { shipping_address: berlin, phone_number: '+4930901820', coupon: 'EVERYWHERE5' },
      randomUUID(),
      '?country=DE&currency=EUR',
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order).toMatchObject({
      currency: 'EUR',
      country: 'DE',
      vat: summary.vat,
      total_price: summary.total_price,
      discount: summary.discount,
    });
    expect(order.vat).toBe(Math.round((order.total_price * 19) / 119));
  });

  it('answers the same order for the same key, and refuses the key with another body', async () => {
    const { access } = await customer();
    await add(access, accessories[1]!.id);
    const key = randomUUID();
    const first = await toOrder(access, orderBody(), key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await toOrder(access, orderBody(), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await toOrder(access, orderBody({ phone_number: '+447700900999' }), key);
    expect(other.statusCode).toBe(422);
    expect(errorOf(other).code).toBe('idempotency_key_reused');
    // Another customer's key of the same text is theirs.
    const { access: otherAccess } = await customer();
    await add(otherAccess, accessories[1]!.id);
    expect((await toOrder(otherAccess, orderBody(), key)).statusCode).toBe(201);
  });

  it('names the lines it can’t order and changes nothing', async () => {
    const { access } = await customer();
    const [short, fine] = [accessories[2]!, accessories[3]!];
    await add(access, fine.id);
    await add(access, short.id, 3);
    await t.database.db
      .update(parts)
      .set({ stock: 2 })
      .where(eq(parts.id, Number(short.id)));
    const before = await stockOf([Number(short.id), Number(fine.id)]);
    const response = await toOrder(access, orderBody());
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'out_of_stock',
      fields: { [short.id]: ['out_of_stock'] },
    });
    expect(errorOf(response).fields).not.toHaveProperty([fine.id]);
    expect(await stockOf([Number(short.id), Number(fine.id)])).toEqual(before);
    expect((await basketOf(access)).items).toHaveLength(2);
  });

  it('refuses an archived product and an unfinished build by their lines', async () => {
    const { access } = await customer();
    const archived = accessories[4]!;
    await add(access, archived.id);
    await t.database.db
      .update(parts)
      .set({ status: 'archived' })
      .where(eq(parts.id, Number(archived.id)));
    const build = await t.request({
      method: 'POST',
      url: '/api/ecommerce/pc_build',
      access,
      payload: {
        kind: 'assembly',
        name: 'Half a PC',
        components: [{ component: accessories[5]!.id, amount: 1 }],
      },
    });
    expect(build.statusCode, build.body).toBe(201);
    const buildId = `pc-${(build.json() as { id: number }).id}`;
    await add(access, buildId);
    const response = await toOrder(access, orderBody());
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'archived',
      fields: { [archived.id]: ['archived'], [buildId]: ['incompatible_build'] },
    });
    await t.database.db
      .update(parts)
      .set({ status: 'public' })
      .where(eq(parts.id, Number(archived.id)));
  });

  it('refuses a voucher that does not apply, naming why', async () => {
    const { access } = await customer();
    await add(access, accessories[0]!.id);
    const inGermany = await toOrder(
      access,
      { shipping_address: berlin, phone_number: '+4930901820', coupon: 'UKTEN' },
      randomUUID(),
      '?country=DE',
    );
    expect(inGermany.statusCode).toBe(409);
    expect(errorOf(inGermany)).toMatchObject({
      code: 'coupon_invalid_country',
      fields: { coupon: ['The coupon is invalid for the current country'] },
    });
    const unknown = await toOrder(access, orderBody({ coupon: 'NOSUCHCODE' }));
    expect(errorOf(unknown).code).toBe('coupon_invalid');
    expect((await basketOf(access)).items).toHaveLength(1);
  });

  it('ships to a saved address, keeps a new one when asked, and stops at six', async () => {
    const { access } = await customer();
    await add(access, accessories[0]!.id);
    const kept = await toOrder(access, orderBody({ add_to_address_list: true }));
    expect(kept.statusCode, kept.body).toBe(201);
    const listed = async () =>
      shippingAddressListSchema.parse(
        (await t.request({ method: 'GET', url: '/api/account/shipping_addresses', access })).json(),
      );
    const [saved] = await listed();
    expect(saved).toMatchObject({ ...london, phone: '+447700900123', is_default: true });

    await add(access, accessories[0]!.id);
    const again = await toOrder(access, orderBody({ shipping_address: { id: saved!.id } }));
    expect(again.statusCode, again.body).toBe(201);
    expect(orderSchema.parse(again.json()).shipping_address.address).toEqual(saved!.address);

    const { access: stranger } = await customer();
    await add(stranger, accessories[0]!.id);
    const theirs = await toOrder(stranger, orderBody({ shipping_address: { id: saved!.id } }));
    expect(theirs.statusCode).toBe(404);

    for (let count = (await listed()).length; count < 6; count += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/account/shipping_addresses',
        access,
        payload: { ...london, phone: '+447700900123' },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    await add(access, accessories[0]!.id);
    const seventh = await toOrder(access, orderBody({ add_to_address_list: true }));
    expect(seventh.statusCode).toBe(409);
    expect(errorOf(seventh).code).toBe('address_limit_reached');
    expect((await basketOf(access)).items).toHaveLength(1);
  });
});
