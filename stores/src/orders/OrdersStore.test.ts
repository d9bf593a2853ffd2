import { configure } from 'mobx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import type { OrderDetails, OrderLine } from '../api/schemas/index';
import { OrdersStore } from './OrdersStore';

const line = (id: number, productClass: OrderLine['product_class']): OrderLine => ({
  id,
  product: productClass === 'pc-build' ? 'model-rigsmith-ember' : '40',
  reference: null,
  title: productClass === 'pc-build' ? 'Rigsmith Ember' : 'Keyboard',
  product_class: productClass,
  price: 92_521,
  was: null,
  amount: 1,
  total: 92_521,
  image: null,
  reviewable: false,
  reviewed: false,
});

const details = (status: OrderDetails['status'] = 'confirmed'): OrderDetails => ({
  id: 7,
  reference_number: 'RS-000007',
  status,
  created_at: '2026-11-26T10:00:00.000Z',
  items: [line(70, 'pc-build'), line(71, 'product')],
  subtotal: 185_042,
  vat: 30_840,
  discount: 0,
  shipping_price: 0,
  total_price: 185_042,
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
  expected_delivery_time: '2026-12-04',
  reserved_until: null,
  build_stage: null,
  estimated_ship_date: '2026-12-02',
  tracking_number: null,
  carrier: null,
  shipped_at: null,
  delivered_on: null,
  timeline: [],
  next_step: { status: 'in_progress', build_stage: 'parts_picked' },
  cancellable: status === 'confirmed',
});

const page = (list: string) => ({
  items: list === 'in_progress' ? [details()] : [],
  total: list === 'in_progress' ? 1 : 0,
  page: 1,
  perPage: 10,
  pages: list === 'in_progress' ? 1 : 0,
});

function setup() {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://shop.test/',
    context: { country: () => 'GB', currency: () => 'GBP' },
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      calls.push(
        `${request.method} ${url.pathname}${url.searchParams.has('list') ? `?list=${url.searchParams.get('list')}&page=${url.searchParams.get('page')}` : ''}`,
      );
      if (url.pathname === endpoints.orders.path)
        return Response.json(page(url.searchParams.get('list')!));
      if (url.pathname === '/api/order/7') return Response.json(details());
      if (url.pathname === '/api/order/7/item/70') {
        return Response.json({
          ...line(70, 'pc-build'),
          components: [
            {
              part_id: 25,
              reference: 'case-deepcool-ch560',
              title: 'Deepcool CH560',
              category: 'case',
              amount: 1,
            },
          ],
          accessories: [],
        });
      }
      if (url.pathname === '/api/order/7/cancel') return Response.json(details('cancelled'));
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    },
  });
  return { store: new OrdersStore(api), calls };
}

describe('OrdersStore', () => {
  beforeAll(() => configure({ enforceActions: 'always', computedRequiresReaction: false }));

  it('reads the first page of the orders in progress and of the history', async () => {
    const { store, calls } = setup();
    await store.loadLists();
    expect(calls.sort()).toEqual([
      'GET /api/orders?list=history&page=1',
      'GET /api/orders?list=in_progress&page=1',
    ]);
    expect(store.inProgress.page.data?.items.map((order) => order.reference_number)).toEqual([
      'RS-000007',
    ]);
    expect(store.history.page.data?.items).toEqual([]);
    await store.loadLists();
    expect(calls).toHaveLength(2);
  });

  it('reads an order and the parts of its PC builds only', async () => {
    const { store, calls } = setup();
    await store.loadDetails(7);
    expect(calls).toEqual(['GET /api/order/7', 'GET /api/order/7/item/70']);
    expect(store.details.data?.cancellable).toBe(true);
    expect(store.builds.data?.[0]?.components.map((part) => part.title)).toEqual([
      'Deepcool CH560',
    ]);
  });

  it('cancels an order, shows it cancelled and reads the lists again; forgets all at logout', async () => {
    const { store, calls } = setup();
    await store.loadDetails(7);
    await store.cancelling.run(7);
    expect(store.details.data?.status).toBe('cancelled');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/order/7/cancel']);
    expect(store.inProgress.page.state).toBe('ready');
    store.clear();
    expect([store.details.state, store.builds.state, store.inProgress.page.state]).toEqual([
      'idle',
      'idle',
      'idle',
    ]);
  });

  it('says an order that is not the customer’s is not found', async () => {
    const { store } = setup();
    await store.loadDetails(8);
    expect(store.details.notFound).toBe(true);
    expect(store.builds.state).toBe('idle');
  });
});
