import type { AreaRoutes } from '../../routes/areaRoutes';

/** The catalogue pages of every edition (the home page is the layout's index route). */
export const catalogueRoutes: AreaRoutes = {
  page: [
    { path: 'gaming-pcs', lazy: () => import('./ModelListPage') },
    { path: 'gaming-pcs/:slug', lazy: () => import('./ModelPage') },
    { path: 'games', lazy: () => import('./GamesPage') },
    { path: 'games/:slug', lazy: () => import('./GamePage') },
    { path: 'builds-by-budget', lazy: () => import('./BuildsByBudgetPage') },
    { path: 'builds-by-fps', lazy: () => import('./BuildsByFpsPage') },
  ],
};
