import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  paymentSessionSchema,
  paymentStateSchema,
  testPaymentResultSchema,
  type Order,
  type PaymentSession,
} from '@pcshop/stores/schemas';
import {
  orderEvents,
  orders,
  parts,
  payments,
  testPaymentIntents,
  users,
} from '../../db/schema/index';
import { expireReservations } from '../../services/orders/cancelOrder';
import { paidMeanwhile } from '../../services/payments/payments';
import { TEST_SIGNATURE_HEADER } from '../../services/payments/testProcessor';
import { buildAccountsTestApp, type AccountsTestApp } from '../../test/accounts';
import { quickCustomers } from '../../test/customers';
import { customerWithOrder } from '../../test/orders';
import { allProducts } from '../../test/http';

let t: AccountsTestApp;
let accessoryId: string;
beforeAll(async () => {
  t = await buildAccountsTestApp({ TEST_PAYMENT_LATER_MS: '300' });
  accessoryId = (await allProducts(t, 'category=accessory&in_stock=true')).items[0]!.id;
});
afterAll(() => t.close());

const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
  later: '4000 0000 0000 0077',
};

interface Shopper {
  access: string;
  email: string;
  order: Order;
}

/** A customer with an order of the accessory waiting for payment. */
async function shopperWithOrder(): Promise<Shopper> {
  const { userId, access, order } = await customerWithOrder(t, accessoryId);
  const [found] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return { access, email: found!.email, order };
}

const startPayment = async ({ access, order }: Shopper): Promise<PaymentSession> => {
  const response = await t.request({
    method: 'POST',
    url: `/api/order/${order.id}/payment`,
    access,
  });
  expect(response.statusCode, response.body).toBe(200);
  return paymentSessionSchema.parse(response.json());
};
const pay = async (payment: PaymentSession, card: string) => {
  const response = await t.post(`/api/test_payments/${payment.intent_id}/confirm`, {
    client_secret: payment.client_secret,
    card_number: card,
    expiry: '12/30',
    cvc: '123',
  });
  expect(response.statusCode, response.body).toBe(200);
  return testPaymentResultSchema.parse(response.json());
};
const confirm = async ({ access, order }: Shopper) => {
  const response = await t.request({
    method: 'POST',
    url: `/api/order/${order.id}/payment/confirm`,
    access,
  });
  expect(response.statusCode, response.body).toBe(200);
  return paymentStateSchema.parse(response.json());
};
const statusOf = async (orderId: number) =>
  (
    await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  )[0]!.status;
