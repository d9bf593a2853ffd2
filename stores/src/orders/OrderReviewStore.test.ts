import { configure } from 'mobx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import { ApiRefusal } from '../api/refusal';
import type { OrderDetails, OrderLine } from '../api/schemas/index';
import { OrdersStore } from './OrdersStore';

const line = (id: number, review: Pick<OrderLine, 'reviewable' | 'reviewed'>): OrderLine => ({
  id,
  product: 'model-rigsmith-ember',
  reference: 'rigsmith-ember',
  title: 'Rigsmith Ember',
  product_class: 'pc-build',
  price: 92_521,
  was: null,
  amount: 1,
  total: 92_521,
  image: null,
  ...review,
});

const order = (id: number, status: OrderDetails['status'], items: OrderLine[]): OrderDetails => ({
  id,
  reference_number: `RS-00000${id}`,
  status,
  created_at: '2026-11-20T10:00:00.000Z',
  items,
  subtotal: 92_521,
  vat: 15_420,
  discount: 0,
  shipping_price: 0,
  total_price: 92_521,
  coupon: null,
  currency: 'GBP',
  country: 'GB',
  shipping_address: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+447700900123',
    address: { line1: '1 Main St', line2: null, city: 'York', postcode: 'YO1 7HH', country: 'GB' },
  },
  shipping_time: 2,
  expected_delivery_time: '2026-11-26',
  reserved_until: null,
  build_stage: null,
  estimated_ship_date: '2026-11-24',
  tracking_number: 'JD0002230',
  carrier: 'DPD',
  shipped_at: '2026-11-24T10:00:00.000Z',
  delivered_on: status === 'completed' ? '2026-11-26' : null,
  timeline: [],
  next_step: null,
  cancellable: false,
});

const refusal = (status: number, code: string, fields?: object) =>
  Response.json({ error: { code, message: code, ...(fields ? { fields } : {}) } }, { status });

/**
 * A shop whose order 7 is delivered (line 70 open to review), 8 shipped, 9 reviewed already, 10
 * cancelled.
 */
function setup(answerReview: () => Response = () => Response.json({})) {
  const calls: string[] = [];
  const orders = new Map([
    [7, order(7, 'completed', [line(70, { reviewable: true, reviewed: false })])],
    [8, order(8, 'shipped', [line(80, { reviewable: false, reviewed: false })])],
    [9, order(9, 'completed', [line(90, { reviewable: false, reviewed: true })])],
    [10, order(10, 'cancelled', [line(100, { reviewable: false, reviewed: false })])],
  ]);
  const api = createApiClient({
    baseUrl: 'http://shop.test/',
    context: { country: () => 'GB', currency: () => 'GBP' },
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      const body = request.method === 'POST' ? await request.clone().text() : '';
      calls.push(`${request.method} ${pathname}${body ? ` ${body}` : ''}`);
      if (pathname === endpoints.orders.path) {
        return Response.json({ items: [], total: 0, page: 1, perPage: 10, pages: 0 });
      }
      const id = Number(pathname.split('/')[3]);
      if (request.method === 'POST') {
        const answer = answerReview();
        if (answer.status === 409)
          orders.set(id, order(id, 'completed', [line(70, { reviewable: false, reviewed: true })]));
        return answer;
      }
      const found = orders.get(id);
      return found ? Response.json(found) : refusal(404, 'not_found');
    },
  });
  return { store: new OrdersStore(api), calls };
}

const review = (id: number) => ({
  id,
  order_id: 7,
  item_id: 70,
  model: 'rigsmith-ember',
  rating: 4,
  title: 'Silent and fast',
  text: '',
  locale: 'en-GB',
  created_at: '2026-11-27T09:00:00.000Z',
});

describe('OrderReviewStore', () => {
  beforeAll(() => configure({ enforceActions: 'always', computedRequiresReaction: false }));

  it('opens a delivered order’s line to review, sends the review with the line, and the orders are read again', async () => {
    const { store, calls } = setup(() => Response.json(review(501), { status: 201 }));
    await store.loadLists();
    expect(store.history.page.state).toBe('ready');
    await store.review.open(7, 70);
    expect(store.review.availability).toBe('reviewable');
    expect(store.review.line?.title).toBe('Rigsmith Ember');

    await store.review.submit({ rating: 4, title: 'Silent and fast', text: '' });
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/order/7/review {"rating":4,"title":"Silent and fast","text":"","item":70}',
    ]);
    expect(store.review.availability).toBe('submitted');
    expect(store.review.submitted?.id).toBe(501);
    expect(store.review.sending).toBe(false);
    expect([store.history.page.state, store.inProgress.page.state]).toEqual(['idle', 'idle']);
  });

  it.each([
    [8, 80, 'not_delivered'],
    [9, 90, 'reviewed'],
    [10, 100, 'cancelled'],
    [7, 71, 'not_found'],
    [6, 60, 'not_found'],
  ] as const)('says order %i’s line %i is %s', async (orderId, itemId, availability) => {
    const { store } = setup();
    await store.review.open(orderId, itemId);
    expect(store.review.availability).toBe(availability);
  });

  it('offers the order’s lines to pick from when no line is named', async () => {
    const { store } = setup();
    await store.review.open(7, null);
    expect(store.review.availability).toBe('choose');
    expect(store.review.line).toBeNull();
    expect(store.review.order.data?.items.map((item) => item.id)).toEqual([70]);
  });

  it('reads the order again when the server says the line was reviewed meanwhile, and says so', async () => {
    const { store, calls } = setup(() => refusal(409, 'already_reviewed'));
    await store.review.open(7, 70);
    await store.review.submit({ rating: 5, title: 'Twice', text: '' });
    expect(store.review.availability).toBe('reviewed');
    expect(calls.filter((call) => call.startsWith('GET /api/order/7'))).toHaveLength(2);
  });

  it('rejects with any other refusal, for the form to show, and may be sent again', async () => {
    const { store } = setup(() =>
      refusal(400, 'validation_failed', { title: ['validation:textTooLong'] }),
    );
    await store.review.open(7, 70);
    const sent = store.review.submit({ rating: 5, title: 'x', text: '' });
    await expect(sent).rejects.toBeInstanceOf(ApiRefusal);
    expect(store.review.sending).toBe(false);
    expect(store.review.availability).toBe('reviewable');
  });

  it('forgets the review at logout, and a submitted review when another line opens', async () => {
    const { store } = setup(() => Response.json(review(502), { status: 201 }));
    await store.review.open(7, 70);
    await store.review.submit({ rating: 3, title: 'Fine', text: '' });
    await store.review.open(9, 90);
    expect(store.review.availability).toBe('reviewed');
    store.clear();
    expect([store.review.order.state, store.review.itemId, store.review.submitted]).toEqual([
      'idle',
      null,
      null,
    ]);
  });
});
