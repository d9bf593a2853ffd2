import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  buildStages,
  orderActors,
  orderDetailsSchema,
  orderItemSchema,
  orderListSchema,
  orderStatuses,
  type OrderActor,
} from '@pcshop/stores/schemas';
import { orderEvents, parts, payments, testPaymentIntents, users } from '../../db/schema/index';
import { HttpError } from '../../services/errors';
import {
  advanceOrder,
  cancelByRequest,
  deliverOrder,
  shipOrder,
  type LifecycleDeps,
} from '../../services/orders/orderLifecycle';
import { orderLifecycleDeps } from '../../services/orders/orderLifecycleDeps';
import {
  transitionFor,
  type OrderAction,
  type OrderKind,
  type OrderStep,
} from '../../services/orders/transitions';
import { buildAccountsTestApp, type AccountsTestApp } from '../../test/accounts';
import { quickCustomers } from '../../test/customers';
import { allProducts } from '../../test/http';
import { customerWithOrder, payOrder } from '../../test/orders';

let t: AccountsTestApp;
let accessoryId: string;
let deps: LifecycleDeps;
const staff = { actor: 'staff' as const };
beforeAll(async () => {
  t = await buildAccountsTestApp();
  accessoryId = (await allProducts(t, 'category=accessory&in_stock=true')).items[0]!.id;
  deps = orderLifecycleDeps({
    db: t.database.db,
    clock: t.clock,
    provider: t.app.payments.provider,
    mailer: t.app.mailer,
    log: t.app.log,
  });
});
afterAll(() => t.close());

/** A customer with a paid (confirmed) order of `product`. */
async function confirmedOrder(product = accessoryId) {
  const customer = await customerWithOrder(t, product);
  await payOrder(t, customer.access, customer.order.id);
  const [user] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, customer.userId));
  return { ...customer, email: user!.email };
}

const details = async (orderId: number, access: string) => {
  const response = await t.request({ method: 'GET', url: `/api/order/${orderId}`, access });
  expect(response.statusCode, response.body).toBe(200);
  return orderDetailsSchema.parse(response.json());
};
const cancel = (orderId: number, access: string) =>
  t.request({ method: 'POST', url: `/api/order/${orderId}/cancel`, access });
const stockOf = async (partId: number) =>
  (await t.database.db.select({ stock: parts.stock }).from(parts).where(eq(parts.id, partId)))[0]!
    .stock;
