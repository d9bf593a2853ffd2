import type { AreaRoutes } from '../../routes/areaRoutes';
import type { RouteMeta } from '../../routes/routeMeta';

/** The cart of every edition: `/checkout`, stage 0 of the checkout (no footer on small tablets). */
export const cartRoutes: AreaRoutes = {
  page: [
    {
      path: 'checkout',
      handle: { hideFooter: 'tabletSmall' } satisfies RouteMeta,
      lazy: () => import('./CartPage'),
    },
  ],
};
