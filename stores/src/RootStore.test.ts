import { configure } from 'mobx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './api/client';
import { endpoints } from './api/endpoints';
import { memoryStorage, type Clock } from './platform';
import { RootStore } from './RootStore';
import { CART_KEY } from './cart/localLines';

const fakeClock = (start = 0): Clock => ({
  now: () => start,
  setTimeout: () => 0,
  clearTimeout: () => undefined,
});

function fakeFetch(calls: Request[], respond: (request: Request) => Response | Promise<Response>) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request);
    return respond(request);
  };
}

describe('RootStore', () => {
  beforeAll(() => configure({ enforceActions: 'always', computedRequiresReaction: false }));

  it('makes the customiser stores once, the first time they are asked for', async () => {
    const root = new RootStore({ clock: fakeClock(), storage: memoryStorage() });
    expect(root.loadedBuilder).toBeNull();
    const [first, second] = await Promise.all([root.builder(), root.builder()]);
    expect(second).toBe(first);
    expect(root.loadedBuilder).toBe(first);
    expect(await root.builder()).toBe(first);
    expect(first.customiser.components).toEqual([]);
  });

  it('builds with fakes and hands the api the edition country and currency', async () => {
    const calls: Request[] = [];
    const root = new RootStore({
      clock: fakeClock(),
      storage: memoryStorage(),
      createApi: (context) =>
        createApiClient({
          baseUrl: 'http://shop.test/',
          context,
          fetch: fakeFetch(calls, () => Response.json({ ok: true })),
        }),
    });
    root.edition.setEdition('de');
    await root.api.get('api/countries').json();
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/api/countries');
    expect(url.searchParams.get('country')).toBe('DE');
    expect(url.searchParams.get('currency')).toBe('EUR');
  });

  it('remembers a chosen currency across a reload', () => {
    const storage = memoryStorage();
    const first = new RootStore({ clock: fakeClock(), storage });
    expect(first.edition.currency).toBe('GBP');
    first.edition.chooseCurrency('EUR');
    const second = new RootStore({ clock: fakeClock(), storage });
    expect(second.edition.currency).toBe('EUR');
  });

  it('retries a GET once on 503 and never retries a POST', async () => {
    const calls: Request[] = [];
    const api = createApiClient({
      baseUrl: 'http://shop.test/',
      context: { country: () => 'GB', currency: () => 'GBP' },
      fetch: fakeFetch(calls, () => new Response('busy', { status: 503 })),
    });
    await expect(api.get('api/countries').json()).rejects.toThrow();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    await expect(api.post('api/contact/ticket', { json: {} }).json()).rejects.toThrow();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("counts a guest's cart from storage at start, merges it at sign-in and empties it at sign-out", async () => {
    const storage = memoryStorage({
      [CART_KEY]: JSON.stringify([{ product: '40', amount: 2 }]),
    });
    const added: unknown[] = [];
    const root = new RootStore({
      clock: fakeClock(),
      storage,
      createApi: (context, auth) =>
        createApiClient({
          baseUrl: 'http://shop.test/',
          context,
          ...(auth ? { auth } : {}),
          fetch: fakeFetch([], (request) => {
            const path = new URL(request.url).pathname;
            if (path === endpoints.login.path)
              return Response.json({ access: 'a1', session_end: '2030-01-01T00:00:00Z' });
            if (path === endpoints.logout.path) return new Response(null, { status: 204 });
            if (path === endpoints.accountUser.path)
              return Response.json({ error: { code: 'busy', message: 'busy' } }, { status: 400 });
            if (path === endpoints.basketAdd.path && request.method === 'POST') {
              added.push(request.method);
              return Response.json(basketLine, { status: 201 });
            }
            if (path === endpoints.basket.path)
              return Response.json({ items: added.length ? [basketLine] : [], currency: 'GBP' });
            return Response.json({ error: { code: 'not_found', message: '?' } }, { status: 404 });
          }),
        }),
    });
    expect(root.cart.count).toBe(2);
    await root.session.login({ email: 'ada@example.com', password: 'secret', remember: false });
    expect(added).toHaveLength(1);
    expect(storage.getItem(CART_KEY)).toBeNull();
    expect(root.cart.count).toBe(2);
    await root.session.logout();
    expect(root.cart.count).toBe(0);
  });

  it("does not report the customiser's build added when another add to the cart kept its add from starting", async () => {
    let answerOtherAdd!: () => void;
    const otherAddAnswered = new Promise<void>((resolve) => (answerOtherAdd = resolve));
    const root = new RootStore({
      clock: fakeClock(),
      storage: memoryStorage(),
      createApi: (context, auth) =>
        createApiClient({
          baseUrl: 'http://shop.test/',
          context,
          ...(auth ? { auth } : {}),
          fetch: fakeFetch([], async (request) => {
            const path = new URL(request.url).pathname;
            if (path === endpoints.login.path)
              return Response.json({ access: 'a1', session_end: '2030-01-01T00:00:00Z' });
            if (path === endpoints.createPcBuild.path)
              return Response.json(assembly, { status: 201 });
            if (path === endpoints.basketAdd.path && request.method === 'POST') {
              await otherAddAnswered;
              return Response.json(basketLine, { status: 201 });
            }
            if (path === endpoints.basket.path)
              return Response.json({ items: [], currency: 'GBP' });
            return Response.json({ error: { code: 'busy', message: 'busy' } }, { status: 400 });
          }),
        }),
    });
    await root.session.login({ email: 'ada@example.com', password: 'secret', remember: false });
    const otherAdd = root.cart.add.run('40');
    const builder = await root.builder();

    expect(await builder.assembly.addToCart('Custom PC')).toBeNull();
    expect(builder.assembly.state).toBe('add');
    expect(builder.assembly.failure).toBeInstanceOf(Error);

    answerOtherAdd();
    expect(await otherAdd).toBe('40');
    expect(root.cart.lines.map((line) => line.product)).toEqual(['40']);
  });
});

const assembly = {
  id: 7,
  kind: 'assembly',
  name: 'Custom PC',
  reference: null,
  reference_name: null,
  components: [],
  components_detailed: [],
  currency: 'GBP',
  price: 0,
  assembly_fee: 0,
  complete: false,
  problems: [],
  estimated_ship_date: '2026-01-05',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const basketLine = {
  pk: 1,
  product: {
    id: '40',
    reference: 'KB-1',
    title: 'Keyboard',
    in_stock: true,
    status: 'public',
    product_class: 'product',
    price: 4_999,
    was: null,
    delivery_days: 2,
    image: null,
  },
  amount: 2,
  total: 9_998,
  problems: [],
};
