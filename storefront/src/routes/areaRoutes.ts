import type { RouteObject } from 'react-router';

/**
 * The routes one area of the shop adds to every edition, per layout: header, page and footer
 * (`page`); the customiser's own layout (`builder`); header only (`header`).
 */
export interface AreaRoutes {
  page?: RouteObject[];
  builder?: RouteObject[];
  header?: RouteObject[];
}
