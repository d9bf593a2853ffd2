import type { AreaRoutes } from '../../routes/areaRoutes';

/** The customiser pages of every edition, in the builder layout. */
export const customiserRoutes: AreaRoutes = {
  builder: [
    { path: 'custom-pc-builder/customiser', lazy: () => import('./CustomiserPage') },
    { path: 'system-summary', lazy: () => import('./SystemSummaryPage') },
  ],
};
