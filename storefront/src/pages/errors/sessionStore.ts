import { memoryStorage, type KeyValueStorage } from '@pcshop/stores';

let fallback: KeyValueStorage | null = null;

/** The tab's sessionStorage, or memory when the browser refuses it (private modes). */
export function sessionStore(): KeyValueStorage {
  try {
    window.sessionStorage.setItem('rigsmith.probe', '1');
    window.sessionStorage.removeItem('rigsmith.probe');
    return window.sessionStorage;
  } catch {
    fallback ??= memoryStorage();
    return fallback;
  }
}
