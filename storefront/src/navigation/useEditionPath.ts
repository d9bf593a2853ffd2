import { useCallback } from 'react';
import { pathOnHost } from '@pcshop/stores/domain';
import { useStores } from '@pcshop/stores/react';

/** Turns an app path (`/games`) into the current edition's (`/fr/games`, or as is on its domain). */
export function useEditionPath() {
  const { edition } = useStores();
  const { hosts, edition: current } = edition;
  return useCallback((path: string) => pathOnHost(hosts, current, path), [hosts, current]);
}
