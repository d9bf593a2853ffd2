import { autorun, configure, observable } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { inAction } from '../inAction';
import type { CurrencyCode } from '../api/schemas/common';
import { memoryStorage, type KeyValueStorage } from '../platform';
import type { TabSignal } from '../session/SessionStore';
import { fakeClock, type FakeClock } from '../testing/fakeClock';
import { BASKET_CHANGED_KEY, CartStore } from './CartStore';
import { CART_KEY } from './localLines';

const catalogue: Record<string, { title: string; price: number; product_class: string }> = {
  '12': { title: 'Ryzen 7 7800X3D', price: 36_999, product_class: 'product' },
  '40': { title: 'Keyboard', price: 4_999, product_class: 'product' },
  'pc-45': { title: 'My build', price: 120_000, product_class: 'pc-build' },
  'model-rigsmith-ember': { title: 'Ember', price: 92_521, product_class: 'pc-build' },
};

const product = (id: string) => ({
  id,
  reference: null,
  title: catalogue[id]!.title,
  in_stock: true,
  status: 'public',
  product_class: catalogue[id]!.product_class,
  price: catalogue[id]!.price,
  was: null,
  delivery_days: 2,
  image: null,
});

const refusal = (status: number, code: string, fields: Record<string, string[]> = {}) =>
  Response.json({ error: { code, message: code, fields } }, { status });

/**
 * A small basket server answering as the real one does (its answers parsed by the real schemas
 * in `callApi`): an upsert that adds, a line maximum of 16, adds and `up_to_stock` changes
 * capped at `stock` (never below what a line held), and the summary with its vouchers.
 */
function shop(stock: Record<string, number> = {}) {
  // With none to sell, the amount is kept and the line shows its problem.
  const upToStock = (product: string, wanted: number, held: number) =>
    stock[product] ? Math.max(held, Math.min(wanted, stock[product])) : wanted;
  const lines: { pk: number; product: string; amount: number }[] = [];
  const requests: string[] = [];
  let nextPk = 1;
  let failing: ((request: Request) => boolean) | null = null;
  const item = (line: { product: string; amount: number }) => ({
    product: product(line.product),
    amount: line.amount,
    total: catalogue[line.product]!.price * line.amount,
    problems: [],
  });
  const toLine = (line: (typeof lines)[number]) => ({ pk: line.pk, ...item(line) });
  const summary = (
    entries: { product: string; amount: number }[],
    coupon: string | null,
    url: URL,
  ) => {
    const items = entries.map(item);
    const subtotal = items.reduce((sum, one) => sum + one.total, 0);
    const country = url.searchParams.get('country') ?? 'GB';
    const state =
      coupon === null
        ? null
        : coupon === 'UKTEN'
          ? country === 'GB'
            ? 'applied'
            : 'invalid_country'
          : coupon === 'BIGSPEND'
            ? 'below_minimum'
            : 'invalid';
    const discount = state === 'applied' ? Math.round(subtotal / 10) : 0;
    return {
      items,
      subtotal,
      vat: Math.round((subtotal - discount) / 6),
      discount,
      shipping_price: 0,
      free_shipping_from: 50_000,
      total_price: subtotal - discount,
      shipping_time: 2,
      expected_delivery_time: items.length ? '2026-12-01' : null,
      coupon: state && {
        code: coupon,
        state,
        minimum: state === 'below_minimum' ? 10_000_000 : null,
      },
      can_checkout: items.length > 0,
      country,
      currency: url.searchParams.get('currency') ?? 'GBP',
    };
  };
  const respond = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname;
    requests.push(`${request.method} ${path}`);
    if (failing?.(request)) return refusal(503, 'unavailable');
    /** What the calls send: the guest summary's lines, a voucher, a product, an amount. */
    type Sent = {
      products: { product: string; amount: number }[];
      coupon: string | null;
      product: string;
      amount: number;
      up_to_stock?: boolean;
    };
    const body = (
      request.method === 'GET' || request.method === 'DELETE' ? {} : await request.clone().json()
    ) as Sent;
    if (path === '/api/basket/calculate_summary_for_products') {
      const products = body.products;
      const unknown = products.filter((line) => !catalogue[line.product]);
      if (unknown.length)
        return refusal(400, 'unknown_product', {
          products: unknown.map((line) => `Product ${line.product} is not in the catalogue`),
        });
      return Response.json(summary(products, body.coupon, url));
    }
    if (path === '/api/basket/calculate_summary')
      return Response.json(summary(lines, body.coupon, url));
    if (path === '/api/basket/product' && request.method === 'GET')
      return Response.json({
        items: lines.map(toLine),
        currency: url.searchParams.get('currency'),
      });
    if (path === '/api/basket/product') {
      const { product: id, amount } = body;
      if (!catalogue[id]) return refusal(400, 'unknown_product', { product: ['unknown'] });
      const line = lines.find((one) => one.product === id);
      if (line && line.amount + amount > 16) return refusal(409, 'amount_above_maximum');
      if (line) line.amount = upToStock(id, line.amount + amount, line.amount);
      else lines.push({ pk: nextPk++, product: id, amount: upToStock(id, amount, 0) });
      return Response.json(toLine(line ?? lines.at(-1)!), { status: 201 });
    }
    const match = /^\/api\/basket\/product\/(\d+)(\/replace)?$/.exec(path);
    const line = match && lines.find((one) => one.pk === Number(match[1]));
    if (!line) return refusal(404, 'not_found');
    if (request.method === 'DELETE') {
      lines.splice(lines.indexOf(line), 1);
      return new Response(null, { status: 204 });
    }
    if (request.method === 'PATCH') {
      line.amount = body.up_to_stock
        ? upToStock(line.product, body.amount, line.amount)
        : body.amount;
      return Response.json(toLine(line));
    }
    const next = body.product;
    const other = lines.find((one) => one.product === next);
    if (other) {
      other.amount += line.amount;
      lines.splice(lines.indexOf(line), 1);
      return Response.json(toLine(other));
    }
    line.product = next;
    return Response.json(toLine(line));
  };
  return {
    lines,
    requests,
    respond,
    failWhen(rule: ((request: Request) => boolean) | null) {
      failing = rule;
    },
    count: (call: string) => requests.filter((one) => one === call).length,
  };
}

