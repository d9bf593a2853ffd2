import { configure, observable } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { ApiRefusal, NetworkFailure } from '../api/refusal';
import type { Order, PaymentSession } from '../api/schemas/index';
import { inAction } from '../inAction';
import { memoryStorage, type KeyValueStorage } from '../platform';
import { fakeClock } from '../testing/fakeClock';
import {
  CHECKOUT_ORDER_KEY,
  CHECKOUT_STARTED_KEY,
  CheckoutStore,
  PAYMENT_POLL_MS,
  type ShippingChoice,
} from './CheckoutStore';

const order = (status: Order['status'] = 'waiting_for_payment'): Order => ({
  id: 7,
  reference_number: 'RS-000007',
  status,
  created_at: '2026-11-26T10:00:00.000Z',
  items: [],
  subtotal: 149_900,
  vat: 24_983,
  discount: 0,
  shipping_price: 0,
  total_price: 149_900,
  coupon: null,
  currency: 'GBP',
  country: 'GB',
  shipping_address: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+447700900123',
    address: {
      line1: '1 Main St',
      line2: null,
      city: 'London',
      postcode: 'SW1A 1AA',
      country: 'GB',
    },
  },
  shipping_time: 3,
  expected_delivery_time: '2026-11-30',
  reserved_until: '2026-11-26T10:15:00.000Z',
});

const session = (
  status: PaymentSession['status'] = 'requires_payment_method',
  last_error: string | null = null,
): PaymentSession => ({
  provider: 'test',
  intent_id: 'tpi_abcdefghijklmnop',
  client_secret: 'secret',
  publishable_key: null,
  amount: 149_900,
  currency: 'GBP',
  status,
  last_error,
});

const choice: ShippingChoice = {
  shipping_address: { id: 3 },
  add_to_address_list: false,
  phone_number: '+447700900123',
};

const card = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

type Route = (request: Request, body: unknown) => Response | Promise<Response>;

/** A checkout over a fake API: `routes` answer by method and path, every request is recorded. */
function setup(
  routes: Record<string, Route>,
  storage: KeyValueStorage = memoryStorage(),
  { inBrowser = true } = {},
) {
  const calls: { route: string; headers: Headers; body: unknown }[] = [];
  const state = observable({ signedIn: true, cartEmpty: false });
  const clock = fakeClock();
  const ordered = vi.fn();
  let keys = 0;
  const api = createApiClient({
    baseUrl: 'http://shop.test/',
    context: { country: () => 'GB', currency: () => 'GBP' },
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const route = `${request.method} ${new URL(request.url).pathname}`;
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : null;
      calls.push({ route, headers: request.headers, body });
      const answer = routes[route];
      if (!answer) throw new Error(`No fake for ${route}`);
      return answer(request, body);
    },
  });
  const store = new CheckoutStore({
    api,
    clock,
    storage,
    progress: storage,
    signedIn: () => state.signedIn,
    cartEmpty: () => state.cartEmpty,
    coupon: () => 'SAVE10',
    ordered,
    newKey: () => `key-0000000000000${++keys}`,
    log: () => undefined,
  });
  // The server's render never starts the store: it only preloads.
  const stop = inBrowser ? store.start() : () => undefined;
  const set = (change: Partial<typeof state>) =>
    inAction('test.set', () => Object.assign(state, change));
  return { store, calls, clock, ordered, set, stop, storage };
}

const ORDER = 'POST /api/basket/to_order';
const PAYMENT = 'POST /api/order/7/payment';
const ORDER_NOW = 'GET /api/order/7';
const CONFIRM = 'POST /api/order/7/payment/confirm';
const CARD = 'POST /api/test_payments/tpi_abcdefghijklmnop/confirm';
const CHALLENGE = 'POST /api/test_payments/tpi_abcdefghijklmnop/challenge';

const placed: Record<string, Route> = {
  [ORDER]: () => Response.json(order(), { status: 201 }),
  [PAYMENT]: () => Response.json(session()),
};