const refusalOf = async (attempt: Promise<unknown>) => {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

describe('a PC build’s order after the purchase', () => {
  it('goes through every build stage, ships with its tracking and is delivered, each change in its timeline', async () => {
    const { order, access } = await confirmedOrder('model-rigsmith-ember');
    const before = await details(order.id, access);
    expect(before).toMatchObject({
      status: 'confirmed',
      build_stage: null,
      next_step: { status: 'in_progress', build_stage: 'parts_picked' },
      cancellable: true,
      tracking_number: null,
    });
    for (const stage of buildStages) {
      const moved = await advanceOrder(deps, order.id, staff);
      expect(moved.to).toEqual({ status: 'in_progress', stage });
    }
    const packed = await details(order.id, access);
    expect(packed.next_step).toEqual({ status: 'shipped', build_stage: null });
    expect(packed.cancellable).toBe(false);
    const more = await refusalOf(advanceOrder(deps, order.id, staff));
    expect(more).toMatchObject({ statusCode: 409, code: 'invalid_transition' });
    expect(more.message).toContain('its next step is shipped');

    await shipOrder(deps, order.id, staff, { trackingNumber: 'JD0002230', carrier: 'DPD' });
    await deliverOrder(deps, order.id, staff, t.clock.now().toISOString().slice(0, 10));
    const delivered = await details(order.id, access);
    expect(delivered).toMatchObject({
      status: 'completed',
      tracking_number: 'JD0002230',
      carrier: 'DPD',
      delivered_on: t.clock.now().toISOString().slice(0, 10),
      next_step: null,
    });
    expect(delivered.shipped_at).not.toBeNull();
    expect(
      delivered.timeline.map((event) => [event.to.status, event.to.build_stage, event.actor]),
    ).toEqual([
      ['waiting_for_payment', null, 'customer'],
      ['confirmed', null, 'payment'],
      ...buildStages.map((stage) => ['in_progress', stage, 'staff']),
      ['shipped', null, 'staff'],
      ['completed', null, 'staff'],
    ]);
  });

  it('answers a build line with its components and accessories, and 404 for a line of another order', async () => {
    const { order, access } = await customerWithOrder(t, 'model-rigsmith-ember');
    const line = order.items[0]!;
    const response = await t.request({
      method: 'GET',
      url: `/api/order/${order.id}/item/${line.id}`,
      access,
    });
    expect(response.statusCode, response.body).toBe(200);
    const item = orderItemSchema.parse(response.json());
    expect(item).toMatchObject({ id: line.id, product_class: 'pc-build', total: line.total });
    expect(item.components.map((part) => part.category)).toContain('cpu');
    for (const part of item.accessories) expect(['monitor', 'accessory']).toContain(part.category);

    const other = await customerWithOrder(t, accessoryId);
    const [stranger] = await quickCustomers(t, 1);
    for (const [url, who] of [
      [`/api/order/${order.id}/item/${other.order.items[0]!.id}`, access],
      [`/api/order/${order.id}/item/${line.id}`, stranger!.access],
    ] as const) {
      expect((await t.request({ method: 'GET', url, access: who })).statusCode).toBe(404);
    }
    for (const url of [`/api/order/${order.id}/item/abc`, `/api/order/x/item/${line.id}`]) {
      expect((await t.request({ method: 'GET', url, access })).statusCode).toBe(400);
    }
  });
});

describe('cancelling', () => {
  it('lets the customer cancel a confirmed order: stock back, payment refunded once, emails sent', async () => {
    const { order, access, email } = await confirmedOrder();
    const stock = await stockOf(Number(accessoryId));
    const response = await cancel(order.id, access);
    expect(response.statusCode, response.body).toBe(200);
    expect(orderDetailsSchema.parse(response.json())).toMatchObject({
      status: 'cancelled',
      cancellable: false,
      next_step: null,
    });
    expect(await stockOf(Number(accessoryId))).toBe(stock + 1);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'refunded', refunded: order.total_price });
    const [intent] = await t.database.db
      .select({ refunded: testPaymentIntents.refunded })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, payment!.intentId));
    expect(intent!.refunded).toBe(order.total_price);
    const subjects = (await t.emailsTo(email)).map((entry) => entry.subject);
    expect(subjects).toContain(`Order ${order.reference_number} has been cancelled`);
    expect(subjects.filter((subject) => subject.endsWith('refunded'))).toHaveLength(1);

    const again = await cancel(order.id, access);
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).error.code).toBe('invalid_transition');
  });

  it('refuses the customer’s cancel once the order is in progress, and before it is paid', async () => {
    const { order, access } = await confirmedOrder();
    await advanceOrder(deps, order.id, staff);
    const response = await cancel(order.id, access);
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('invalid_transition');
    expect((await details(order.id, access)).status).toBe('in_progress');

    const unpaid = await customerWithOrder(t, accessoryId);
    expect((await cancel(unpaid.order.id, unpaid.access)).statusCode).toBe(409);
  });

  it('answers 404 for another customer’s order, 400 for a bad id', async () => {
    const { order } = await confirmedOrder();
    const [stranger] = await quickCustomers(t, 1);
    expect((await cancel(order.id, stranger!.access)).statusCode).toBe(404);
    expect((await cancel(0, stranger!.access)).statusCode).toBe(400);
  });
});

