import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while a page rendered on the server is drawn (on the server, and in the browser's
 * hydration of it), true in every other render: what depends on the browser's clock, or on what
 * the browser learns while it starts, waits for it, and the hydration matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
