import { matchRoutes, type RouteObject } from 'react-router';
import type { RootStore } from '@pcshop/stores';
import { loadRouteModules } from '../navigation/loadRouteModules';
import { isPageHandle } from '../routes/pageHandle';

/**
 * Brings the browser to the state the server rendered the page in, before hydrating: the route
 * modules of the page loaded, the page's data read (from the answers the server sent) and the
 * shell's data in.
 *
 * False when a route module cannot be loaded: the page is then rendered afresh.
 */
export async function preparePage(
  root: RootStore,
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<boolean> {
  if (!(await loadRouteModules(routes, location))) return false;
  const page = matchRoutes(routes, location)?.at(-1);
  const handle: unknown = page?.route.handle;
  await Promise.all([
    root.site.whenSettled(),
    page && isPageHandle(handle)
      ? handle.preload?.(root, {
          params: page.params,
          search: new URLSearchParams(location.search),
        })
      : null,
  ]);
  return true;
}
