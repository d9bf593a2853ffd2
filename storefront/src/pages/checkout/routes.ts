import type { AreaRoutes } from '../../routes/areaRoutes';
import type { PageHandle } from '../../routes/pageHandle';
import type { RouteMeta } from '../../routes/routeMeta';
import { preloadShipping } from './shippingPreload';

/**
 * A stage of the order placed, rendered on the server for a signed-in shopper with the order the
 * progress cookie names (and, `preload`, what else it shows); one that could not be read is left
 * to the browser.
 */
const orderStage = (stage: 3 | 4, preload: PageHandle['preload']): PageHandle => ({
  serverRender: true,
  signedIn: true,
  preload,
  answer: ({ checkout }) =>
    checkout.orderKeptElsewhere ? null : { status: checkout.canOpen(stage) ? 200 : 404 },
});

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
          // A guest's stage, rendered on the server: the progress cookie says whether it is open.
          handle: {
            checkoutStage: 1,
            authIsRequired: false,
            serverRender: true,
            answer: ({ checkout }) => ({ status: checkout.canOpen(1) ? 200 : 404 }),
          } satisfies RouteMeta & PageHandle,
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
            ...orderStage(3, (root) => root.checkout.openHeldPayment()),
          } satisfies RouteMeta & PageHandle,
          lazy: () => import('./PaymentStage'),
        },
        {
          path: 'confirmed',
          handle: {
            checkoutStage: 4,
            authIsRequired: true,
            ...orderStage(4, (root) => root.checkout.restoreOrder()),
          } satisfies RouteMeta & PageHandle,
          lazy: () => import('./ConfirmedStage'),
        },
      ],
    },
  ],
};
