import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, type Product } from '@pcshop/stores/schemas';
import { buildAccountsTestApp, type AccountsTestApp } from '../../test/accounts';
import { quickCustomers } from '../../test/customers';
import { allProducts } from '../../test/http';
import { customerWithOrder } from '../../test/orders';

describe('GET /api/order/{id}', () => {
  let t: AccountsTestApp;
  let accessory: Product;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
    accessory = (await allProducts(t, 'category=accessory&in_stock=true')).items[0]!;
  });
  afterAll(() => t.close());

  const get = (id: number | string, access?: string) =>
    t.request({ method: 'GET', url: `/api/order/${id}`, ...(access ? { access } : {}) });

  it('answers the customer’s order as to_order made it', async () => {
    const { access, order } = await customerWithOrder(t, accessory.id, 2);
    const response = await get(order.id, access);
    expect(response.statusCode).toBe(200);
    expect(orderSchema.parse(response.json())).toEqual(order);
  });

  it('answers 404 for someone else’s order and one that does not exist, 401 without a session', async () => {
    const { order } = await customerWithOrder(t, accessory.id);
    const [stranger] = await quickCustomers(t, 1);
    for (const id of [order.id, 2_000_000_000]) {
      const response = await get(id, stranger!.access);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect((await get(order.id)).statusCode).toBe(401);
  });

  it.each(['0', '-3', 'abc', '1.5', '99999999999999999999'])(
    'refuses the id %s with 400',
    async (id) => {
      const [customer] = await quickCustomers(t, 1);
      const response = await get(id, customer!.access);
      expect(response.statusCode).toBe(400);
    },
  );
});
