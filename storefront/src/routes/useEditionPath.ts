import { useCallback } from 'react';
import { editionPath } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';

/** Turns an app path (`/games`) into the current edition's (`/fr/games`). */
export function useEditionPath() {
  const { edition } = useStores();
  return useCallback((path: string) => editionPath(edition.edition, path), [edition.edition]);
}
