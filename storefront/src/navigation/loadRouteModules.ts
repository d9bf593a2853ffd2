import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules a location matches, in place, before the router is made: the
 * router then starts with its page ready instead of rendering a fallback while it loads them.
 *
 * False when a route module cannot be loaded (a chunk of an older release, gone): the router
 * meets the failure as on any navigation (one reload, then the error page).
 */
export async function loadRouteModules(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<boolean> {
  const matches = matchRoutes(routes, location) ?? [];
  const loaded = await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return true;
      try {
        const module = (await route.lazy()) as Partial<RouteObject>;
        Object.assign(route, module, { lazy: undefined });
        return true;
      } catch {
        return false;
      }
    }),
  );
  return !loaded.includes(false);
}
