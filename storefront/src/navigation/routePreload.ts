import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { createPreloadQueue, type PreloadQueue } from './preloadQueue';

/** Loads ahead the lazy chunks of the page an app path (`/fr/games?x`) leads to. */
export type PreloadRoute = (href: string) => void;

/**
 * Preloads over a route table: each lazy route the path matches goes through the queue (at most
 * five at once, once each). The table is read when asked, so it may be built after this.
 */
export function routePreloader(
  table: () => RouteObject[],
  queue: PreloadQueue = createPreloadQueue(),
): PreloadRoute {
  return (href) => {
    const pathname = href.split(/[?#]/)[0] ?? '';
    for (const { route } of matchRoutes(table(), pathname) ?? []) {
      const { lazy } = route;
      if (typeof lazy === 'function') queue.preload(lazy, lazy);
    }
  };
}

export const RoutePreloadContext = createContext<PreloadRoute>(() => undefined);

/** The preloader of the current route table (nothing outside one). */
export function useRoutePreload(): PreloadRoute {
  return useContext(RoutePreloadContext);
}
