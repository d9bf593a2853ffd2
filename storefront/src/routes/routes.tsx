import type { RouteObject } from 'react-router';
import { editions, editionTable, type Edition } from '@pcshop/stores/schemas';
import { EditionRoot } from './EditionRoot';
import { BuilderLayout } from './layouts/BuilderLayout';
import { DefaultLayout } from './layouts/DefaultLayout';
import { HeaderLayout } from './layouts/HeaderLayout';

/** The routes of one edition, mounted under its prefix (SPEC §3: every route once per edition). */
function editionRoutes(edition: Edition): RouteObject {
  return {
    path: editionTable[edition].prefix || '/',
    element: <EditionRoot edition={edition} />,
    children: [
      {
        element: <DefaultLayout />,
        children: [
          { index: true, lazy: () => import('../pages/home/HomePage') },
          { path: '*', lazy: () => import('../pages/errors/NotFoundPage') },
        ],
      },
      { element: <BuilderLayout />, children: [] },
      { element: <HeaderLayout />, children: [] },
    ],
  };
}

/** Prefixed editions first, so `/fr/...` never falls into the default edition's catch-all. */
export const routes: RouteObject[] = [
  ...editions.filter((edition) => edition !== 'uk').map(editionRoutes),
  editionRoutes('uk'),
];
