import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  modelDetailSchema,
  modelReviewListSchema,
  orderDetailsSchema,
  pcBuildSchema,
  orderListSchema,
  orderReviewSchema,
  type Order,
} from '@pcshop/stores/schemas';
import { buildAccountsTestApp, type AccountsTestApp } from '../../test/accounts';
import { quickCustomers } from '../../test/customers';
import { allProducts, getOk } from '../../test/http';
import { customerWithOrder, moveOrderOn, payOrder } from '../../test/orders';

const EMBER = 'rigsmith-ember';
let t: AccountsTestApp;
let accessoryId: string;

beforeAll(async () => {
  t = await buildAccountsTestApp();
  accessoryId = (await allProducts(t, 'category=accessory&in_stock=true')).items[0]!.id;
});
afterAll(() => t.close());

/** A customer's paid order of `product`, moved by the staff as far as `until`. */
async function orderUntil(product: string, until: 'confirmed' | 'shipped' | 'completed') {
  const customer = await customerWithOrder(t, product);
  const { order, access } = customer;
  await payOrder(t, access, order.id);
  if (until === 'confirmed') return customer;
  await moveOrderOn(t, order.id, /^(model|pc)-/.test(product) ? 'build' : 'product', until);
  return customer;
}

const review = (access: string, orderId: number | string, payload: object) =>
  t.request({ method: 'POST', url: `/api/order/${orderId}/review`, access, payload });

const aReview = (order: Order, extra: object = {}) => ({
  item: order.items[0]!.id,
  rating: 5,
  title: 'Silent and fast',
  text: 'Runs Cyberpunk at 140 FPS.',
  ...extra,
});

const orderLine = async (access: string, orderId: number) => {
  const response = await t.request({ method: 'GET', url: `/api/order/${orderId}`, access });
  expect(response.statusCode, response.body).toBe(200);
  return orderDetailsSchema.parse(response.json()).items[0]!;
};

const emberPage = () =>
  getOk(t, `/api/ecommerce/model/${EMBER}`, modelDetailSchema).then((model) => model.reviews);
const emberReviews = () =>
  getOk(t, `/api/ecommerce/model/${EMBER}/reviews?per_page=50`, modelReviewListSchema);

