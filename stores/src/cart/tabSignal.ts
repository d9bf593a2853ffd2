import type { TabSignal } from '../session/SessionStore';

/** The part of `window` that hears other tabs write local storage. */
export interface StorageEventSource {
  addEventListener(
    type: 'storage',
    listener: (event: { key: string | null; newValue: string | null }) => void,
  ): void;
  removeEventListener(
    type: 'storage',
    listener: (event: { key: string | null; newValue: string | null }) => void,
  ): void;
}

/**
 * The other tabs' writes to local storage (the browser's `storage` event, raised only in the
 * tabs that did not write), as the session's TabSignal: the cart of one tab follows another's.
 */
export function storageEventSignal(source: StorageEventSource): TabSignal {
  return {
    subscribe(key, onChange) {
      const listener = (event: { key: string | null; newValue: string | null }) => {
        if (event.key === key) onChange(event.newValue);
      };
      source.addEventListener('storage', listener);
      return () => source.removeEventListener('storage', listener);
    },
  };
}
