import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessionSchema } from '@pcshop/stores/schemas';
import { orderEvents, orders, payments } from '../../db/schema/index';
import { expireReservations } from '../../services/orders/cancelOrder';
import { buildAccountsTestApp, type AccountsTestApp } from '../../test/accounts';
import { customerWithOrder } from '../../test/orders';
import { allProducts } from '../../test/http';

const WEBHOOK_SECRET = 'whsec_test_rigsmith';

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null;
}

/**
 * Stripe's API as far as the shop uses it (create and retrieve a PaymentIntent, refund), with
 * Stripe's idempotency: the same key answers the same intent. Records every request.
 */
function fakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, FakeIntent>();
  const requests: { method: string; path: string; body: URLSearchParams; key?: string }[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk: Buffer) => (data += chunk.toString()));
      request.on('end', () => resolve(data));
    });
  const server: Server = createServer((request, response) => {
    void read(request).then((raw) => {
      const body = new URLSearchParams(raw);
      const key = request.headers['idempotency-key'] as string | undefined;
      const path = request.url!.split('?')[0]!;
      requests.push({ method: request.method!, path, body, ...(key ? { key } : {}) });
      const send = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_1' });
        response.end(JSON.stringify(json));
      };
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const known = key ? byKey.get(key) : undefined;
        if (known) return send(200, known);
        const id = `pi_${randomUUID().replaceAll('-', '')}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency')!,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_x`,
          metadata: { order_id: body.get('metadata[order_id]')! },
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (key) byKey.set(key, intent);
        return send(200, intent);
      }
      const retrieve = path.match(/^\/v1\/payment_intents\/(\w+)$/);
      if (request.method === 'GET' && retrieve) {
        const intent = intents.get(retrieve[1]!);
        return intent
          ? send(200, intent)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such intent' } });
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        return send(200, {
          id: 'rf_1',
          object: 'refund',
          amount: Number(body.get('amount')),
          payment_intent: body.get('payment_intent'),
          status: 'succeeded',
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: 'Unknown path' } });
    });
  });
  return { server, intents, requests };
}

const stripe = fakeStripe();
const signer = new Stripe('sk_test_signer');
let t: AccountsTestApp;
let accessoryId: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
  const { port } = stripe.server.address() as AddressInfo;
  t = await buildAccountsTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_rigsmith',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_rigsmith',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  });
  accessoryId = (await allProducts(t, 'category=accessory&in_stock=true')).items[0]!.id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stripe.server.close(resolve));
});

const orderWaiting = () => customerWithOrder(t, accessoryId);

const startPayment = async (access: string, orderId: number) => {
  const response = await t.request({
    method: 'POST',
    url: `/api/order/${orderId}/payment`,
    access,
  });
  expect(response.statusCode, response.body).toBe(200);
  return paymentSessionSchema.parse(response.json());
};

/** A Stripe event about the intent, signed as Stripe signs it (`timestamp` in seconds). */
function webhook(
  type: string,
  intent: FakeIntent,
  options: { id?: string; timestamp?: number; secret?: string } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    data: {
      object: { ...intent, status: type.endsWith('succeeded') ? 'succeeded' : intent.status },
    },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const statusOf = async (orderId: number) =>
  (
    await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  )[0]!.status;

describe('paying with Stripe (the SDK against a fake Stripe)', () => {
  it('makes one PaymentIntent per order, with an idempotency key, for the Payment Element', async () => {
    const { access, order } = await orderWaiting();
    const before = stripe.requests.length;
    const session = await startPayment(access, order.id);
    expect(session).toMatchObject({
      provider: 'stripe',
      publishable_key: 'pk_test_rigsmith',
      amount: order.total_price,
      currency: 'GBP',
      status: 'requires_payment_method',
    });
    const [create] = stripe.requests.slice(before);
    expect(create).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(create!.key).toMatch(new RegExp(`^order-${order.id}-`));
    expect(create!.body.get('amount')).toBe(String(order.total_price));
    expect(create!.body.get('currency')).toBe('gbp');
    expect(create!.body.get('metadata[order_id]')).toBe(String(order.id));
    expect((await startPayment(access, order.id)).intent_id).toBe(session.intent_id);
    expect(
      stripe.requests.slice(before).filter((request) => request.path === '/v1/payment_intents'),
    ).toHaveLength(1);
  });

  it('confirms the order on a signed succeeded event, once, whatever comes before or after', async () => {
    const { access, order } = await orderWaiting();
    const session = await startPayment(access, order.id);
    const intent = stripe.intents.get(session.intent_id)!;
    expect((await webhook('payment_intent.payment_failed', intent)).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('waiting_for_payment');
    const success = { id: `evt_${randomUUID().replaceAll('-', '')}` };
    expect((await webhook('payment_intent.succeeded', intent, success)).json()).toEqual({
      received: true,
    });
    expect((await webhook('payment_intent.succeeded', intent, success)).statusCode).toBe(200);
    expect((await webhook('payment_intent.payment_failed', intent)).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('confirmed');
    const confirmed = (
      await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    ).filter((event) => event.toStatus === 'confirmed');
    expect(confirmed).toHaveLength(1);
    await t.app.mailer.settled();
  });

  it('refuses an event signed with another secret or more than 300 s old', async () => {
    const { access, order } = await orderWaiting();
    const session = await startPayment(access, order.id);
    const intent = stripe.intents.get(session.intent_id)!;
    const forged = await webhook('payment_intent.succeeded', intent, { secret: 'whsec_other' });
    expect(forged.statusCode).toBe(400);
    const stale = await webhook('payment_intent.succeeded', intent, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(stale.statusCode).toBe(400);
    expect(await statusOf(order.id)).toBe('waiting_for_payment');
  });

  it('refunds through Stripe a payment that succeeds after the order was cancelled', async () => {
    const { access, order } = await orderWaiting();
    const session = await startPayment(access, order.id);
    t.clock.advance(31 * 60_000);
    await expireReservations({ db: t.database.db, clock: t.clock });
    expect(await statusOf(order.id)).toBe('cancelled');
    const before = stripe.requests.length;
    const intent = stripe.intents.get(session.intent_id)!;
    expect((await webhook('payment_intent.succeeded', intent)).statusCode).toBe(200);
    const refunds = stripe.requests
      .slice(before)
      .filter((request) => request.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body.get('payment_intent')).toBe(session.intent_id);
    expect(refunds[0]!.body.get('amount')).toBe(String(order.total_price));
    const [row] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(row).toMatchObject({ status: 'refunded', refunded: order.total_price });
    expect(await statusOf(order.id)).toBe('cancelled');
  });

  it('widens the content security policy for Stripe and leaves the test processor’s calls unused', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('script-src');
    expect(policy).toMatch(/script-src[^;]*https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/connect-src[^;]*https:\/\/api\.stripe\.com/);
    const test = await t.post('/api/test_payments/tpi_aaaaaaaaaaaaaaaa/confirm', {
      client_secret: 'x',
      card_number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(test.statusCode).toBe(404);
  });
});
