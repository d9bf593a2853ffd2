import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CustomiserStore } from '@pcshop/stores/builder';

interface CustomiserAddress {
  build: string | null;
  reference: string | null;
}

/** The address a page's preload opened, which the page's start must not open a second time. */
const preloaded = new WeakMap<CustomiserStore, string>();
const addressKey = ({ build, reference }: CustomiserAddress) => JSON.stringify([build, reference]);

/**
 * Opens the shared build or the model an address names, if it names one. What the preload of a
 * server-rendered page opened is open already when the page starts: opened again, a discounted
 * model would ask a second time, after the shopper may have answered.
 */
export async function openFromAddress(
  store: CustomiserStore,
  address: CustomiserAddress,
  { preload = false } = {},
): Promise<void> {
  const key = addressKey(address);
  if (preload) preloaded.set(store, key);
  else if (preloaded.get(store) === key) {
    preloaded.delete(store);
    return;
  }
  if (address.build !== null) await store.openCode(address.build);
  else if (address.reference) await store.startFromModel(address.reference);
}

/**
 * Starts the customiser from the address: `?build=<code>` opens a shared build exactly,
 * `?reference=<model>` pre-selects a model's parts (a discounted one asks first); otherwise the
 * guest's build comes back from local storage. The query is consumed so a reload keeps edits.
 */
export function useCustomiserStart(store: CustomiserStore) {
  const [params, setParams] = useSearchParams();
  const build = params.get('build');
  const reference = params.get('reference');
  const opening = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    if (build !== null || reference) {
      opening.current = openFromAddress(store, { build, reference }).catch((error: unknown) =>
        console.error('Opening the customiser’s address failed', error),
      );
      // Consumed at once, before the shopper can answer what it opens: consumed later, it would
      // undo the way to a discounted model's page taken meanwhile. The start goes on without it.
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('build');
          next.delete('reference');
          return next;
        },
        { replace: true },
      );
      return;
    }
    let cancelled = false;
    opening.current
      .then(() => (cancelled ? undefined : store.restore()))
      .catch((error: unknown) => console.error('Restoring the customiser’s build failed', error));
    void store.loadGames();
    void store.candidates.load(store.currentStep.category);
    return () => {
      cancelled = true;
    };
  }, [store, build, reference, setParams]);
}
