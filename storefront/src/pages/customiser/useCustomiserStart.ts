import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { CustomiserStore } from '@pcshop/stores/builder';

/** Opens the shared build or the model an address names, if it names one. */
export async function openFromAddress(
  store: CustomiserStore,
  { build, reference }: { build: string | null; reference: string | null },
): Promise<void> {
  if (build !== null) await store.openCode(build);
  else if (reference) await store.startFromModel(reference);
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

  useEffect(() => {
    let cancelled = false;
    const start = async () => {
      await openFromAddress(store, { build, reference });
      if (cancelled) return;
      await store.restore();
      if (build !== null || reference) {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('build');
            next.delete('reference');
            return next;
          },
          { replace: true },
        );
      }
    };
    start().catch((error: unknown) => console.error('Starting the customiser failed', error));
    void store.loadGames();
    void store.candidates.load(store.currentStep.category);
    return () => {
      cancelled = true;
    };
  }, [store, build, reference, setParams]);
}
