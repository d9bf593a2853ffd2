import { configure } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryStorage, type KeyValueStorage } from '../platform';
import { fakeClock } from '../testing/fakeClock';
import {
  REFRESH_EVERY_MS,
  SESSION_KEY,
  SessionStore,
  type SessionApi,
  type TabSignal,
} from './SessionStore';

const MONTH = 30 * 24 * 3600 * 1000;

function fakeTabs() {
  const listeners = new Map<string, (value: string | null) => void>();
  const tabs: TabSignal = {
    subscribe(key, onChange) {
      listeners.set(key, onChange);
      return () => listeners.delete(key);
    },
  };
  return { tabs, otherTabWrites: (value: string | null) => listeners.get(SESSION_KEY)?.(value) };
}

function setup(
  options: { storage?: KeyValueStorage; api?: Partial<SessionApi>; now?: number } = {},
) {
  const clock = fakeClock(options.now ?? 1_000_000);
  let refreshes = 0;
  const api: SessionApi = {
    login: vi.fn(async () => ({ access: 'a1', refresh: 'r1', sessionEnd: clock.now() + MONTH })),
    refresh: vi.fn(async () => {
      refreshes += 1;
      return { access: `a-renewed-${refreshes}`, refresh: `r-renewed-${refreshes}` };
    }),
    logout: vi.fn(async () => undefined),
    ...options.api,
  };
  const navigate = vi.fn();
  const onSignedIn = vi.fn();
  const { tabs, otherTabWrites } = fakeTabs();
  const storage = options.storage ?? memoryStorage();
  const store = new SessionStore({ api, clock, storage, tabs, navigate, onSignedIn });
  return { store, api, clock, navigate, onSignedIn, storage, otherTabWrites };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SessionStore', () => {
  beforeAll(() => configure({ enforceActions: 'always' }));

  it('logs in, stores both tokens and the session end, and loads the user', async () => {
    const { store, storage, onSignedIn } = setup();
    await store.login({ email: 'ada@example.com', password: 'Secret-123', remember: false });
    expect(store.isLoggedIn).toBe(true);
    expect(JSON.parse(storage.getItem(SESSION_KEY)!)).toMatchObject({
      access: 'a1',
      refresh: 'r1',
    });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('renews the tokens every 4 minutes', async () => {
    const { store, api, clock } = setup();
    await store.login({ email: 'ada@example.com', password: 'x', remember: false });
    clock.advance(REFRESH_EVERY_MS - 1);
    expect(api.refresh).not.toHaveBeenCalled();
    clock.advance(1);
    await flush();
    expect(api.refresh).toHaveBeenCalledWith('r1');
    expect(store.accessToken).toBe('a-renewed-1');
    clock.advance(REFRESH_EVERY_MS);
    await flush();
    expect(api.refresh).toHaveBeenCalledTimes(2);
  });

  it('at start, logs out a session whose end has passed without calling the server', async () => {
    const storage = memoryStorage({
      [SESSION_KEY]: JSON.stringify({ access: 'a', refresh: 'r', sessionEnd: 999_999 }),
    });
    const { store, api } = setup({ storage, now: 1_000_000 });
    await store.start();
    expect(store.isLoggedIn).toBe(false);
    expect(api.refresh).not.toHaveBeenCalled();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('at start, renews a live session then loads the user', async () => {
    const storage = memoryStorage({
      [SESSION_KEY]: JSON.stringify({ access: 'a', refresh: 'r', sessionEnd: 2_000_000 }),
    });
    const { store, api, onSignedIn } = setup({ storage, now: 1_000_000 });
    await store.start();
    expect(api.refresh).toHaveBeenCalledWith('r');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(store.started).toBe(true);
  });

  it('a failed refresh logs out to /', async () => {
    const { store, navigate } = setup({
      api: { refresh: vi.fn(async () => Promise.reject(new Error('revoked'))) },
    });
    await store.login({ email: 'ada@example.com', password: 'x', remember: true });
    expect(await store.renew()).toBe(false);
    expect(store.isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('renews once when several requests ask at the same time', async () => {
    const { store, api } = setup();
    await store.login({ email: 'ada@example.com', password: 'x', remember: true });
    await Promise.all([store.renew(), store.renew(), store.renew()]);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('logging out in another tab logs this one out', async () => {
    const { store, navigate, otherTabWrites } = setup();
    await store.start();
    await store.login({ email: 'ada@example.com', password: 'x', remember: true });
    otherTabWrites(null);
    expect(store.isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('adopts tokens another tab renewed instead of logging out', async () => {
    const { store, navigate, otherTabWrites } = setup();
    await store.start();
    await store.login({ email: 'ada@example.com', password: 'x', remember: true });
    otherTabWrites(JSON.stringify({ access: 'a9', refresh: 'r9', sessionEnd: 5_000_000 }));
    expect(store.accessToken).toBe('a9');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("after adopting another tab's renewal, waits a full 4 minutes before renewing itself", async () => {
    const { store, api, clock, storage, otherTabWrites } = setup();
    await store.start();
    await store.login({ email: 'ada@example.com', password: 'x', remember: true });
    clock.advance(REFRESH_EVERY_MS - 1000);
    const renewedThere = JSON.stringify({ access: 'a9', refresh: 'r9', sessionEnd: 5_000_000_000 });
    storage.setItem(SESSION_KEY, renewedThere);
    otherTabWrites(renewedThere);
    clock.advance(1000);
    await flush();
    expect(api.refresh).not.toHaveBeenCalled();
    clock.advance(REFRESH_EVERY_MS - 1000);
    await flush();
    expect(api.refresh).toHaveBeenCalledWith('r9');
  });

  it('renews with the refresh token another tab stored, even if its signal was missed', async () => {
    const { store, api, storage } = setup();
    await store.login({ email: 'ada@example.com', password: 'x', remember: true });
    storage.setItem(
      SESSION_KEY,
      JSON.stringify({ access: 'a7', refresh: 'r7', sessionEnd: 5_000_000_000 }),
    );
    await store.renew();
    expect(api.refresh).toHaveBeenCalledWith('r7');
  });

  it('ends the session at start when the session end passed while the tab was closed', async () => {
    const { store, api, clock, storage } = setup({ now: 1_000_000 });
    await store.login({ email: 'ada@example.com', password: 'x', remember: false });
    store.dispose();
    clock.advance(MONTH);
    const reopened = new SessionStore({
      api,
      clock,
      storage,
      tabs: { subscribe: () => () => undefined },
      navigate: vi.fn(),
    });
    await reopened.start();
    expect(reopened.isLoggedIn).toBe(false);
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('logout revokes on the server, clears everything and goes to /login', async () => {
    const { store, api, navigate, storage, clock } = setup();
    await store.login({ email: 'ada@example.com', password: 'x', remember: false });
    await store.logout();
    expect(api.logout).toHaveBeenCalledWith(
      expect.objectContaining({ access: 'a1', refresh: 'r1' }),
    );
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(store.exitPath).toBe('/login');
    expect(clock.pending()).toBe(0);
  });
});
