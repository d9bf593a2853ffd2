import { configure } from 'mobx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { memoryStorage } from '../platform';
import { RootStore } from '../RootStore';
import { SESSION_KEY } from '../session/SessionStore';
import { fakeClock } from '../testing/fakeClock';
import { ApiRefusal } from '../api/refusal';

const user = {
  id: '0b6f3f5e-8d5e-4a7e-9a51-6f1f8c3a2d10',
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  date_of_birth: null,
  mobile_number: null,
  email_preferences: { order_notifications: true, marketing_notifications: false },
  locale: 'en-GB',
};
const address = (id: number) => ({
  id,
  is_default: id === 1,
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+447700900123',
  address: {
    line1: `${id} Analytical Row`,
    line2: null,
    city: 'London',
    postcode: 'SW1A 1AA',
    country: 'GB',
  },
});

/** A tiny in-memory account server: six addresses at most, like the real one. */
function shop(down = { addresses: false }) {
  const saved = [1, 2, 3, 4, 5].map(address);
  const calls: Request[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request);
    const path = new URL(request.url).pathname;
    if (down.addresses && path === '/api/account/shipping_addresses')
      return Response.json({ error: { code: 'unavailable', message: 'Down' } }, { status: 503 });
    if (path === '/api/auth/login' || path === '/api/auth/refresh')
      return Response.json({ access: 'a1', session_end: '2030-01-01T00:00:00Z' });
    if (path === '/api/auth/logout') return new Response(null, { status: 204 });
    if (path === '/api/auth/ask_for_password_reset') {
      const { captcha } = (await request.clone().json()) as { captcha?: string };
      if (captcha === 'unsure')
        return Response.json(
          { error: { code: 'captcha_unavailable', message: 'Try again' } },
          { status: 503 },
        );
      if (captcha !== 'human')
        return Response.json(
          {
            error: {
              code: 'captcha_failed',
              message: 'Not accepted',
              fields: { captcha: ['validation:captchaFailed'] },
            },
          },
          { status: 400 },
        );
      return Response.json({ message: 'sent' });
    }
    if (request.headers.get('authorization') !== 'Bearer a1')
      return Response.json(
        { error: { code: 'unauthorized', message: 'Sign in' } },
        { status: 401 },
      );
    if (path === '/api/account/user') return Response.json(user);
    if (path === '/api/account/shipping_addresses' && request.method === 'GET')
      return Response.json(saved);
    if (path === '/api/account/shipping_addresses') {
      if (saved.length >= 6)
        return Response.json(
          { error: { code: 'address_limit_reached', message: 'At most 6' } },
          { status: 409 },
        );
      saved.push(address(saved.length + 1));
      return Response.json(saved.at(-1), { status: 201 });
    }
    return new Response(null, { status: 404 });
  };
  return { calls, fetchImpl };
}

function root(storage = memoryStorage(), down = { addresses: false }) {
  const { calls, fetchImpl } = shop(down);
  const store = new RootStore({
    clock: fakeClock(Date.parse('2026-01-01T00:00:00Z')),
    storage,
    createApi: (context, auth) =>
      createApiClient({
        baseUrl: 'http://shop.test/',
        context,
        fetch: fetchImpl,
        ...(auth ? { auth } : {}),
      }),
  });
  return { store, calls };
}

const newAddress = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+44 7700 900123',
  address: { line1: '7 Engine Lane', city: 'London', postcode: 'sw1a1aa', country: 'GB' as const },
};

describe('AccountStore', () => {
  beforeAll(() => configure({ enforceActions: 'always' }));

  it('loads the signed-in user after login and greets them by the first word of their name', async () => {
    const { store, calls } = root();
    await store.session.login({ email: 'ada@example.com', password: 'x', remember: true });
    expect(store.account.name).toBe('Ada');
    expect(calls.at(-1)!.headers.get('authorization')).toBe('Bearer a1');
    expect(calls[0]!.headers.get('authorization')).toBeNull();
  });

  it("a page load's first signed calls wait for the access token its refresh brings", async () => {
    const { store, calls } = root(
      memoryStorage({ [SESSION_KEY]: JSON.stringify({ sessionEnd: Date.parse('2030-01-01') }) }),
    );
    await store.account.loadAddresses();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/auth/refresh',
      '/api/account/shipping_addresses',
    ]);
    expect(calls[1]!.headers.get('authorization')).toBe('Bearer a1');
    expect(store.account.addresses).toHaveLength(5);
  });

  it("keeps a failed read as the address book's refusal, reads again on retry, forgets all at logout", async () => {
    const down = { addresses: true };
    const { store } = root(memoryStorage(), down);
    await store.session.login({ email: 'ada@example.com', password: 'x', remember: true });
    await store.account.loadAddresses();
    expect(store.account.addressBook.state).toBe('error');
    expect(store.account.addressesLoaded).toBe(false);
    down.addresses = false;
    await store.account.loadAddresses();
    expect(store.account.addresses).toHaveLength(5);
    await store.session.logout();
    expect(store.account.user).toBeNull();
    expect(store.account.addressesLoaded).toBe(false);
  });

  it("refuses a 7th saved address with the server's clear error", async () => {
    const { store } = root();
    await store.session.login({ email: 'ada@example.com', password: 'x', remember: true });
    await store.account.loadAddresses();
    await store.account.addAddress(newAddress);
    expect(store.account.addresses).toHaveLength(6);
    expect(store.account.canAddAddress).toBe(false);
    const refusal = await store.account.addAddress(newAddress).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRefusal);
    expect(refusal).toMatchObject({ code: 'address_limit_reached' });
    expect((refusal as ApiRefusal).messageKey).toBe('validation:addressLimitReached');
    expect(store.account.addresses).toHaveLength(6);
  });

  it('sends the captcha answer when asking for a password reset, and shows its refusals', async () => {
    const { store, calls } = root();
    await store.account.askForPasswordReset('ada@example.com', 'human');
    expect(await calls.at(-1)!.json()).toEqual({ email: 'ada@example.com', captcha: 'human' });

    const missing = await store.account
      .askForPasswordReset('ada@example.com')
      .catch((error: unknown) => error);
    expect(missing).toMatchObject({ code: 'captcha_failed' });
    expect((missing as ApiRefusal).messageKey).toBe('validation:captchaFailed');
    expect(await calls.at(-1)!.json()).toEqual({ email: 'ada@example.com' });

    const unsure = await store.account
      .askForPasswordReset('ada@example.com', 'unsure')
      .catch((error: unknown) => error);
    expect(unsure).toMatchObject({ code: 'captcha_unavailable', status: 503 });
    expect((unsure as ApiRefusal).messageKey).toBe('validation:captchaUnavailable');
  });

  it('forgets the user on logout', async () => {
    const { store } = root();
    await store.session.login({ email: 'ada@example.com', password: 'x', remember: true });
    await store.session.logout();
    expect(store.account.user).toBeNull();
    expect(store.session.isLoggedIn).toBe(false);
  });
});