describe('the transitions table in the code', () => {
  const everyStep: OrderStep[] = orderStatuses.flatMap((status): OrderStep[] =>
    status === 'in_progress'
      ? [null, ...buildStages].map((stage) => ({ status, stage }))
      : [{ status, stage: null }],
  );
  const actions: OrderAction[] = ['advance', 'ship', 'deliver', 'cancel'];
  const run = (action: OrderAction, orderId: number, actor: OrderActor, userId: string) => {
    const mover = { actor, userId };
    if (action === 'advance') return advanceOrder(deps, orderId, mover);
    if (action === 'ship')
      return shipOrder(deps, orderId, mover, { trackingNumber: 'T1', carrier: 'DPD' });
    if (action === 'deliver') return deliverOrder(deps, orderId, mover, '2099-01-01');
    return cancelByRequest(deps, orderId, mover);
  };

  it.each(['product', 'build'] as const)(
    'refuses every action a %s order’s step and the actor do not allow, and leaves the order where it was',
    async (kind: OrderKind) => {
      const { order, userId } = await customerWithOrder(
        t,
        kind === 'build' ? 'model-rigsmith-ember' : accessoryId,
      );
      let refused = 0;
      for (const from of everyStep) {
        for (const action of actions) {
          for (const actor of orderActors) {
            if (transitionFor(from, action, kind, actor)) continue;
            await t.database.db.transaction(async (tx) => {
              await tx.execute(sql`set local session_replication_role = replica`);
              await tx.execute(
                sql`update orders set status = ${from.status}, build_stage = ${from.stage} where id = ${order.id}`,
              );
            });
            const events = await t.database.db.$count(
              orderEvents,
              eq(orderEvents.orderId, order.id),
            );
            const refusal = await refusalOf(run(action, order.id, actor, userId));
            expect(refusal.code, `${from.status}/${from.stage} ${action} by ${actor}`).toBe(
              'invalid_transition',
            );
            expect(await t.database.db.$count(orderEvents, eq(orderEvents.orderId, order.id))).toBe(
              events,
            );
            refused += 1;
          }
        }
      }
      expect(refused).toBeGreaterThan(100);
    },
  );

  // Meaningful on PostgreSQL, where the transactions run side by side; PGlite runs them one
  // after another and must give the same outcome.
  it('moves an order once when staff advance it from the step they saw, several at once', async () => {
    const { order, access } = await confirmedOrder('model-rigsmith-ember');
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        advanceOrder(deps, order.id, {
          actor: 'staff',
          expected: { status: 'confirmed', stage: null },
        }),
      ),
    );
    const moved = results.filter((result) => result.status === 'fulfilled');
    expect(moved).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(['order_changed', 'invalid_transition']).toContain(
          (result.reason as HttpError).code,
        );
      }
    }
    const after = await details(order.id, access);
    expect(after.build_stage).toBe('parts_picked');
    expect(after.timeline.filter((event) => event.actor === 'staff')).toHaveLength(1);
  });
});

describe('GET /api/orders', () => {
  it('pages the customer’s orders newest first, in progress apart from history', async () => {
    const [customer] = await quickCustomers(t, 1);
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      await t.request({
        method: 'POST',
        url: '/api/basket/product',
        access: customer!.access,
        payload: { product: accessoryId, amount: 1 },
      });
      const placed = await t.request({
        method: 'POST',
        url: '/api/basket/to_order',
        access: customer!.access,
        headers: { 'idempotency-key': `list-order-${customer!.userId}-${n}` },
        payload: {
          shipping_address: {
            first_name: 'Ada',
            last_name: 'Lovelace',
            address: { line1: '1 High Street', city: 'York', postcode: 'YO1 7HH', country: 'GB' },
          },
          phone_number: '+447700900123',
        },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      ids.push((placed.json() as { id: number }).id);
      t.clock.advance(1000);
    }
    await payOrder(t, customer!.access, ids[0]!);
    await cancelByRequest(deps, ids[0]!, { actor: 'customer', userId: customer!.userId });

    const list = async (query: string) => {
      const response = await t.request({
        method: 'GET',
        url: `/api/orders?${query}`,
        access: customer!.access,
      });
      expect(response.statusCode, response.body).toBe(200);
      return orderListSchema.parse(response.json());
    };
    const first = await list('list=in_progress&per_page=1');
    expect(first).toMatchObject({ total: 2, page: 1, perPage: 1, pages: 2 });
    expect(first.items.map((item) => item.id)).toEqual([ids[2]]);
    expect((await list('list=in_progress&per_page=1&page=2')).items.map((item) => item.id)).toEqual(
      [ids[1]],
    );
    const history = await list('list=history');
    expect(history.items.map((item) => [item.id, item.status])).toEqual([[ids[0], 'cancelled']]);
    expect((await list('')).items.map((item) => item.id)).toEqual([...ids].reverse());
    expect((await list('page=3&per_page=2')).items).toEqual([]);

    const [stranger] = await quickCustomers(t, 1);
    const theirs = await t.request({ method: 'GET', url: '/api/orders', access: stranger!.access });
    expect(orderListSchema.parse(theirs.json()).total).toBe(0);
    for (const query of ['list=all', 'page=0', 'per_page=51']) {
      const bad = await t.request({
        method: 'GET',
        url: `/api/orders?${query}`,
        access: customer!.access,
      });
      expect(bad.statusCode).toBe(400);
    }
  });
});
