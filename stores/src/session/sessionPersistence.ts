import type { KeyValueStorage } from '../platform';
import type { TabSignal } from './SessionStore';

/** Source document §9: the stored session cookie is kept 365 days. */
export const SESSION_COOKIE_DAYS = 365;

/** What `document.cookie` offers: reading every cookie, writing one. */
export interface CookieJar {
  cookie: string;
}

/**
 * Key-value storage in first-party cookies, kept `SESSION_COOKIE_DAYS` days: readable by every
 * tab of the shop, sent nowhere but this origin (`SameSite=Lax`, `Secure` on https).
 */
export function cookieStorage(jar: CookieJar, options: { secure: boolean }): KeyValueStorage {
  const attributes = `; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  return {
    getItem(key) {
      const prefix = `${encodeURIComponent(key)}=`;
      const found = jar.cookie
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(prefix));
      if (found === undefined) return null;
      try {
        return decodeURIComponent(found.slice(prefix.length));
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      const maxAge = SESSION_COOKIE_DAYS * 24 * 60 * 60;
      jar.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Max-Age=${maxAge}${attributes}`;
    },
    removeItem(key) {
      jar.cookie = `${encodeURIComponent(key)}=; Max-Age=0${attributes}`;
    },
  };
}

/** The part of `BroadcastChannel` the session uses. */
export interface MessageChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

interface StoredChange {
  key: string;
  value: string | null;
}

const isStoredChange = (data: unknown): data is StoredChange =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as StoredChange).key === 'string' &&
  ((data as StoredChange).value === null || typeof (data as StoredChange).value === 'string');

/**
 * Storage whose writes are announced to the other tabs (cookies raise no `storage` event), and the
 * signal that hears the other tabs' writes: the session of one tab follows a logout or a login in
 * another.
 */
export function tabSyncedStorage(
  storage: KeyValueStorage,
  channel: MessageChannelLike,
): { storage: KeyValueStorage; tabs: TabSignal } {
  return {
    storage: {
      getItem: (key) => storage.getItem(key),
      setItem(key, value) {
        storage.setItem(key, value);
        channel.postMessage({ key, value } satisfies StoredChange);
      },
      removeItem(key) {
        storage.removeItem(key);
        channel.postMessage({ key, value: null } satisfies StoredChange);
      },
    },
    tabs: {
      subscribe(key, onChange) {
        const listener = (event: { data: unknown }) => {
          if (isStoredChange(event.data) && event.data.key === key) onChange(event.data.value);
        };
        channel.addEventListener('message', listener);
        return () => channel.removeEventListener('message', listener);
      },
    },
  };
}