describe('POST /api/order/{id}/review', () => {
  it('reviews a line of a delivered order: its model, the rating and the customer’s language, and the line reads reviewed', async () => {
    const { order, access } = await orderUntil(`model-${EMBER}`, 'completed');
    expect(await orderLine(access, order.id)).toMatchObject({ reviewable: true, reviewed: false });

    const response = await review(
      access,
      order.id,
      aReview(order, { title: '  Silent and fast ' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(orderReviewSchema.parse(response.json())).toMatchObject({
      order_id: order.id,
      item_id: order.items[0]!.id,
      model: EMBER,
      rating: 5,
      title: 'Silent and fast',
      text: 'Runs Cyberpunk at 140 FPS.',
      locale: 'en-GB',
    });

    expect(await orderLine(access, order.id)).toMatchObject({ reviewable: false, reviewed: true });
    const list = await t.request({ method: 'GET', url: '/api/orders?list=history', access });
    const listed = orderListSchema.parse(list.json()).items.find((item) => item.id === order.id);
    expect(listed?.items[0]).toMatchObject({ reviewable: false, reviewed: true });
    const item = await t.request({
      method: 'GET',
      url: `/api/order/${order.id}/item/${order.items[0]!.id}`,
      access,
    });
    expect(item.json()).toMatchObject({ reviewable: false, reviewed: true });
  });

  it('shows the review on the model’s page as a verified buyer’s, and the model’s rating and count follow', async () => {
    const before = await emberPage();
    const reviews: Array<{ rating: number; title: string }> = [
      { rating: 2, title: 'Loud under load' },
      { rating: 4, title: 'Good value' },
    ];
    for (const { rating, title } of reviews) {
      const { order, access } = await orderUntil(`model-${EMBER}`, 'completed');
      const response = await review(access, order.id, aReview(order, { rating, title }));
      expect(response.statusCode, response.body).toBe(201);
    }
    const after = await emberPage();
    expect(after.count).toBe(before.count + 2);
    const all = (await emberReviews()).items;
    expect(all).toHaveLength(after.count);
    const ratings = all.map((item) => item.rating!);
    const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    expect(after.average).toBe(Math.round(mean * 10) / 10);
    for (const { title } of reviews) {
      expect(all.find((item) => item.title === title)).toMatchObject({ verifiedBuyer: true });
    }
  });

  it.each([
    ['the model it started from', EMBER, EMBER],
    ['no model', null, null],
  ])(
    'reviews a PC build of the customer’s own as about %s',
    async (_, reference: string | null, expected: string | null) => {
      const model = await getOk(t, `/api/ecommerce/model/${EMBER}`, modelDetailSchema);
      const created = await t.post('/api/ecommerce/pc_build', {
        kind: 'assembly',
        name: 'My Ember',
        components: model.parts.map((line) => ({
          component: line.product.id,
          amount: line.amount,
        })),
        ...(reference ? { reference } : {}),
      });
      expect(created.statusCode, created.body).toBe(201);
      const build = pcBuildSchema.parse(created.json());
      const { order, access } = await orderUntil(`pc-${build.id}`, 'completed');
      const response = await review(access, order.id, aReview(order, { title: 'My own build' }));
      expect(response.statusCode, response.body).toBe(201);
      expect(orderReviewSchema.parse(response.json()).model).toBe(expected);
    },
  );

  it('reviews a single product’s line without a model: nothing shows on a model’s page', async () => {
    const before = await emberPage();
    const { order, access } = await orderUntil(accessoryId, 'completed');
    const response = await review(access, order.id, aReview(order, { text: '' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(orderReviewSchema.parse(response.json())).toMatchObject({ model: null, text: '' });
    expect(await emberPage()).toEqual(before);
  });

  it('refuses a second review of the same line with 409 already_reviewed, also when both come at once', async () => {
    const { order, access } = await orderUntil(accessoryId, 'completed');
    const first = await review(access, order.id, aReview(order));
    expect(first.statusCode).toBe(201);
    const again = await review(access, order.id, aReview(order, { title: 'Changed my mind' }));
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).error.code).toBe('already_reviewed');

    const other = await orderUntil(accessoryId, 'completed');
    const both = await Promise.all(
      [1, 2].map((rating) =>
        review(other.access, other.order.id, aReview(other.order, { rating })),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it.each(['confirmed', 'shipped'] as const)(
    'refuses a line of a %s order with 409 not_delivered, and the line is not reviewable',
    async (until) => {
      const { order, access } = await orderUntil(accessoryId, until);
      const response = await review(access, order.id, aReview(order));
      expect(response.statusCode).toBe(409);
      const { error } = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('not_delivered');
      expect(error.message).toContain(order.reference_number);
      expect(await orderLine(access, order.id)).toMatchObject({
        reviewable: false,
        reviewed: false,
      });
    },
  );

  it('answers 404 for someone else’s order, a line of another order and an order that does not exist; 401 without a session', async () => {
    const { order, access } = await orderUntil(accessoryId, 'completed');
    const [stranger] = await quickCustomers(t, 1);
    const theirs = await review(stranger!.access, order.id, aReview(order));
    expect(theirs.statusCode).toBe(404);
    expect(apiErrorSchema.parse(theirs.json()).error.code).toBe('not_found');

    const own = await orderUntil(accessoryId, 'completed');
    const crossed = await review(own.access, own.order.id, aReview(order));
    expect(crossed.statusCode).toBe(404);
    expect((await review(access, 2_000_000_000, aReview(order))).statusCode).toBe(404);

    const anonymous = await t.request({
      method: 'POST',
      url: `/api/order/${order.id}/review`,
      payload: aReview(order),
    });
    expect(anonymous.statusCode).toBe(401);
    // None of these reviewed it: its customer still can.
    expect((await review(access, order.id, aReview(order))).statusCode).toBe(201);
  });

  describe('refuses a body that breaks a rule with 400 and the field, never a 500', () => {
    let order: Order;
    let access: string;
    beforeAll(async () => {
      ({ order, access } = await orderUntil(accessoryId, 'completed'));
    });

    it.each([
      ['no title', { title: undefined }, 'title', 'validation:required'],
      ['a blank title', { title: '   ' }, 'title', 'validation:required'],
      ['a title of 201 characters', { title: 'x'.repeat(201) }, 'title', 'validation:textTooLong'],
      ['a text of 4,001 characters', { text: 'x'.repeat(4001) }, 'text', 'validation:textTooLong'],
      ['a control character', { title: 'Fast\u0007' }, 'title', 'validation:controlCharacters'],
      ['no rating', { rating: undefined }, 'rating', 'validation:required'],
      ['a rating of 0', { rating: 0 }, 'rating', 'validation:required'],
      ['a rating of 6', { rating: 6 }, 'rating', 'validation:required'],
      ['a rating of 4.5', { rating: 4.5 }, 'rating', null],
      ['a rating in words', { rating: 'five' }, 'rating', 'validation:required'],
      ['no item', { item: undefined }, 'item', 'validation:required'],
      ['an item of -1', { item: -1 }, 'item', null],
      ['a title that is a number', { title: 42 }, 'title', 'validation:required'],
    ])('%s', async (_, extra, field, message) => {
      const response = await review(access, order.id, aReview(order, extra));
      expect(response.statusCode, response.body).toBe(400);
      const { error } = apiErrorSchema.parse(response.json());
      expect(Object.keys(error.fields ?? {})).toContain(field);
      if (message) expect(error.fields?.[field]).toContain(message);
    });

    it.each([
      ['not JSON', '{"title":', 'application/json'],
      ['an array', '[]', 'application/json'],
      ['no body', '', 'application/json'],
    ])('%s', async (_, payload, type) => {
      const response = await t.request({
        method: 'POST',
        url: `/api/order/${order.id}/review`,
        access,
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
    });

    it('refuses an order id that is not one with 400', async () => {
      for (const id of ['0', 'abc', '1.5']) {
        expect((await review(access, id, aReview(order))).statusCode).toBe(400);
      }
      // After every refusal the line can still be reviewed.
      expect((await review(access, order.id, aReview(order))).statusCode).toBe(201);
    });
  });
});
