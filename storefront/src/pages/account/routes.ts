import type { AreaRoutes } from '../../routes/areaRoutes';

/** The account pages of every edition. */
export const accountRoutes: AreaRoutes = {};
