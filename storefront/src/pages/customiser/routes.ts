import type { AreaRoutes } from '../../routes/areaRoutes';

/** The customiser pages of every edition, in the site layout without its footer. */
export const customiserRoutes: AreaRoutes = {
  header: [
    { path: 'custom-pc-builder/customiser', lazy: () => import('./CustomiserPage') },
    { path: 'system-summary', lazy: () => import('./SystemSummaryPage') },
  ],
};