/** Waits for the processor's webhook to be handled (it is delivered in the background). */
async function eventually(check: () => Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const confirmations = async (orderId: number) =>
  (await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter(
    (event) => event.toStatus === 'confirmed',
  );
const emailsOf = async (email: string, subject: RegExp) =>
  (await t.emailsTo(email)).filter((entry) => subject.test(entry.subject));

describe('paying for an order with the test processor', () => {
  it('confirms the order by the webhook, once, and emails the receipt with the order’s figures', async () => {
    const shopper = await shopperWithOrder();
    const payment = await startPayment(shopper);
    expect(payment).toMatchObject({
      provider: 'test',
      amount: shopper.order.total_price,
      currency: 'GBP',
      status: 'requires_payment_method',
      publishable_key: null,
    });
    expect((await startPayment(shopper)).intent_id).toBe(payment.intent_id);

    expect(await pay(payment, CARDS.succeeds)).toEqual({ status: 'succeeded', last_error: null });
    await eventually(async () => (await statusOf(shopper.order.id)) === 'confirmed');
    const state = await confirm(shopper);
    expect(state.order).toMatchObject({ status: 'confirmed', reserved_until: null });
    const paid = await t.request({
      method: 'POST',
      url: `/api/order/${shopper.order.id}/payment`,
      access: shopper.access,
    });
    expect(paid.statusCode).toBe(409);
    expect(apiErrorSchema.parse(paid.json()).error.code).toBe('order_not_payable');
    expect(await confirmations(shopper.order.id)).toMatchObject([
      { fromStatus: 'waiting_for_payment', actor: 'payment' },
    ]);
    await t.app.mailer.settled();
    const [receipt, ...more] = await emailsOf(shopper.email, /is confirmed/);
    expect(more).toEqual([]);
    const total = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(
      shopper.order.total_price / 100,
    );
    expect(receipt!.subject).toBe(`Order ${shopper.order.reference_number} is confirmed`);
    expect(receipt!.text).toContain(`Total paid: ${total}`);
    expect(receipt!.text).toContain(`1 × ${shopper.order.items[0]!.title}`);
    expect(receipt!.html).toContain(total);
  });

  it('keeps the order waiting after a declined card, and takes a second card on the same payment', async () => {
    const shopper = await shopperWithOrder();
    const payment = await startPayment(shopper);
    expect(await pay(payment, CARDS.declined)).toEqual({
      status: 'requires_payment_method',
      last_error: 'card_declined',
    });
    const declined = await confirm(shopper);
    expect(declined.order.status).toBe('waiting_for_payment');
    expect(declined.payment.last_error).toBe('card_declined');
    expect((await startPayment(shopper)).intent_id).toBe(payment.intent_id);
    expect((await pay(payment, CARDS.succeeds)).status).toBe('succeeded');
    expect((await confirm(shopper)).order.status).toBe('confirmed');
  });

  it('asks for the challenge step, and pays when it is approved', async () => {
    const shopper = await shopperWithOrder();
    const payment = await startPayment(shopper);
    expect((await pay(payment, CARDS.challenge)).status).toBe('requires_action');
    const challenge = (approve: boolean) =>
      t.post(`/api/test_payments/${payment.intent_id}/challenge`, {
        client_secret: payment.client_secret,
        approve,
      });
    expect((await challenge(false)).json()).toEqual({
      status: 'requires_payment_method',
      last_error: 'authentication_failed',
    });
    expect((await pay(payment, CARDS.challenge)).status).toBe('requires_action');
    expect((await challenge(true)).json()).toEqual({ status: 'succeeded', last_error: null });
    expect((await confirm(shopper)).order.status).toBe('confirmed');
  });

  it('confirms a payment that succeeds later only when its webhook arrives', async () => {
    const shopper = await shopperWithOrder();
    const payment = await startPayment(shopper);
    expect((await pay(payment, CARDS.later)).status).toBe('processing');
    expect((await confirm(shopper)).order.status).toBe('waiting_for_payment');
    await eventually(async () => (await statusOf(shopper.order.id)) === 'confirmed');
    expect(await confirmations(shopper.order.id)).toHaveLength(1);
  });

  it('confirms once and sends one email when the webhook and the shopper’s return race', async () => {
    for (let round = 0; round < 5; round += 1) {
      const shopper = await shopperWithOrder();
      const payment = await startPayment(shopper);
      // The card's success sends its webhook at once; the shopper comes back at the same time.
      const [, state] = await Promise.all([pay(payment, CARDS.succeeds), confirm(shopper)]);
      await eventually(async () => (await statusOf(shopper.order.id)) === 'confirmed');
      await confirm(shopper);
      expect(['waiting_for_payment', 'confirmed']).toContain(state.order.status);
      expect(await confirmations(shopper.order.id)).toHaveLength(1);
      await t.app.mailer.settled();
      expect(await emailsOf(shopper.email, /is confirmed/)).toHaveLength(1);
    }
  });

  it('refuses a webhook whose signature does not hold, and a provider the shop does not use', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'tpi_x', amount: 1, currency: 'gbp', status: 'succeeded' } },
    });
    const post = (headers: Record<string, string>, url = '/api/payment/webhook/test') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
    const unsigned = await post({});
    expect(unsigned.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unsigned.json()).error.code).toBe('invalid_signature');
    const forged = await post({
      [TEST_SIGNATURE_HEADER]: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    });
    expect(forged.statusCode).toBe(400);
    expect((await post({}, '/api/payment/webhook/stripe')).statusCode).toBe(404);
  });

  it('refunds a payment that arrives after the order’s hold ran out, and tells the customer', async () => {
    const shopper = await shopperWithOrder();
    const payment = await startPayment(shopper);
    const [before] = await t.database.db
      .select({ stock: parts.stock })
      .from(parts)
      .where(eq(parts.id, Number(accessoryId)));
    expect((await pay(payment, CARDS.later)).status).toBe('processing');
    t.clock.advance(31 * 60_000);
    const sweep = () =>
      expireReservations({
        db: t.database.db,
        clock: t.clock,
        paidMeanwhile: (id) => paidMeanwhile(t.app.payments, id),
      });
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(shopper.order.id)).toBe('cancelled');
    await eventually(async () => {
      const [row] = await t.database.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.orderId, shopper.order.id));
      return row?.status === 'refunded';
    });
    expect(await statusOf(shopper.order.id)).toBe('cancelled');
    const [after] = await t.database.db
      .select({ stock: parts.stock })
      .from(parts)
      .where(eq(parts.id, Number(accessoryId)));
    expect(after!.stock).toBe(before!.stock + 1);
    await t.app.mailer.settled();
    expect(await emailsOf(shopper.email, /refunded/)).toHaveLength(1);
  });

  it('confirms instead of cancelling an order whose payment succeeded while its webhook was lost', async () => {
    const shopper = await shopperWithOrder();
    const payment = await startPayment(shopper);
    // The processor's book says succeeded, and no webhook ever came.
    await t.database.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.id, payment.intent_id));
    await t.database.db
      .update(orders)
      .set({ reservedUntil: new Date(t.clock.now().getTime() - 1) })
      .where(eq(orders.id, shopper.order.id));
    await expireReservations({
      db: t.database.db,
      clock: t.clock,
      paidMeanwhile: (id) => paidMeanwhile(t.app.payments, id),
    });
    expect(await statusOf(shopper.order.id)).toBe('confirmed');
    expect(await confirmations(shopper.order.id)).toHaveLength(1);
  });

  it('answers 404 for someone else’s order and a wrong client secret', async () => {
    const shopper = await shopperWithOrder();
    const [stranger] = await quickCustomers(t, 1);
    const theirs = await t.request({
      method: 'POST',
      url: `/api/order/${shopper.order.id}/payment`,
      access: stranger!.access,
    });
    expect(theirs.statusCode).toBe(404);
    const payment = await startPayment(shopper);
    const wrong = await t.post(`/api/test_payments/${payment.intent_id}/confirm`, {
      client_secret: 'secret_wrong',
      card_number: CARDS.succeeds,
      expiry: '12/30',
      cvc: '123',
    });
    expect(wrong.statusCode).toBe(404);
    const badCard = await t.post(`/api/test_payments/${payment.intent_id}/confirm`, {
      client_secret: payment.client_secret,
      card_number: '4242 4242 4242 4241',
      expiry: '12/30',
      cvc: '123',
    });
    expect(badCard.statusCode).toBe(400);
  });
});
