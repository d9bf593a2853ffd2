import type { AreaRoutes } from '../../routes/areaRoutes';
import type { PageHandle } from '../../routes/pageHandle';
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
          // A signed-in shopper's cart is rendered on the server for them: their basket, its
          // summary and the add-ons. A guest's lines are in the browser's storage only.
          handle: {
            hideFooter: 'tabletSmall',
            checkoutStage: 0,
            serverRender: true,
            signedIn: true,
            preload: (root) => Promise.all([root.cart.recalculate(), root.addOns.load()]),
          } satisfies RouteMeta & PageHandle,
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