describe('CheckoutStore', () => {
  beforeAll(() => configure({ enforceActions: 'always', computedRequiresReaction: false }));

  it('opens no stage before the previous one is done', () => {
    const { store, set } = setup(placed);
    set({ signedIn: false });
    expect([0, 1, 2, 3, 4].map((stage) => store.canOpen(stage as 0))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    store.begin();
    expect(store.stage).toBe(1);
    expect(store.canOpen(2)).toBe(false);
    set({ signedIn: true });
    expect(store.stage).toBe(2);
    expect(store.canOpen(2)).toBe(true);
    expect(store.canOpen(3)).toBe(false);
  });

  it('does not start from an empty cart', () => {
    const { store, set } = setup(placed);
    set({ cartEmpty: true });
    store.begin();
    expect(store.stage).toBe(0);
  });

  it('goes back to stage 0 on logout and when the cart empties before ordering', () => {
    const { store, set } = setup(placed);
    store.begin();
    expect(store.stage).toBe(2);
    set({ signedIn: false });
    expect(store.stage).toBe(0);
    set({ signedIn: true });
    store.begin();
    set({ cartEmpty: true });
    expect(store.stage).toBe(0);
  });

  it('places the order with the cart voucher, opens its payment and closes the earlier stages', async () => {
    const { store, calls, ordered, set } = setup(placed);
    store.begin();
    await store.placeOrder.run(choice);
    expect(calls.map((call) => call.route)).toEqual([ORDER, PAYMENT]);
    expect(calls[0]!.body).toEqual({ ...choice, coupon: 'SAVE10' });
    expect(calls[0]!.headers.get('idempotency-key')).toBe('key-00000000000001');
    expect(ordered).toHaveBeenCalledOnce();
    // The basket the order emptied does not reset the checkout.
    set({ cartEmpty: true });
    expect(store.stage).toBe(3);
    expect(store.paymentStep).toBe('card');
    expect(store.canOpen(2)).toBe(false);
    expect(store.canOpen(0)).toBe(true);
  });

  it('finds its order again after a reload, reopens its payment, and forgets it on logout', async () => {
    const first = setup(placed);
    first.store.begin();
    await first.store.placeOrder.run(choice);
    first.stop();

    const reloaded = setup({ ...placed, [ORDER_NOW]: () => Response.json(order()) }, first.storage);
    expect(reloaded.store.order?.reference_number).toBe('RS-000007');
    expect(reloaded.store.stage).toBe(3);
    await vi.waitFor(() => expect(reloaded.store.paymentStep).toBe('card'));
    expect(reloaded.calls.map((call) => call.route)).toEqual([ORDER_NOW, PAYMENT]);

    reloaded.set({ signedIn: false });
    expect(reloaded.store.order).toBeNull();
    expect(setup(placed, first.storage).store.stage).toBe(0);
  });

  it('notes its progress where the server reads it: started, then ordered; an order kept elsewhere is known as such', async () => {
    const first = setup(placed);
    first.store.begin();
    await vi.waitFor(() => expect(first.storage.getItem(CHECKOUT_STARTED_KEY)).toBe('true'));
    await first.store.placeOrder.run(choice);
    await vi.waitFor(() => expect(first.storage.getItem(CHECKOUT_STARTED_KEY)).toBe('ordered:7'));
    first.stop();
    expect(setup(placed, first.storage).store.orderKeptElsewhere).toBe(false);

    // The server's render: the progress cookie, not the browser's local storage.
    const progress = () => memoryStorage({ [CHECKOUT_STARTED_KEY]: 'ordered:7' });
    const server = setup(placed, progress(), { inBrowser: false });
    expect(server.store.order).toBeNull();
    expect(server.store.orderKeptElsewhere).toBe(true);
    expect(setup(placed, memoryStorage({ [CHECKOUT_STARTED_KEY]: 'ordered' })).store.started).toBe(
      false,
    );
  });

  it('reads the order the progress names, once, for the server to render the payment and confirmation', async () => {
    const routes = { ...placed, [ORDER_NOW]: () => Response.json(order()) };
    const progress = () => memoryStorage({ [CHECKOUT_STARTED_KEY]: 'ordered:7' });
    const server = setup(routes, progress(), { inBrowser: false });
    await Promise.all([server.store.restoreOrder(), server.store.restoreOrder()]);
    expect(server.store.order?.reference_number).toBe('RS-000007');
    expect(server.store.orderKeptElsewhere).toBe(false);
    expect(server.store.stage).toBe(3);
    expect(server.calls.map((call) => call.route)).toEqual([ORDER_NOW]);
    // The payment stage: its payment too, once, and a processing one is not settled there.
    const processing = setup(
      { ...routes, [PAYMENT]: () => Response.json(session('processing')) },
      progress(),
      { inBrowser: false },
    );
    await Promise.all([processing.store.openHeldPayment(), processing.store.openHeldPayment()]);
    expect(processing.store.paymentStep).toBe('processing');
    expect(processing.calls.map((call) => call.route)).toEqual([ORDER_NOW, PAYMENT]);

    // The browser with the cookie only: the order read, then its payment opened.
    const browser = setup(routes, progress());
    await vi.waitFor(() => expect(browser.store.paymentStep).toBe('card'));
    expect(browser.calls.map((call) => call.route)).toEqual([ORDER_NOW, PAYMENT]);

    const gone = setup(
      {
        [ORDER_NOW]: () =>
          Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }),
      },
      progress(),
      { inBrowser: false },
    );
    await gone.store.restoreOrder();
    expect(gone.store.stage).toBe(0);
    expect(gone.store.orderKeptElsewhere).toBe(false);
  });

  it('asks the shop where a kept order stands: paid meanwhile, cancelled, or not found', async () => {
    const first = setup(placed);
    first.store.begin();
    await first.store.placeOrder.run(choice);
    first.stop();
    const kept = first.storage.getItem(CHECKOUT_ORDER_KEY);
    const reopen = (answer: () => Response) => {
      first.storage.setItem(CHECKOUT_ORDER_KEY, kept!);
      return setup({ ...placed, [ORDER_NOW]: answer }, first.storage);
    };

    const paid = reopen(() => Response.json(order('confirmed')));
    await vi.waitFor(() => expect(paid.store.stage).toBe(4));
    expect(paid.calls.map((call) => call.route)).toEqual([ORDER_NOW]);

    const cancelled = reopen(() => Response.json({ ...order('cancelled'), reserved_until: null }));
    await vi.waitFor(() => expect(cancelled.store.cancelled).toBe(true));
    expect(cancelled.store.confirmed).toBe(false);
    expect(cancelled.store.stage).toBe(3);
    expect(cancelled.calls.map((call) => call.route)).toEqual([ORDER_NOW]);
    cancelled.store.begin();
    expect(cancelled.store.order).toBeNull();

    const gone = reopen(() =>
      Response.json({ error: { code: 'not_found', message: 'Order not found' } }, { status: 404 }),
    );
    await vi.waitFor(() => expect(gone.store.stage).toBe(0));
    expect(first.storage.getItem(CHECKOUT_ORDER_KEY)).toBeNull();
  });

  it('stays begun in a page opened by a link (the registration email), until it resets', () => {
    const guest = setup(placed);
    guest.set({ signedIn: false });
    guest.store.begin();
    expect(guest.store.stage).toBe(1);
    guest.stop();

    const linked = setup(placed, guest.storage);
    expect(linked.store.stage).toBe(2);
    linked.store.reset();
    expect(setup(placed, guest.storage).store.stage).toBe(0);
  });

  it('forgets a kept order that is not one', () => {
    const storage = memoryStorage({ [CHECKOUT_ORDER_KEY]: '{"id":"x"}' });
    expect(setup(placed, storage).store.order).toBeNull();
    expect(storage.getItem(CHECKOUT_ORDER_KEY)).toBeNull();
  });

  it('sends the same Idempotency-Key again after a network failure, a new one after a refusal', async () => {
    let answers = 0;
    const { store, calls } = setup({
      ...placed,
      [ORDER]: () => {
        answers += 1;
        if (answers === 1) throw new TypeError('Failed to fetch');
        if (answers === 2)
          return Response.json(
            { error: { code: 'out_of_stock', message: 'Out', fields: { '40': ['out_of_stock'] } } },
            { status: 409 },
          );
        return Response.json(order(), { status: 201 });
      },
    });
    store.begin();
    await store.placeOrder.run(choice);
    expect(store.placeOrder.refusal).toBeInstanceOf(NetworkFailure);
    await store.placeOrder.run(choice);
    expect(store.placeOrder.refusal).toBeInstanceOf(ApiRefusal);
    await store.placeOrder.run(choice);
    const keys = calls
      .filter((call) => call.route === ORDER)
      .map((c) => c.headers.get('idempotency-key'));
    expect(keys).toEqual(['key-00000000000001', 'key-00000000000001', 'key-00000000000002']);
    expect(store.order?.reference_number).toBe('RS-000007');
  });

  it('sends a new key when the shopper changes what they order', async () => {
    let answers = 0;
    const { store, calls } = setup({
      ...placed,
      [ORDER]: () => {
        answers += 1;
        if (answers === 1) throw new TypeError('Failed to fetch');
        return Response.json(order(), { status: 201 });
      },
    });
    store.begin();
    await store.placeOrder.run(choice);
    await store.placeOrder.run({ ...choice, shipping_address: { id: 4 } });
    const keys = calls
      .filter((call) => call.route === ORDER)
      .map((c) => c.headers.get('idempotency-key'));
    expect(keys).toEqual(['key-00000000000001', 'key-00000000000002']);
  });

  it('names the lines a refusal names', async () => {
    const { store } = setup({
      [ORDER]: () =>
        Response.json(
          {
            error: {
              code: 'out_of_stock',
              message: 'Some products are out of stock',
              fields: { '40': ['out_of_stock'], a12: ['archived'] },
            },
          },
          { status: 409 },
        ),
    });
    store.begin();
    await store.placeOrder.run(choice);
    expect(store.refusedLines).toEqual(['40', 'a12']);
    expect(store.order).toBeNull();
    expect(store.stage).toBe(2);
  });

  it('shows why a card was declined and pays with another on the same payment', async () => {
    const { store, calls } = setup({
      ...placed,
      [CARD]: (_request, body) =>
        Response.json(
          (body as { card_number: string }).card_number.startsWith('4000')
            ? { status: 'requires_payment_method', last_error: 'card_declined' }
            : { status: 'succeeded', last_error: null },
        ),
      [CONFIRM]: () => Response.json({ order: order('confirmed'), payment: session('succeeded') }),
    });
    store.begin();
    await store.placeOrder.run(choice);
    await store.payWithCard.run({ ...card, card_number: '4000 0000 0000 0002' });
    expect(store.paymentStep).toBe('card');
    expect(store.declineReason).toBe('card_declined');
    await store.payWithCard.run(card);
    expect(store.declineReason).toBeNull();
    expect(store.stage).toBe(4);
    expect(store.paymentStep).toBe('paid');
    const cards = calls.filter((call) => call.route === CARD).map((call) => call.body);
    expect(cards).toEqual([
      { ...card, card_number: '4000 0000 0000 0002', client_secret: 'secret' },
      { ...card, client_secret: 'secret' },
    ]);
    expect(calls.filter((call) => call.route === PAYMENT)).toHaveLength(1);
  });

  it('asks for the bank challenge and pays once it is approved', async () => {
    const { store, calls } = setup({
      ...placed,
      [CARD]: () => Response.json({ status: 'requires_action', last_error: null }),
      [CHALLENGE]: (_request, body) =>
        Response.json(
          (body as { approve: boolean }).approve
            ? { status: 'succeeded', last_error: null }
            : { status: 'requires_payment_method', last_error: 'authentication_failed' },
        ),
      [CONFIRM]: () => Response.json({ order: order('confirmed'), payment: session('succeeded') }),
    });
    store.begin();
    await store.placeOrder.run(choice);
    await store.payWithCard.run({ ...card, card_number: '4000 0000 0000 3220' });
    expect(store.paymentStep).toBe('challenge');
    await store.answerChallenge.run(false);
    expect(store.declineReason).toBe('authentication_failed');
    await store.payWithCard.run({ ...card, card_number: '4000 0000 0000 3220' });
    await store.answerChallenge.run(true);
    expect(store.stage).toBe(4);
    expect(calls.filter((call) => call.route === CHALLENGE).map((call) => call.body)).toEqual([
      { client_secret: 'secret', approve: false },
      { client_secret: 'secret', approve: true },
    ]);
  });

  it('asks every 2 s about a payment that succeeds later until the order is confirmed', async () => {
    let asked = 0;
    const { store, clock } = setup({
      ...placed,
      [CARD]: () => Response.json({ status: 'processing', last_error: null }),
      [CONFIRM]: () => {
        asked += 1;
        return Response.json(
          asked < 3
            ? { order: order(), payment: session('processing') }
            : { order: order('confirmed'), payment: session('succeeded') },
        );
      },
    });
    store.begin();
    await store.placeOrder.run(choice);
    await store.payWithCard.run({ ...card, card_number: '4000 0000 0000 0077' });
    expect(store.paymentStep).toBe('processing');
    expect(asked).toBe(1);
    clock.advance(PAYMENT_POLL_MS - 1);
    expect(asked).toBe(1);
    clock.advance(1);
    await vi.waitFor(() => expect(asked).toBe(2));
    await vi.waitFor(() => expect(clock.pending()).toBe(1));
    clock.advance(PAYMENT_POLL_MS);
    await vi.waitFor(() => expect(store.stage).toBe(4));
    expect(clock.pending()).toBe(0);
  });

  it('asks the shop to confirm a payment Stripe’s Payment Element took, and again until it answers', async () => {
    const stripe = (status: PaymentSession['status']): PaymentSession => ({
      ...session(status),
      provider: 'stripe',
      intent_id: 'pi_7',
      client_secret: 'pi_7_secret_x',
      publishable_key: 'pk_test_rigsmith',
    });
    let asked = 0;
    const { store, clock, calls } = setup({
      ...placed,
      [PAYMENT]: () => Response.json(stripe('requires_action')),
      [CONFIRM]: () => {
        asked += 1;
        if (asked === 1) throw new TypeError('Failed to fetch');
        return Response.json({ order: order('confirmed'), payment: stripe('succeeded') });
      },
    });
    store.begin();
    await store.placeOrder.run(choice);
    // The Payment Element asks the bank itself: no challenge of the shop's own.
    expect(store.paymentStep).toBe('card');
    await store.paidAtProvider('succeeded');
    expect(asked).toBe(1);
    expect(store.paymentStep).toBe('processing');
    clock.advance(PAYMENT_POLL_MS);
    await vi.waitFor(() => expect(store.stage).toBe(4));
    expect(asked).toBe(2);
    expect(clock.pending()).toBe(0);
    expect(calls.some((call) => call.route.startsWith('POST /api/test_payments/'))).toBe(false);
  });

  it('stops asking about the payment when the checkout resets', async () => {
    const { store, clock, set } = setup({
      ...placed,
      [CARD]: () => Response.json({ status: 'processing', last_error: null }),
      [CONFIRM]: () => Response.json({ order: order(), payment: session('processing') }),
    });
    store.begin();
    await store.placeOrder.run(choice);
    await store.payWithCard.run(card);
    expect(clock.pending()).toBe(1);
    set({ signedIn: false });
    expect(clock.pending()).toBe(0);
    expect(store.order).toBeNull();
  });
});