type Shop = ReturnType<typeof shop>;

/** Tabs of one browser: a write in one tab is heard by the others (as the `storage` event). */
function browser() {
  const storage = memoryStorage();
  const listeners = new Set<{ tab: number; key: string; onChange(value: string | null): void }>();
  const tab = (id: number): { storage: KeyValueStorage; tabs: TabSignal } => {
    const announce = (key: string, value: string | null) => {
      for (const listener of listeners)
        if (listener.tab !== id && listener.key === key) listener.onChange(value);
    };
    return {
      storage: {
        getItem: (key) => storage.getItem(key),
        setItem(key, value) {
          storage.setItem(key, value);
          announce(key, value);
        },
        removeItem(key) {
          storage.removeItem(key);
          announce(key, null);
        },
      },
      tabs: {
        subscribe(key, onChange) {
          const listener = { tab: id, key, onChange };
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
    };
  };
  return { storage, tab };
}

function cartOf(
  server: Shop,
  options: {
    storage?: KeyValueStorage;
    tabs?: TabSignal;
    clock?: FakeClock;
    signedIn?: () => boolean;
    currency?: () => CurrencyCode;
    country?: () => 'GB' | 'DE';
  } = {},
) {
  const clock = options.clock ?? fakeClock(1_000);
  const api = createApiClient({
    baseUrl: 'http://shop.test/',
    context: {
      country: options.country ?? (() => 'GB'),
      currency: options.currency ?? (() => 'GBP'),
    },
    fetch: async (input, init) => server.respond(new Request(input, init)),
  });
  return new CartStore({
    api,
    clock,
    storage: options.storage ?? memoryStorage(),
    tabs: options.tabs ?? { subscribe: () => () => undefined },
    signedIn: options.signedIn ?? (() => false),
    country: options.country ?? (() => 'GB'),
    currency: options.currency ?? (() => 'GBP'),
  });
}

const stored = (storage: KeyValueStorage) =>
  JSON.parse(storage.getItem(CART_KEY) ?? '[]') as unknown;

describe('CartStore', () => {
  beforeAll(() => configure({ enforceActions: 'always', computedRequiresReaction: false }));

  describe('a guest', () => {
    it('keeps added, changed and removed lines in local storage, and counts the units', async () => {
      const storage = memoryStorage();
      const cart = cartOf(shop(), { storage });
      await cart.add.run('model-rigsmith-ember', 1);
      await cart.add.run('40', 2);
      await cart.add.run('40', 1);
      expect(stored(storage)).toEqual([
        { product: 'model-rigsmith-ember', amount: 1 },
        { product: '40', amount: 3 },
      ]);
      expect(cart.count).toBe(4);
      await cart.setAmount.run('40', 5);
      await cart.remove.run('model-rigsmith-ember');
      expect(stored(storage)).toEqual([{ product: '40', amount: 5 }]);
      await cart.replace.run('40', '12');
      expect(stored(storage)).toEqual([{ product: '12', amount: 5 }]);
      expect(cartOf(shop(), { storage }).count).toBe(5);
    });

    it('refuses what the basket would refuse, with the same codes, and keeps the lines', async () => {
      const storage = memoryStorage();
      const cart = cartOf(shop(), { storage });
      await cart.add.run('40', 16);
      await cart.add.run('40', 1);
      expect(cart.add.refusal).toMatchObject({ status: 409, code: 'amount_above_maximum' });
      await cart.setAmount.run('40', 0);
      expect(cart.setAmount.refusal).toMatchObject({ status: 400, code: 'validation_failed' });
      await cart.add.run('<script>', 1);
      expect(cart.add.refusal).toMatchObject({ code: 'unknown_product' });
      expect(stored(storage)).toEqual([{ product: '40', amount: 16 }]);
    });

    it('prices its lines with one guest summary', async () => {
      const server = shop();
      const cart = cartOf(server);
      await cart.add.run('12', 2);
      await cart.recalculate();
      expect(server.requests).toEqual(['POST /api/basket/calculate_summary_for_products']);
      expect(cart.summary.data?.subtotal).toBe(73_998);
      expect(cart.lines[0]?.item?.product.title).toBe('Ryzen 7 7800X3D');
    });

    it('drops a malformed local cart, and bad lines of a readable one, and says so', () => {
      const broken = memoryStorage({ [CART_KEY]: '{not json' });
      const cart = cartOf(shop(), { storage: broken });
      expect(cart.lines).toEqual([]);
      expect(cart.notice).toEqual({ kind: 'dropped', count: 1 });
      expect(broken.getItem(CART_KEY)).toBeNull();

      const mixed = memoryStorage({
        [CART_KEY]: JSON.stringify([
          { product: '12', amount: 2 },
          { product: '12', amount: 1 },
          { product: 'pc-0', amount: 1 },
          { product: '40', amount: 1.5 },
          { product: '40', amount: 17 },
          null,
          { product: 'model-rigsmith-ember', amount: 1 },
        ]),
      });
      const kept = cartOf(shop(), { storage: mixed });
      expect(kept.lines.map((line) => [line.product, line.amount])).toEqual([
        ['12', 2],
        ['model-rigsmith-ember', 1],
      ]);
      expect(kept.notice).toEqual({ kind: 'dropped', count: 5 });
      expect(stored(mixed)).toEqual([
        { product: '12', amount: 2 },
        { product: 'model-rigsmith-ember', amount: 1 },
      ]);
      kept.dismissNotice();
      expect(kept.notice).toBeNull();
    });

    it('drops a line the summary names as not in the catalogue, and says so', async () => {
      const storage = memoryStorage({
        [CART_KEY]: JSON.stringify([
          { product: '12', amount: 1 },
          { product: '999', amount: 1 },
        ]),
      });
      const cart = cartOf(shop(), { storage });
      await cart.recalculate();
      expect(stored(storage)).toEqual([{ product: '12', amount: 1 }]);
      expect(cart.notice).toEqual({ kind: 'dropped', count: 1 });
    });
  });

  describe('signed in', () => {
    it('reads, adds to, changes, replaces and removes lines of the server basket', async () => {
      const server = shop();
      const storage = memoryStorage();
      const cart = cartOf(server, { storage, signedIn: () => true });
      await cart.signIn();
      expect(cart.basket.state).toBe('ready');
      await cart.add.run('12', 1);
      await cart.add.run('12', 2);
      await cart.add.run('pc-45', 1);
      expect(cart.lines.map((line) => [line.product, line.amount, line.pk])).toEqual([
        ['12', 3, 1],
        ['pc-45', 1, 2],
      ]);
      await cart.setAmount.run('12', 5);
      await cart.replace.run('pc-45', 'model-rigsmith-ember');
      await cart.remove.run('12');
      expect(server.lines).toEqual([{ pk: 2, product: 'model-rigsmith-ember', amount: 1 }]);
      expect(cart.lines.map((line) => line.product)).toEqual(['model-rigsmith-ember']);
      expect(cart.count).toBe(1);
      expect(storage.getItem(CART_KEY)).toBeNull();
    });

    it('shows the refusal of a write and keeps the basket as it was', async () => {
      const server = shop();
      const cart = cartOf(server, { signedIn: () => true });
      await cart.signIn();
      await cart.add.run('12', 16);
      await cart.add.run('12', 1);
      expect(cart.add.refusal).toMatchObject({ status: 409, code: 'amount_above_maximum' });
      expect(cart.count).toBe(16);
    });

    it('answers an add with the product once the basket has it, and nothing for an add not made', async () => {
      const server = shop();
      const cart = cartOf(server, { signedIn: () => true });
      await cart.signIn();
      const first = cart.add.run('12', 1);
      // Asked while the first runs: not started, so not added.
      expect(await cart.add.run('40', 1)).toBeUndefined();
      expect(await first).toBe('12');
      expect(await cart.add.run('12', 16)).toBeUndefined();
      expect(server.lines.map((line) => [line.product, line.amount])).toEqual([['12', 1]]);
    });
  });

  describe('the merge at sign-in', () => {
    const guestLines = [
      { product: '12', amount: 10 },
      { product: '40', amount: 2 },
      { product: 'model-rigsmith-ember', amount: 1 },
    ];

    function signingIn(server: Shop) {
      const storage = memoryStorage({ [CART_KEY]: JSON.stringify(guestLines) });
      let signedIn = false;
      const cart = cartOf(server, { storage, signedIn: () => signedIn });
      return {
        cart,
        storage,
        signIn: () => {
          signedIn = true;
          return cart.signIn();
        },
      };
    }

    it('is signing in until the merged basket is read, never showing the empty basket as the cart', async () => {
      const server = shop();
      const { cart, signIn } = signingIn(server);
      const seen: { signingIn: boolean; empty: boolean }[] = [];
      const done = signIn();
      const stop = autorun(() => seen.push({ signingIn: cart.signingIn, empty: cart.isEmpty }));
      await done;
      stop();
      expect(seen[0]).toEqual({ signingIn: true, empty: true });
      expect(cart.signingIn).toBe(false);
      expect(seen.filter((state) => !state.signingIn && state.empty)).toEqual([]);
    });

    it('adds amounts, capped at the line maximum, says what changed and empties the local cart', async () => {
      const server = shop();
      server.lines.push({ pk: 7, product: '12', amount: 9 }, { pk: 8, product: '40', amount: 16 });
      const { cart, storage, signIn } = signingIn(server);
      await signIn();
      expect(server.lines.map(({ product, amount }) => [product, amount])).toEqual([
        ['12', 16],
        ['40', 16],
        ['model-rigsmith-ember', 1],
      ]);
      expect(cart.notice).toEqual({
        kind: 'merged',
        moved: ['model-rigsmith-ember'],
        capped: ['12', '40'],
        dropped: [],
      });
      expect(storage.getItem(CART_KEY)).toBeNull();
      expect(cart.count).toBe(33);
    });

    it('caps the sum at the stock the shop has, and says so', async () => {
      const server = shop({ '12': 12, '40': 1 });
      server.lines.push({ pk: 7, product: '12', amount: 5 });
      const { cart, signIn } = signingIn(server);
      await signIn();
      expect(server.requests).toContainEqual('PATCH /api/basket/product/7');
      expect(server.lines.map(({ product, amount }) => [product, amount])).toEqual([
        ['12', 12],
        ['40', 1],
        ['model-rigsmith-ember', 1],
      ]);
      expect(cart.notice).toEqual({
        kind: 'merged',
        moved: ['model-rigsmith-ember'],
        capped: ['12', '40'],
        dropped: [],
      });
    });

    it('drops a line the shop refuses and names it', async () => {
      const server = shop();
      const storage = memoryStorage({
        [CART_KEY]: JSON.stringify([{ product: '999', amount: 1 }]),
      });
      const cart = cartOf(server, { storage, signedIn: () => true });
      await cart.signIn();
      expect(cart.notice).toEqual({ kind: 'merged', moved: [], capped: [], dropped: ['999'] });
      expect(storage.getItem(CART_KEY)).toBeNull();
    });

    it('keeps every line not yet pushed when a push fails, and a retry adds nothing twice', async () => {
      const server = shop();
      server.lines.push({ pk: 7, product: '12', amount: 1 });
      const { cart, storage, signIn } = signingIn(server);
      server.failWhen(
        (request) =>
          request.method === 'POST' && new URL(request.url).pathname === '/api/basket/product',
      );
      await signIn();
      expect(cart.merge.refusal).toMatchObject({ status: 503 });
      // The first line (a patch to an absolute amount) went in and left local storage; the rest stay.
      expect(server.lines).toEqual([{ pk: 7, product: '12', amount: 11 }]);
      expect(stored(storage)).toEqual(guestLines.slice(1));
      expect(cart.notice).toBeNull();

      server.failWhen(null);
      await cart.merge.run();
      await cart.merge.run();
      expect(server.lines.map(({ product, amount }) => [product, amount])).toEqual([
        ['12', 11],
        ['40', 2],
        ['model-rigsmith-ember', 1],
      ]);
      expect(storage.getItem(CART_KEY)).toBeNull();
    });

    it('loses nothing when the basket cannot be read', async () => {
      const server = shop();
      server.failWhen(() => true);
      const { cart, storage, signIn } = signingIn(server);
      await signIn();
      expect(cart.merge.refusal).toBeTruthy();
      expect(stored(storage)).toEqual(guestLines);
    });

    it('shows the (empty) guest cart after sign-out', async () => {
      const server = shop();
      const { cart, signIn } = signingIn(server);
      await signIn();
      expect(cart.count).toBe(13);
      cart.signOut();
      expect(cart.basket.state).toBe('idle');
      expect(cart.lines).toEqual([]);
    });
  });

  describe('the debounced summary', () => {
    const flush = async () => {
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const summaries = (server: Shop) =>
      server.count('POST /api/basket/calculate_summary_for_products');

    it('waits 450 ms after the last cart change, and at most 10 s', async () => {
      const server = shop();
      const clock = fakeClock(0);
      const cart = cartOf(server, { clock });
      const stop = cart.start();
      await cart.add.run('12', 1);
      clock.advance(449);
      await flush();
      expect(summaries(server)).toBe(0);
      clock.advance(1);
      await vi.waitFor(() => expect(summaries(server)).toBe(1));

      // A change every 400 ms keeps it waiting, but not past 10 s after the first (at 10 450).
      for (let elapsed = 0; elapsed < 10_000; elapsed += 400) {
        await cart.setAmount.run('12', (elapsed / 400) % 2 === 0 ? 2 : 1);
        clock.advance(elapsed < 9_600 ? 400 : 399);
      }
      await flush();
      expect(summaries(server)).toBe(1);
      clock.advance(1);
      await vi.waitFor(() => expect(summaries(server)).toBe(2));
      stop();
    });

    it('waits 450 ms after a currency change, and at most 1 s', async () => {
      const server = shop();
      const clock = fakeClock(0);
      let currency: CurrencyCode = 'GBP';
      const chosen = observable.box<CurrencyCode>('GBP');
      const cart = cartOf(server, { clock, currency: () => chosen.get() });
      await cart.add.run('12', 1);
      const stop = cart.start();
      clock.advance(450);
      await vi.waitFor(() => expect(summaries(server)).toBe(1));
      // A change every 400 ms: the 1 s wait runs it once meanwhile, 1 000 ms after the first…
      for (let step = 0; step < 4; step += 1) {
        currency = currency === 'GBP' ? 'EUR' : 'GBP';
        const next = currency;
        inAction('test.chooseCurrency', () => chosen.set(next));
        clock.advance(400);
      }
      await vi.waitFor(() => expect(summaries(server)).toBe(2));
      // …and the last change 450 ms after it.
      clock.advance(49);
      await flush();
      expect(summaries(server)).toBe(2);
      clock.advance(1);
      await vi.waitFor(() => expect(summaries(server)).toBe(3));
      stop();
    });
  });

  describe('the voucher', () => {
    it('goes from empty to applied, invalid_country, below_minimum, invalid, and back', async () => {
      const server = shop();
      let country: 'GB' | 'DE' = 'GB';
      const cart = cartOf(server, { country: () => country });
      await cart.add.run('12', 1);
      expect(cart.couponState).toBe('empty');
      await cart.applyCoupon.run('UKTEN');
      expect(cart.couponState).toBe('applied');
      expect(cart.summary.data?.discount).toBe(3_700);
      country = 'DE';
      await cart.applyCoupon.run('UKTEN');
      expect(cart.couponState).toBe('invalid_country');
      await cart.applyCoupon.run('BIGSPEND');
      expect(cart.couponState).toBe('below_minimum');
      await cart.applyCoupon.run('NOPE');
      expect(cart.couponState).toBe('invalid');
      await cart.clearCoupon.run();
      expect(cart.couponState).toBe('empty');
      expect(cart.summary.data?.discount).toBe(0);
    });

    it('is checked again when the edition changes, even within one currency', async () => {
      const server = shop();
      const clock = fakeClock(0);
      const country = observable.box<'GB' | 'DE'>('GB');
      const cart = cartOf(server, { clock, country: () => country.get() });
      await cart.add.run('12', 1);
      await cart.applyCoupon.run('UKTEN');
      expect(cart.couponState).toBe('applied');
      const stop = cart.start();
      inAction('test.chooseEdition', () => country.set('DE'));
      clock.advance(450);
      await vi.waitFor(() => expect(cart.couponState).toBe('invalid_country'));
      stop();
    });

    it('is "other" when the summary is refused', async () => {
      const server = shop();
      const cart = cartOf(server);
      await cart.add.run('12', 1);
      server.failWhen(() => true);
      await cart.applyCoupon.run('UKTEN');
      expect(cart.couponState).toBe('other');
      expect(cart.applyCoupon.refusal).toMatchObject({ status: 503 });
    });
  });

  describe('two tabs', () => {
    it("show a guest's change made in the other", async () => {
      const shared = browser();
      const one = cartOf(shop(), shared.tab(1));
      const two = cartOf(shop(), shared.tab(2));
      const stopOne = one.start();
      const stopTwo = two.start();
      await one.add.run('12', 2);
      expect(two.lines.map((line) => [line.product, line.amount])).toEqual([['12', 2]]);
      await two.remove.run('12');
      expect(one.count).toBe(0);
      stopOne();
      stopTwo();
    });

    it('read the basket again when the other changed it', async () => {
      const server = shop();
      const shared = browser();
      const one = cartOf(server, { ...shared.tab(1), signedIn: () => true });
      const two = cartOf(server, { ...shared.tab(2), signedIn: () => true });
      await Promise.all([one.signIn(), two.signIn()]);
      const stopTwo = two.start();
      await one.add.run('40', 3);
      expect(shared.storage.getItem(BASKET_CHANGED_KEY)).not.toBeNull();
      await vi.waitFor(() => expect(two.count).toBe(3));
      stopTwo();
    });
  });
});
