import type { RouteObject } from 'react-router';
import type { AreaRoutes } from '../../routes/areaRoutes';

/**
 * Every path no other route matches: a CMS page, a legacy redirect or "Page not found". The
 * default layout's own `*` route gives way to this one at integration.
 */
export const siteFallbackRoute: RouteObject = { path: '*', lazy: () => import('./CmsPage') };

/** The site pages of every edition. */
export const siteRoutes: AreaRoutes = {
  page: [{ path: 'contact-us', lazy: () => import('./ContactPage') }, siteFallbackRoute],
};
