import type { AreaRoutes } from '../../routes/areaRoutes';

/** The cart of every edition: `/checkout`, stage 0 of the checkout. */
export const cartRoutes: AreaRoutes = {
  page: [{ path: 'checkout', lazy: () => import('./CartPage') }],
};
