import {
  cookieStorage,
  memoryStorage,
  tabSyncedStorage,
  type KeyValueStorage,
  type TabLock,
  type TabSignal,
} from '@pcshop/stores';

/** Every tab of the shop refreshes under this Web Lock, one after the other. */
const REFRESH_LOCK = 'rigsmith-refresh';

/**
 * Where the browser keeps the session's marker: the `rigsmith_session` cookie (365 days), a
 * BroadcastChannel that tells the other tabs of a login or a logout, and a Web Lock under which the
 * tabs take turns with the refresh cookie they share.
 */
export function browserSession(): { storage: KeyValueStorage; tabs: TabSignal; lock: TabLock } {
  const storage = navigator.cookieEnabled
    ? cookieStorage(document, { secure: window.location.protocol === 'https:' })
    : memoryStorage();
  // Without Web Locks (a browser before 2022, a page not on https or localhost) tabs refresh as
  // they come.
  const lock: TabLock = navigator.locks
    ? { run: (task) => navigator.locks.request(REFRESH_LOCK, task) }
    : { run: (task) => task() };
  if (typeof BroadcastChannel === 'undefined') {
    return { storage, tabs: { subscribe: () => () => undefined }, lock };
  }
  return { ...tabSyncedStorage(storage, new BroadcastChannel('rigsmith-session')), lock };
}
