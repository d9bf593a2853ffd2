import { matchRoutes, type RouteObject } from 'react-router';
import type { RootStore } from '@pcshop/stores';
import { isPageHandle } from '../routes/pageHandle';

/**
 * Brings the browser to the state the server rendered the page in, before hydrating: the route
 * modules of the page loaded (react-router would otherwise render nothing while it loads them),
 * the page's data read (from the answers the server sent) and the shell's data in.
 *
 * False when a route module cannot be loaded (a chunk of an older release, gone): the page is
 * then rendered afresh, and the router meets the failure as on any navigation (one reload, then
 * the error page).
 */
export async function preparePage(
  root: RootStore,
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
  if (loaded.includes(false)) return false;
  const page = matches[matches.length - 1];
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
