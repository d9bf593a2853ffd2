import type { AreaRoutes } from '../../routes/areaRoutes';

/** The site pages of every edition. */
export const siteRoutes: AreaRoutes = {};
