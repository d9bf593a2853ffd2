import { configure } from 'mobx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeClock } from '../testing/fakeClock';
import { SESSION_KEY, SessionStore, type SessionApi } from './SessionStore';
import {
  cookieStorage,
  SESSION_COOKIE_DAYS,
  tabSyncedStorage,
  type CookieJar,
} from './sessionPersistence';

/** A cookie jar like the browser's: writing sets or expires one cookie, reading lists them all. */
function fakeJar() {
  const cookies = new Map<string, string>();
  const writes: string[] = [];
  const jar: CookieJar = {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(written: string) {
      writes.push(written);
      const [pair = ''] = written.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/Max-Age=0(;|$)/.test(written)) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
  return { jar, writes };
}

const channels: BroadcastChannel[] = [];
const channel = () => {
  const opened = new BroadcastChannel('rigsmith-session-test');
  channels.push(opened);
  return opened;
};
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('session persistence', () => {
  beforeAll(() => configure({ enforceActions: 'always' }));
  afterEach(() => channels.splice(0).forEach((opened) => opened.close()));

  it('keeps the session in the rigsmith_session cookie for 365 days', () => {
    const { jar, writes } = fakeJar();
    const storage = cookieStorage(jar, { secure: true });
    storage.setItem(SESSION_KEY, '{"access":"a; b"}');
    expect(writes[0]).toContain(`rigsmith_session=`);
    expect(writes[0]).toContain(`Max-Age=${SESSION_COOKIE_DAYS * 24 * 3600}`);
    expect(writes[0]).toContain('SameSite=Lax; Secure');
    expect(storage.getItem(SESSION_KEY)).toBe('{"access":"a; b"}');
    storage.removeItem(SESSION_KEY);
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('logging out in one tab logs the other out over the channel, and no token is in the cookie', async () => {
    const { jar } = fakeJar();
    const clock = fakeClock(1_000_000);
    let renewals = 0;
    const api: SessionApi = {
      login: vi.fn(async () => ({ access: 'a1', sessionEnd: 9_000_000_000 })),
      refresh: vi.fn(async () => ({
        access: `a-renewed-${(renewals += 1)}`,
        sessionEnd: 9_000_000_000,
      })),
      logout: vi.fn(async () => undefined),
    };
    const tab = (navigate: (path: string) => void) =>
      new SessionStore({
        api,
        clock,
        navigate,
        lock: { run: (task) => task() },
        ...tabSyncedStorage(cookieStorage(jar, { secure: false }), channel()),
      });
    const firstNavigate = vi.fn();
    const first = tab(firstNavigate);
    await first.start();
    await first.login({ email: 'ada@example.com', password: 'x', remember: true });
    expect(decodeURIComponent(jar.cookie)).toBe('rigsmith_session={"sessionEnd":9000000000}');
    const secondNavigate = vi.fn();
    const second = tab(secondNavigate);
    await second.start();
    expect(second.isLoggedIn).toBe(true);
    expect(second.accessToken).toBe('a-renewed-1');

    await first.logout();
    await delivered();
    expect(second.isLoggedIn).toBe(false);
    expect(secondNavigate).toHaveBeenCalledWith('/login');
    expect(firstNavigate).toHaveBeenCalledTimes(1);
    first.dispose();
    second.dispose();
  });
});
