import { useCallback } from 'react';
import { editionTable } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';

/** Turns an app path (`/games`) into the current edition's (`/fr/games`). */
export function useEditionPath() {
  const { edition } = useStores();
  return useCallback(
    (path: string) => {
      const prefix = editionTable[edition.edition].prefix;
      return prefix ? `${prefix}${path === '/' ? '' : path}` : path;
    },
    [edition.edition],
  );
}
