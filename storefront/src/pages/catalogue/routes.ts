import type { AreaRoutes } from '../../routes/areaRoutes';

/** The catalogue pages of every edition. */
export const catalogueRoutes: AreaRoutes = {};
