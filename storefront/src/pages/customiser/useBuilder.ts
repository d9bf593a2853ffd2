import { use } from 'react';
import type { BuilderStores } from '@pcshop/stores/builder';
import { useStores } from '@pcshop/stores/react';

/** A fulfilled promise of each loaded stores, which React's `use` reads without suspending. */
const fulfilled = new WeakMap<BuilderStores, Promise<BuilderStores>>();

function fulfilledWith(stores: BuilderStores): Promise<BuilderStores> {
  let promise = fulfilled.get(stores);
  if (!promise) {
    promise = Object.assign(Promise.resolve(stores), { status: 'fulfilled', value: stores });
    fulfilled.set(stores, promise);
  }
  return promise;
}

/**
 * The customiser's stores; the page suspends the first time, while their code is fetched.
 *
 * `use` is called on every render, loaded or not: React replays a render that suspended in `use`
 * once the promise settles, and a replay that skipped `use` (the stores being loaded by then)
 * would lose every hook after it (React #467, recovered as #520).
 */
export function useBuilder(): BuilderStores {
  const root = useStores();
  const loaded = root.loadedBuilder;
  return use(loaded ? fulfilledWith(loaded) : root.builder());
}
