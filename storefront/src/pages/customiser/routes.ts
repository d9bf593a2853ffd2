import type { AreaRoutes } from '../../routes/areaRoutes';

/** The customiser pages of every edition. */
export const customiserRoutes: AreaRoutes = {};
