import { use } from 'react';
import type { BuilderStores } from '@pcshop/stores/builder';
import { useStores } from '@pcshop/stores/react';

/** The customiser's stores; the page suspends the first time, while their code is fetched. */
export function useBuilder(): BuilderStores {
  const root = useStores();
  return root.loadedBuilder ?? use(root.builder());
}
