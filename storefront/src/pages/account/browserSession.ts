import {
  cookieStorage,
  memoryStorage,
  tabSyncedStorage,
  type KeyValueStorage,
  type TabSignal,
} from '@pcshop/stores';

/**
 * Where the browser keeps the session: the `rigsmith_session` cookie (365 days), and a
 * BroadcastChannel that tells the other tabs of a renewal or a logout.
 */
export function browserSession(): { storage: KeyValueStorage; tabs: TabSignal } {
  const storage = navigator.cookieEnabled
    ? cookieStorage(document, { secure: window.location.protocol === 'https:' })
    : memoryStorage();
  if (typeof BroadcastChannel === 'undefined') {
    return { storage, tabs: { subscribe: () => () => undefined } };
  }
  return tabSyncedStorage(storage, new BroadcastChannel('rigsmith-session'));
}
