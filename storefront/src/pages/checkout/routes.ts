import type { AreaRoutes } from '../../routes/areaRoutes';
import type { RouteMeta } from '../../routes/routeMeta';

/**
 * The checkout of every edition (source document §2, SPEC §7): `/checkout` is the cart (stage 0),
 * then sign-in, shipping, payment and the confirmation, each behind the checkout-flow guard.
 */
export const checkoutRoutes: AreaRoutes = {
  page: [
    {
      path: 'checkout',
      lazy: () => import('./CheckoutFlow'),
      children: [
        {
          index: true,
          handle: { hideFooter: 'tabletSmall', checkoutStage: 0 } satisfies RouteMeta,
          lazy: () => import('../cart/CartPage'),
        },
        {
          path: 'auth',
          handle: { checkoutStage: 1, authIsRequired: false } satisfies RouteMeta,
          lazy: () => import('./AuthStage'),
        },
        {
          path: 'shipping',
          handle: {
            checkoutStage: 2,
            authIsRequired: true,
            hideFooter: 'tabletSmall',
          } satisfies RouteMeta,
          lazy: () => import('./ShippingStage'),
        },
        {
          path: 'payment',
          handle: {
            checkoutStage: 3,
            authIsRequired: true,
            hideFooter: 'tabletSmall',
          } satisfies RouteMeta,
          lazy: () => import('./PaymentStage'),
        },
        {
          path: 'confirmed',
          handle: { checkoutStage: 4, authIsRequired: true } satisfies RouteMeta,
          lazy: () => import('./ConfirmedStage'),
        },
      ],
    },
  ],
};
