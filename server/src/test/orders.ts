import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { orderSchema, type Order } from '@pcshop/stores/schemas';
import type { AccountsTestApp } from './accounts';
import { quickCustomers } from './customers';

/** A new address in the uk edition to ship an order to. */
export const yorkAddress = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address: { line1: '1 High Street', city: 'York', postcode: 'YO1 7HH', country: 'GB' },
};

/** `POST /api/basket/to_order` for the customer of `access`, to `yorkAddress` unless `extra` says. */
export const postOrder = (
  t: AccountsTestApp,
  access: string,
  extra: object = {},
  key: string = randomUUID(),
) =>
  t.request({
    method: 'POST',
    url: '/api/basket/to_order',
    access,
    headers: { 'idempotency-key': key },
    payload: { shipping_address: yorkAddress, phone_number: '+447700900123', ...extra },
  });

/** A new customer who has ordered `amount` of the product (`extra`: the voucher…). */
export async function customerWithOrder(
  t: AccountsTestApp,
  product: string,
  amount = 1,
  extra: object = {},
): Promise<{ userId: string; access: string; order: Order }> {
  const [customer] = await quickCustomers(t, 1);
  const added = await t.request({
    method: 'POST',
    url: '/api/basket/product',
    access: customer!.access,
    payload: { product, amount },
  });
  expect(added.statusCode, added.body).toBe(201);
  const ordered = await postOrder(t, customer!.access, extra);
  expect(ordered.statusCode, ordered.body).toBe(201);
  return { ...customer!, order: orderSchema.parse(ordered.json()) };
}
