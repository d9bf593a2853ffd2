import type { RouteObject } from 'react-router';
import { routePrefix, type EditionHosts } from '@pcshop/stores/domain';
import { editions, type Edition } from '@pcshop/stores/constants';
import { accountRoutes } from '../pages/account/routes';
import { checkoutRoutes } from '../pages/checkout/routes';
import { catalogueRoutes } from '../pages/catalogue/routes';
import { customiserRoutes } from '../pages/customiser/routes';
import { RouteErrorPage } from '../pages/errors/RouteErrorPage';
import { siteRoutes } from '../pages/site/routes';
import { EditionRoot } from '../layouts/EditionRoot';
import { PageLoading } from '../layouts/PageLoading';
import { SiteLayout } from '../layouts/SiteLayout';
import { routePreloader, type PreloadRoute } from '../navigation/routePreload';
import type { AreaRoutes } from './areaRoutes';

const areas: AreaRoutes[] = [
  catalogueRoutes,
  accountRoutes,
  customiserRoutes,
  checkoutRoutes,
  siteRoutes,
];
const inLayout = (layout: keyof AreaRoutes) => areas.flatMap((area) => area[layout] ?? []);

/**
 * A page that fails (thrown error, failed chunk) shows the error page inside its layout; one
 * whose module is still loading as the shop starts, a spinner there.
 */
const inLayoutMain = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteErrorPage />, hydrateFallbackElement: <PageLoading />, children },
];

/** The routes of one edition, mounted under a prefix (SPEC §3: every route once per edition). */
function editionRoutes(edition: Edition, prefix: string, preload: PreloadRoute): RouteObject {
  return {
    path: prefix || '/',
    element: <EditionRoot edition={edition} preload={preload} />,
    errorElement: (
      <main id="main" tabIndex={-1}>
        <RouteErrorPage />
      </main>
    ),
    children: [
      {
        element: <SiteLayout footer />,
        children: inLayoutMain([
          { index: true, lazy: () => import('../pages/home/HomePage') },
          ...inLayout('page'),
        ]),
      },
      { element: <SiteLayout footer={false} />, children: inLayoutMain(inLayout('header')) },
    ],
  };
}

/**
 * The route table for this host: on a host of the domain map, its edition alone at the root (the
 * server serves that edition for every path there); elsewhere every edition under its prefix,
 * prefixed ones first so `/fr/...` never falls into the default edition's catch-all.
 */
export function routesFor(hosts: EditionHosts): RouteObject[] {
  const table: RouteObject[] = [];
  // Links preload their page's chunk over this table (at most five at once, once each).
  const preload = routePreloader(() => table);
  if (hosts.hostEdition) {
    table.push(editionRoutes(hosts.hostEdition, '', preload));
    return table;
  }
  const prefixed = editions.filter((edition) => routePrefix(hosts, edition));
  table.push(
    ...prefixed.map((edition) => editionRoutes(edition, routePrefix(hosts, edition), preload)),
    editionRoutes('uk', '', preload),
  );
  return table;
}
