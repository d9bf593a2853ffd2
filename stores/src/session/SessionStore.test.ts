import { configure } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryStorage, type KeyValueStorage } from '../platform';
import { fakeClock } from '../testing/fakeClock';
import {
  REFRESH_EVERY_MS,
  SESSION_KEY,
  SessionStore,
  type SessionApi,
  type TabLock,
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

/** A lock like the Web Lock every tab takes: tasks run one after the other. */
function fakeLock(): TabLock {
  let last: Promise<unknown> = Promise.resolve();
  return {
    run(task) {
      const turn = last.then(task);
      last = turn.catch(() => undefined);
      return turn;
    },
  };
}

const noLock: TabLock = { run: (task) => task() };

function setup(
  options: {
    storage?: KeyValueStorage;
    api?: Partial<SessionApi>;
    now?: number;
    lock?: TabLock;
  } = {},
) {
  const clock = fakeClock(options.now ?? 1_000_000);
  let refreshes = 0;
  const api: SessionApi = {
    login: vi.fn(async () => ({ access: 'a1', sessionEnd: clock.now() + MONTH })),
    refresh: vi.fn(async () => {
      refreshes += 1;
      return { access: `a-renewed-${refreshes}`, sessionEnd: 5_000_000_000 };
    }),
    logout: vi.fn(async () => undefined),
    ...options.api,
  };
  const navigate = vi.fn();
  const onSignedIn = vi.fn();
  const { tabs, otherTabWrites } = fakeTabs();
  const storage = options.storage ?? memoryStorage();
  const store = new SessionStore({
    api,
    clock,
    storage,
    tabs,
    lock: options.lock ?? noLock,
    navigate,
    onSignedIn,
  });
  return { store, api, clock, navigate, onSignedIn, storage, otherTabWrites };
}

const marker = (sessionEnd: number) =>
  memoryStorage({ [SESSION_KEY]: JSON.stringify({ sessionEnd }) });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The server's side of the refresh cookie, shared by every tab like the browser's cookie jar: each
 * refresh token works once, and one presented twice ends the session.
 */
function refreshCookieServer() {
  let cookie = 'r0';
  const spent = new Set<string>();
  let ended = false;
  let inFlight = 0;
  let mostAtOnce = 0;
  let issued = 0;
  const refresh = async () => {
    const presented = cookie;
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    if (ended || spent.has(presented)) {
      ended = true;
      throw new Error('401 session_ended');
    }
    spent.add(presented);
    issued += 1;
    cookie = `r${issued}`;
    return { access: `a${issued}`, sessionEnd: 5_000_000_000 };
  };
  return { refresh, mostAtOnce: () => mostAtOnce, ended: () => ended };
}

describe('SessionStore', () => {
  beforeAll(() => configure({ enforceActions: 'always' }));

  it('logs in with the access token in memory only: the stored marker holds the session end and no secret', async () => {
    const { store, storage, onSignedIn, clock } = setup();
    await store.login({ email: 'ada@example.com', password: 'Secret-123', remember: false });
    expect(store.isLoggedIn).toBe(true);
    expect(store.accessToken).toBe('a1');
    const stored = storage.getItem(SESSION_KEY)!;
    expect(JSON.parse(stored)).toEqual({ sessionEnd: clock.now() + MONTH });
    expect(stored).not.toContain('a1');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('renews the access token every 4 minutes with the refresh cookie', async () => {
    const { store, api, clock, storage } = setup();
    await store.login({ email: 'ada@example.com', password: 'x', remember: false });
    clock.advance(REFRESH_EVERY_MS - 1);
    expect(api.refresh).not.toHaveBeenCalled();
    clock.advance(1);
    await flush();
    expect(api.refresh).toHaveBeenCalledWith();
    expect(store.accessToken).toBe('a-renewed-1');
    expect(storage.getItem(SESSION_KEY)).not.toContain('a-renewed-1');
    clock.advance(REFRESH_EVERY_MS);
    await flush();
    expect(api.refresh).toHaveBeenCalledTimes(2);
  });

  it('at start, logs out a session whose end has passed without calling the server', async () => {
    const storage = marker(999_999);
    const { store, api } = setup({ storage, now: 1_000_000 });
    await store.start();
    expect(store.isLoggedIn).toBe(false);
    expect(api.refresh).not.toHaveBeenCalled();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('at start, a page load with a live session refreshes for its access token, then loads the user', async () => {
    const { store, api, onSignedIn } = setup({ storage: marker(2_000_000), now: 1_000_000 });
    expect(store.isLoggedIn).toBe(true);
    expect(store.accessToken).toBeNull();
    await store.start();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(store.accessToken).toBe('a-renewed-1');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(store.started).toBe(true);
  });

  it('a page the server rendered for the session starts with its token: no refresh, renewed 4 minutes on', async () => {
    const { store, api, clock, onSignedIn } = setup({
      storage: marker(2_000_000),
      now: 1_000_000,
    });
    await store.resume({ access: 'a-page', sessionEnd: 2_000_000 });
    expect(api.refresh).not.toHaveBeenCalled();
    expect(store.accessToken).toBe('a-page');
    expect(await store.signingToken()).toBe('a-page');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(store.started).toBe(true);
    clock.advance(REFRESH_EVERY_MS);
    await flush();
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it("the server's render of a signed-in page signs with its token and loads the user, storing and scheduling nothing", async () => {
    const { store, api, clock, onSignedIn, storage } = setup({ now: 1_000_000 });
    await store.renderSignedIn({ access: 'a-render', sessionEnd: 2_000_000 });
    expect(store.isLoggedIn).toBe(true);
    expect(await store.signingToken()).toBe('a-render');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    clock.advance(REFRESH_EVERY_MS * 2);
    await flush();
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it("signs a page load's first calls once the renewal brings the token, renewing once", async () => {
    const { store, api } = setup({ storage: marker(2_000_000), now: 1_000_000 });
    const tokens = await Promise.all([store.signingToken(), store.signingToken(), store.start()]);
    expect(tokens.slice(0, 2)).toEqual(['a-renewed-1', 'a-renewed-1']);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('signs nothing for a visitor without a session, and asks the server nothing', async () => {
    const { store, api } = setup();
    expect(await store.signingToken()).toBeNull();
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('a failed refresh logs out to /', async () => {
    const { store, navigate, storage } = setup({
      api: { refresh: vi.fn(async () => Promise.reject(new Error('revoked'))) },
    });
    await store.login({ email: 'ada@example.com', password: 'x', remember: true });
    expect(await store.renew()).toBe(false);
    expect(store.isLoggedIn).toBe(false);
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('renews once when several requests ask at the same time', async () => {
    const { store, api } = setup();
    await store.login({ email: 'ada@example.com', password: 'x', remember: true });
    await Promise.all([store.renew(), store.renew(), store.renew()]);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('two tabs renewing at once take turns with the refresh cookie and both stay signed in', async () => {
    const server = refreshCookieServer();
    const storage = marker(5_000_000_000);
    const lock = fakeLock();
    const tabs = [1, 2].map(() => setup({ storage, lock, api: { refresh: server.refresh } }));
    await Promise.all(tabs.map(({ store }) => store.start()));
    expect(server.mostAtOnce()).toBe(1);
    expect(server.ended()).toBe(false);
    expect(tabs.map(({ store }) => store.accessToken).sort()).toEqual(['a1', 'a2']);
    await Promise.all(tabs.map(({ store }) => store.renew()));
    expect(tabs.every(({ store }) => store.isLoggedIn)).toBe(true);
    expect(tabs.flatMap(({ navigate }) => navigate.mock.calls)).toEqual([]);
  });

  it('logging out in another tab logs this one out', async () => {
    const { store, navigate, otherTabWrites } = setup();
    await store.start();
    await store.login({ email: 'ada@example.com', password: 'x', remember: true });
    otherTabWrites(null);
    expect(store.isLoggedIn).toBe(false);
    expect(store.accessToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a tab that waited for its turn after another tab logged out refreshes nothing and logs out', async () => {
    const { store, api, navigate, storage } = setup();
    await store.login({ email: 'ada@example.com', password: 'x', remember: true });
    storage.removeItem(SESSION_KEY);
    expect(await store.renew()).toBe(false);
    expect(api.refresh).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it("follows another tab's login instead of logging out", async () => {
    const { store, navigate, otherTabWrites } = setup();
    await store.start();
    await store.login({ email: 'ada@example.com', password: 'x', remember: true });
    otherTabWrites(JSON.stringify({ sessionEnd: 5_000_000 }));
    expect(store.sessionEnd).toBe(5_000_000);
    expect(store.isLoggedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a refresh answered after a logout does not sign back in', async () => {
    let answer: (grant: { access: string; sessionEnd: number }) => void = () => undefined;
    const { store, storage } = setup({
      api: { refresh: () => new Promise((resolve) => (answer = resolve)) },
    });
    await store.login({ email: 'ada@example.com', password: 'x', remember: true });
    const renewal = store.renew();
    await store.logout();
    answer({ access: 'late', sessionEnd: 5_000_000_000 });
    expect(await renewal).toBe(false);
    expect(store.accessToken).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
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
      lock: noLock,
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
    expect(api.logout).toHaveBeenCalledWith('a1');
    expect(store.accessToken).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(store.exitPath).toBe('/login');
    expect(clock.pending()).toBe(0);
  });

  it("aborts the calls made for a session before the server hears of its end, and not the next one's", async () => {
    let aborted = false;
    const { store } = setup({
      api: {
        logout: vi.fn(async () => {
          aborted = signal!.aborted;
        }),
      },
    });
    expect(store.sessionSignal()).toBeNull();
    await store.login({ email: 'ada@example.com', password: 'x', remember: false });
    const signal = store.sessionSignal();
    await store.logout();
    expect(aborted).toBe(true);
    expect(store.sessionSignal()).toBeNull();
    await store.login({ email: 'ada@example.com', password: 'x', remember: false });
    expect(store.sessionSignal()?.aborted).toBe(false);
  });

  it('logging out before the first renewal still ends the session of the refresh cookie', async () => {
    const { store, api } = setup({ storage: marker(2_000_000), now: 1_000_000 });
    await store.logout();
    expect(api.logout).toHaveBeenCalledWith(null);
  });
});
