import type { AreaRoutes } from '../../routes/areaRoutes';

/**
 * The account pages of every edition: sign in, register, forgotten and new password (anonymous
 * visitors), `/account` with its tabs (login required, back here after signing in), an
 * order's details and the review of a delivered order's line.
 */
export const accountRoutes: AreaRoutes = {
  page: [
    { path: 'login', lazy: () => import('./LoginPage') },
    { path: 'login/reset', lazy: () => import('./ResetPage') },
    { path: 'register', lazy: () => import('./RegisterPage') },
    { path: 'create-password/:token', lazy: () => import('./CreatePasswordPage') },
    {
      path: 'account',
      lazy: () => import('./AccountPage'),
      children: [
        { index: true, lazy: () => import('./ProfileTab') },
        { path: 'orders', lazy: () => import('./OrdersTab') },
        { path: 'saved-builds', lazy: () => import('./SavedBuildsTab') },
        { path: 'affiliate', lazy: () => import('./AffiliateTab') },
      ],
    },
  ],
  // Source document §2: the order details page has the header layout; so has the review page.
  header: [
    { path: 'order/details', lazy: () => import('../orders/OrderDetailsPage') },
    { path: 'order/review', lazy: () => import('../orders/OrderReviewPage') },
  ],
};
