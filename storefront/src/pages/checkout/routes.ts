import type { AreaRoutes } from '../../routes/areaRoutes';
import type { PageHandle } from '../../routes/pageHandle';
import type { RouteMeta } from '../../routes/routeMeta';
import { preloadShipping } from './shippingPreload';

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
            preload: (root) => Promise.all([root.cart.settleSummary(), root.addOns.load()]),
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
          // Rendered on the server for a signed-in shopper whose progress cookie says the checkout
          // is started; an order placed meanwhile is in the browser's storage: left to it.
          handle: {
            checkoutStage: 2,
            authIsRequired: true,
            hideFooter: 'tabletSmall',
            serverRender: true,
            signedIn: true,
            preload: preloadShipping,
            answer: ({ checkout }) =>
              checkout.orderKeptElsewhere ? null : { status: checkout.canOpen(2) ? 200 : 404 },
          } satisfies RouteMeta & PageHandle,
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
