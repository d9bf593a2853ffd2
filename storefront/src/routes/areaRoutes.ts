import type { RouteObject } from 'react-router';

/**
 * The routes one area of the shop adds to every edition, per layout: header, page and footer
 * (`page`); header and a full-width page, no footer (`header`).
 */
export interface AreaRoutes {
  page?: RouteObject[];
  header?: RouteObject[];
}
