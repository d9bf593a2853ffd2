import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { orderSchema, paymentSessionSchema, type Order } from '@pcshop/stores/schemas';
import { buildStages } from '@pcshop/stores/schemas';
import {
  advanceOrder,
  deliverOrder,
  shipOrder,
  type LifecycleDeps,
} from '../services/orders/orderLifecycle';
import { orderLifecycleDeps } from '../services/orders/orderLifecycleDeps';
import type { OrderKind } from '../services/orders/transitions';
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

/** Pays the customer's order with the test processor's card that succeeds: it is confirmed. */
export async function payOrder(t: AccountsTestApp, access: string, orderId: number) {
  const started = await t.request({ method: 'POST', url: `/api/order/${orderId}/payment`, access });
  expect(started.statusCode, started.body).toBe(200);
  const payment = paymentSessionSchema.parse(started.json());
  const paid = await t.post(`/api/test_payments/${payment.intent_id}/confirm`, {
    client_secret: payment.client_secret,
    card_number: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const confirmed = await t.request({
    method: 'POST',
    url: `/api/order/${orderId}/payment/confirm`,
    access,
  });
  expect(confirmed.json().order.status).toBe('confirmed');
}

/** What moves orders in the test app: its database, clock, payment provider and mailer. */
export const lifecycleOf = (t: AccountsTestApp): LifecycleDeps =>
  orderLifecycleDeps({
    db: t.database.db,
    clock: t.clock,
    provider: t.app.payments.provider,
    mailer: t.app.mailer,
    log: t.app.log,
  });

/**
 * The staff move a paid order on to `until`: through the workshop (each build stage of a PC
 * build, one step for single products), shipped, and for `completed` delivered today.
 */
export async function moveOrderOn(
  t: AccountsTestApp,
  orderId: number,
  kind: OrderKind,
  until: 'shipped' | 'completed',
) {
  const deps = lifecycleOf(t);
  const staff = { actor: 'staff' as const };
  const advances = kind === 'build' ? buildStages.length : 1;
  for (let step = 0; step < advances; step += 1) await advanceOrder(deps, orderId, staff);
  await shipOrder(deps, orderId, staff, { trackingNumber: 'JD0002230', carrier: 'DPD' });
  if (until === 'completed') {
    await deliverOrder(deps, orderId, staff, t.clock.now().toISOString().slice(0, 10));
  }
}
