import { configure } from 'mobx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { endpoints } from '../api/endpoints';
import type { CurrencyCode } from '../api/schemas/common';
import { ADD_ONS_PER_CATEGORY, AddOnsStore } from './AddOnsStore';

const specs = {
  monitor: {
    sizeInch: 27,
    resolution: '2560x1440',
    refreshHz: 165,
    panel: 'IPS',
    inputs: ['HDMI', 'DisplayPort'],
  },
  accessory: { kind: 'mouse', connection: 'usb', pcieCard: false },
} as const;

/** One listed part of the category, priced in the asked currency. */
const item = (id: string, category: keyof typeof specs, currency: string) => ({
  id,
  reference: `REF-${id}`,
  brand: 'Brand',
  title: `${category} ${id}`,
  description: '',
  price: 19_999,
  currency,
  vat: 3_333,
  stock: 4,
  inStock: true,
  status: 'public',
  rating: 4.5,
  ratingCount: 10,
  deliveryDays: 2,
  sold: 7,
  image: `/media/parts/${id}.svg`,
  category,
  specs: specs[category],
});

/** A catalogue with one monitor and one accessory that records the product lists asked for. */
function setup({ failFirst = false } = {}) {
  let currency: CurrencyCode = 'GBP';
  const calls: URL[] = [];
  const api = createApiClient({
    baseUrl: 'http://shop.test/',
    context: { country: () => 'GB', currency: () => currency },
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      calls.push(url);
      if (failFirst && calls.length === 1)
        return Response.json({ error: { code: 'bad', message: 'Bad' } }, { status: 400 });
      const category = url.searchParams.get('category') as keyof typeof specs;
      const asked = url.searchParams.get('currency')!;
      const id = category === 'monitor' ? '71' : '82';
      return Response.json({
        items: [item(id, category, asked)],
        total: 1,
        page: 1,
        perPage: ADD_ONS_PER_CATEGORY,
        pages: 1,
        currency: asked,
      });
    },
  });
  const store = new AddOnsStore({ api, country: () => 'GB', currency: () => currency });
  return {
    store,
    calls,
    setCurrency: (next: CurrencyCode) => {
      currency = next;
    },
  };
}

describe('AddOnsStore', () => {
  beforeAll(() => configure({ enforceActions: 'always' }));

  it('offers the best-selling monitors, then accessories, in stock only, once per edition', async () => {
    const { store, calls } = setup();
    await store.load();
    expect(calls.map((url) => url.pathname)).toEqual([
      endpoints.products.path,
      endpoints.products.path,
    ]);
    expect(calls.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      expect.objectContaining({ category: 'monitor', in_stock: 'true', per_page: '3' }),
      expect.objectContaining({ category: 'accessory', in_stock: 'true', per_page: '3' }),
    ]);
    expect(store.products.data?.map((product) => product.id)).toEqual(['71', '82']);
    await store.load();
    expect(calls).toHaveLength(2);
  });

  it('loads the prices again in another currency', async () => {
    const { store, calls, setCurrency } = setup();
    await store.load();
    setCurrency('EUR');
    await store.load();
    expect(calls).toHaveLength(4);
    expect(store.products.data?.map((product) => product.currency)).toEqual(['EUR', 'EUR']);
  });

  it('keeps a failed load as an error and asks again on the next load', async () => {
    const { store } = setup({ failFirst: true });
    await store.load();
    expect(store.products.state).toBe('error');
    await store.load();
    expect(store.products.state).toBe('ready');
    expect(store.products.data).toHaveLength(2);
  });
});
