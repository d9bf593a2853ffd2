import type { ApiSchemas } from './answers';

/**
 * Every endpoint of the API, once (SPEC §6): method, path, the shared schemas of its path
 * parameters, query, body and answers, the refusals it documents and whether it needs a session.
 * The server registers its routes from this table (`server/src/routes/endpoint.ts`), the OpenAPI
 * document is generated from those routes, and the client calls endpoints through it
 * (`callApi`). Schemas are named, not imported, so that the browser loads zod only when it
 * first parses an answer.
 */
export const endpoints = {
  // Site
  health: {
    method: 'GET',
    path: '/api/health',
    session: 'none',
    answers: { 200: 'healthSchema', 503: 'healthSchema' },
    refusals: [],
  },
  countries: {
    method: 'GET',
    path: '/api/countries',
    session: 'none',
    query: 'localeQuerySchema',
    answers: { 200: 'countryListSchema' },
    refusals: [400],
  },
  currencies: {
    method: 'GET',
    path: '/api/currencies',
    session: 'none',
    query: 'localeQuerySchema',
    answers: { 200: 'currencyListSchema' },
    refusals: [400],
  },
  settings: {
    method: 'GET',
    path: '/api/settings/{slug}',
    session: 'none',
    params: 'settingsParamsSchema',
    query: 'localeQuerySchema',
    answers: { 200: 'settingsSchema' },
    refusals: [400, 404],
  },
  analyticsScript: {
    method: 'GET',
    path: '/api/site/analytics.js',
    session: 'none',
    query: 'analyticsScriptQuerySchema',
    answers: { 200: 'text/javascript' },
    refusals: [400, 404],
  },
  analyticsPageView: {
    method: 'POST',
    path: '/api/site/analytics/page_views',
    session: 'none',
    body: 'analyticsPageViewSchema',
    answers: { 204: null },
    refusals: [400, 429, 503],
  },
  contactTicket: {
    method: 'POST',
    path: '/api/contact/ticket',
    session: 'none',
    query: 'localeQuerySchema',
    body: 'contactTicketRequestSchema',
    answers: { 201: 'contactTicketResponseSchema' },
    refusals: [400, 429, 503],
  },

  // CMS
  cmsMeta: {
    method: 'GET',
    path: '/api/cms/meta',
    session: 'none',
    query: 'localeQuerySchema',
    answers: { 200: 'cmsMetaSchema' },
    refusals: [400, 404],
  },
  cmsPages: {
    method: 'GET',
    path: '/api/cms/pages',
    session: 'none',
    query: 'localeQuerySchema',
    answers: { 200: 'cmsPageListSchema' },
    refusals: [400],
  },
  cmsPage: {
    method: 'GET',
    path: '/api/cms/pages/{slug}',
    session: 'none',
    params: 'cmsPageParamsSchema',
    query: 'localeQuerySchema',
    answers: { 200: 'cmsPageSchema' },
    refusals: [400, 404],
  },
  cmsRedirect: {
    method: 'HEAD',
    path: '/api/cms/redirect/{*}',
    session: 'none',
    params: 'redirectParamsSchema',
    query: 'redirectQuerySchema',
    answers: { 301: null, 302: null },
    refusals: [400, 404],
  },

  // Catalogue
  categories: {
    method: 'GET',
    path: '/api/categories',
    session: 'none',
    query: 'localeQuerySchema',
    answers: { 200: 'categoryListSchema' },
    refusals: [400],
  },
  products: {
    method: 'GET',
    path: '/api/ecommerce/products',
    session: 'none',
    query: 'productListQuerySchema',
    answers: { 200: 'productListSchema' },
    refusals: [400],
  },
  product: {
    method: 'GET',
    path: '/api/ecommerce/product/{id}',
    session: 'none',
    params: 'productParamsSchema',
    query: 'localeQuerySchema',
    answers: { 200: 'productSchema' },
    refusals: [400, 404],
  },
  productsByIds: {
    method: 'GET',
    path: '/api/ecommerce/product',
    session: 'none',
    query: 'productsByIdsQuerySchema',
    answers: { 200: 'productsByIdsSchema' },
    refusals: [400],
  },
  models: {
    method: 'GET',
    path: '/api/ecommerce/models',
    session: 'none',
    query: 'modelListQuerySchema',
    answers: { 200: 'modelListSchema' },
    refusals: [400],
  },
  model: {
    method: 'GET',
    path: '/api/ecommerce/model/{slug}',
    session: 'none',
    params: 'modelParamsSchema',
    query: 'localeQuerySchema',
    answers: { 200: 'modelDetailSchema' },
    refusals: [400, 404],
  },
  modelReviews: {
    method: 'GET',
    path: '/api/ecommerce/model/{slug}/reviews',
    session: 'none',
    params: 'modelParamsSchema',
    query: 'modelReviewsQuerySchema',
    answers: { 200: 'modelReviewListSchema' },
    refusals: [400, 404],
  },
  games: {
    method: 'GET',
    path: '/api/ecommerce/games',
    session: 'none',
    query: 'localeQuerySchema',
    answers: { 200: 'gameListSchema' },
    refusals: [400],
  },
  game: {
    method: 'GET',
    path: '/api/ecommerce/game/{slug}',
    session: 'none',
    params: 'gameParamsSchema',
    query: 'localeQuerySchema',
    answers: { 200: 'gameDetailSchema' },
    refusals: [400, 404],
  },
  buildsByBudget: {
    method: 'GET',
    path: '/api/ecommerce/builds_by_budget',
    session: 'none',
    query: 'localeQuerySchema',
    answers: { 200: 'buildsByBudgetSchema' },
    refusals: [400],
  },
  buildsByFps: {
    method: 'GET',
    path: '/api/ecommerce/builds_by_fps',
    session: 'none',
    query: 'buildsByFpsQuerySchema',
    answers: { 200: 'buildsByFpsSchema' },
    refusals: [400, 404],
  },
  compatibility: {
    method: 'POST',
    path: '/api/ecommerce/compatibility',
    session: 'none',
    query: 'compatibilityQuerySchema',
    body: 'compatibilityRequestSchema',
    answers: { 200: 'compatibilityResultSchema' },
    refusals: [400],
  },
  coupon: {
    method: 'GET',
    path: '/api/ecommerce/coupon/{code}',
    session: 'none',
    params: 'couponParamsSchema',
    query: 'couponQuerySchema',
    answers: { 200: 'couponSchema' },
    refusals: [400, 404],
  },

  // Saved builds (drafts) and assemblies
  pcBuilds: {
    method: 'GET',
    path: '/api/ecommerce/pc_build',
    session: 'required',
    query: 'pcBuildQuerySchema',
    answers: { 200: 'pcBuildListSchema' },
    refusals: [400, 401],
  },
  createPcBuild: {
    method: 'POST',
    path: '/api/ecommerce/pc_build',
    // A draft needs the session, an assembly for a cart does not.
    session: 'optional',
    query: 'pcBuildQuerySchema',
    body: 'pcBuildInputSchema',
    answers: { 201: 'pcBuildSchema' },
    refusals: [400, 401, 409, 422, 429, 503],
  },
  pcBuild: {
    method: 'GET',
    path: '/api/ecommerce/pc_build/{id}',
    session: 'required',
    params: 'pcBuildParamsSchema',
    query: 'pcBuildQuerySchema',
    answers: { 200: 'pcBuildSchema' },
    refusals: [400, 401, 404],
  },
  updatePcBuild: {
    method: 'PATCH',
    path: '/api/ecommerce/pc_build/{id}',
    session: 'required',
    params: 'pcBuildParamsSchema',
    query: 'pcBuildQuerySchema',
    body: 'pcBuildPatchSchema',
    answers: { 200: 'pcBuildSchema' },
    refusals: [400, 401, 404, 422],
  },
  deletePcBuild: {
    method: 'DELETE',
    path: '/api/ecommerce/pc_build/{id}',
    session: 'required',
    params: 'pcBuildParamsSchema',
    answers: { 204: null },
    refusals: [400, 401, 404],
  },
  replacePcBuildComponents: {
    method: 'POST',
    path: '/api/ecommerce/pc_build/{id}/replace_components',
    session: 'required',
    params: 'pcBuildParamsSchema',
    query: 'pcBuildQuerySchema',
    body: 'pcBuildReplaceComponentsSchema',
    answers: { 200: 'pcBuildSchema' },
    refusals: [400, 401, 404, 422],
  },

  // Basket: the signed-in user's server cart, and the summary of a guest's local cart
  basket: {
    method: 'GET',
    path: '/api/basket/product',
    session: 'required',
    query: 'basketQuerySchema',
    answers: { 200: 'basketSchema' },
    refusals: [400, 401],
  },
  basketAdd: {
    method: 'POST',
    path: '/api/basket/product',
    session: 'required',
    query: 'basketQuerySchema',
    body: 'basketAddSchema',
    answers: { 201: 'basketLineSchema' },
    refusals: [400, 401, 409],
  },
  basketPatch: {
    method: 'PATCH',
    path: '/api/basket/product/{id}',
    session: 'required',
    params: 'basketLineParamsSchema',
    query: 'basketQuerySchema',
    body: 'basketPatchSchema',
    answers: { 200: 'basketLineSchema' },
    refusals: [400, 401, 404],
  },
  basketDelete: {
    method: 'DELETE',
    path: '/api/basket/product/{id}',
    session: 'required',
    params: 'basketLineParamsSchema',
    answers: { 204: null },
    refusals: [400, 401, 404],
  },
  basketReplace: {
    method: 'POST',
    path: '/api/basket/product/{id}/replace',
    session: 'required',
    params: 'basketLineParamsSchema',
    query: 'basketQuerySchema',
    body: 'basketReplaceSchema',
    answers: { 200: 'basketLineSchema' },
    refusals: [400, 401, 404, 409],
  },
  basketSummary: {
    method: 'POST',
    path: '/api/basket/calculate_summary',
    session: 'required',
    query: 'basketQuerySchema',
    body: 'summaryRequestSchema',
    answers: { 200: 'basketSummarySchema' },
    refusals: [400, 401],
  },
  productsSummary: {
    method: 'POST',
    path: '/api/basket/calculate_summary_for_products',
    // A guest's cart; a signed-in caller's token lets it price their own assemblies too.
    session: 'optional',
    query: 'basketQuerySchema',
    body: 'productsSummaryRequestSchema',
    answers: { 200: 'basketSummarySchema' },
    refusals: [400, 401],
  },
  toOrder: {
    method: 'POST',
    path: '/api/basket/to_order',
    session: 'required',
    headers: 'toOrderHeadersSchema',
    query: 'basketQuerySchema',
    body: 'toOrderRequestSchema',
    // 201 a new order; 200 the order the same Idempotency-Key made before.
    answers: { 201: 'orderSchema', 200: 'orderSchema' },
    refusals: [400, 401, 404, 409, 422],
  },

  orders: {
    method: 'GET',
    path: '/api/orders',
    session: 'required',
    query: 'orderListQuerySchema',
    answers: { 200: 'orderListSchema' },
    refusals: [400, 401],
  },
  order: {
    method: 'GET',
    path: '/api/order/{id}',
    session: 'required',
    params: 'orderParamsSchema',
    answers: { 200: 'orderDetailsSchema' },
    refusals: [400, 401, 404],
  },
  orderItem: {
    method: 'GET',
    path: '/api/order/{id}/item/{itemId}',
    session: 'required',
    params: 'orderItemParamsSchema',
    answers: { 200: 'orderItemSchema' },
    refusals: [400, 401, 404],
  },
  orderCancel: {
    method: 'POST',
    path: '/api/order/{id}/cancel',
    session: 'required',
    params: 'orderParamsSchema',
    answers: { 200: 'orderDetailsSchema' },
    refusals: [400, 401, 404, 409],
  },
  orderReview: {
    method: 'POST',
    path: '/api/order/{id}/review',
    session: 'required',
    params: 'orderParamsSchema',
    body: 'orderReviewRequestSchema',
    answers: { 201: 'orderReviewSchema' },
    refusals: [400, 401, 404, 409],
  },

  // Payment
  orderPayment: {
    method: 'POST',
    path: '/api/order/{id}/payment',
    session: 'required',
    params: 'orderParamsSchema',
    answers: { 200: 'paymentSessionSchema' },
    refusals: [400, 401, 404, 409],
  },
  orderPaymentConfirm: {
    method: 'POST',
    path: '/api/order/{id}/payment/confirm',
    session: 'required',
    params: 'orderParamsSchema',
    answers: { 200: 'paymentStateSchema' },
    refusals: [400, 401, 404, 409],
  },
  paymentWebhook: {
    method: 'POST',
    path: '/api/payment/webhook/{provider}',
    // Signed by the provider instead (its signature header over the raw body).
    session: 'none',
    params: 'paymentWebhookParamsSchema',
    answers: { 200: 'webhookReceiptSchema' },
    refusals: [400, 404],
  },
  testPaymentConfirm: {
    method: 'POST',
    path: '/api/test_payments/{intent}/confirm',
    // The payment's client secret in the body stands for the session, as with a real provider.
    session: 'none',
    params: 'testPaymentParamsSchema',
    body: 'testCardSchema',
    answers: { 200: 'testPaymentResultSchema' },
    refusals: [400, 404, 409],
  },
  testPaymentChallenge: {
    method: 'POST',
    path: '/api/test_payments/{intent}/challenge',
    session: 'none',
    params: 'testPaymentParamsSchema',
    body: 'testChallengeSchema',
    answers: { 200: 'testPaymentResultSchema' },
    refusals: [400, 404, 409],
  },

  // Auth
  captcha: {
    method: 'GET',
    path: '/api/auth/captcha',
    session: 'none',
    answers: { 200: 'captchaSettingsSchema' },
    refusals: [],
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    session: 'none',
    query: 'localeQuerySchema',
    body: 'registerRequestSchema',
    answers: { 202: 'messageResponseSchema' },
    refusals: [400, 409, 429, 503],
  },
  createPassword: {
    method: 'POST',
    path: '/api/auth/create_password',
    session: 'none',
    body: 'createPasswordRequestSchema',
    answers: { 200: 'sessionAccessSchema' },
    refusals: [400, 429, 503],
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    session: 'none',
    body: 'loginRequestSchema',
    answers: { 200: 'sessionAccessSchema' },
    refusals: [400, 401, 429, 503],
  },
  refresh: {
    method: 'POST',
    path: '/api/auth/refresh',
    session: 'refresh',
    body: 'refreshRequestSchema',
    answers: { 200: 'sessionAccessSchema' },
    refusals: [400, 401, 415],
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    session: 'refresh',
    body: 'logoutRequestSchema',
    answers: { 204: null },
    refusals: [400, 415],
  },
  askForPasswordReset: {
    method: 'POST',
    path: '/api/auth/ask_for_password_reset',
    session: 'none',
    body: 'askForPasswordResetRequestSchema',
    answers: { 202: 'messageResponseSchema' },
    refusals: [400, 429, 503],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/account/{id}/reset_password',
    session: 'none',
    params: 'resetPasswordParamsSchema',
    body: 'resetPasswordRequestSchema',
    answers: { 204: null },
    refusals: [400, 429, 503],
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/change_password',
    session: 'required',
    body: 'changePasswordRequestSchema',
    answers: { 204: null },
    refusals: [400, 401],
  },

  // Account
  accountUser: {
    method: 'GET',
    path: '/api/account/user',
    session: 'required',
    answers: { 200: 'accountUserSchema' },
    refusals: [401],
  },
  updateAccountUser: {
    method: 'PATCH',
    path: '/api/account/user',
    session: 'required',
    body: 'accountUserPatchSchema',
    answers: { 200: 'accountUserSchema' },
    refusals: [400, 401],
  },
  shippingAddresses: {
    method: 'GET',
    path: '/api/account/shipping_addresses',
    session: 'required',
    answers: { 200: 'shippingAddressListSchema' },
    refusals: [401],
  },
  addShippingAddress: {
    method: 'POST',
    path: '/api/account/shipping_addresses',
    session: 'required',
    body: 'shippingAddressInputSchema',
    answers: { 201: 'shippingAddressSchema' },
    refusals: [400, 401, 409],
  },
  deleteShippingAddress: {
    method: 'DELETE',
    path: '/api/account/shipping_address/{id}',
    session: 'required',
    params: 'shippingAddressParamsSchema',
    answers: { 204: null },
    refusals: [401, 404],
  },
  setDefaultShippingAddress: {
    method: 'POST',
    path: '/api/account/shipping_address/{id}/set_default',
    session: 'required',
    params: 'shippingAddressParamsSchema',
    answers: { 200: 'shippingAddressListSchema' },
    refusals: [401, 404],
  },

  // Address autocomplete
  addressCities: {
    method: 'GET',
    path: '/api/address/cities',
    session: 'none',
    query: 'addressCitiesQuerySchema',
    answers: { 200: 'addressCityListSchema' },
    refusals: [400],
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The name of a shared zod schema (`modelListSchema`). */
export type SchemaName = {
  [K in keyof ApiSchemas]: K extends `${string}Schema` ? K : never;
}[keyof ApiSchemas];

/**
 * Who may call: `required` needs a bearer token (401 without), `optional` reads one when sent,
 * `refresh` reads the refresh cookie, `none` is anyone's.
 */
export type SessionNeed = 'required' | 'optional' | 'refresh' | 'none';

/** What a status answers: a JSON body with that schema, no body, or a script. */
export type AnswerBody = SchemaName | null | 'text/javascript';

export interface Endpoint {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
  /** `{name}` for a path parameter, `{*}` for the rest of the path. */
  path: `/api/${string}`;
  session: SessionNeed;
  params?: SchemaName;
  /** Request headers the endpoint reads (names lower case). */
  headers?: SchemaName;
  query?: SchemaName;
  body?: SchemaName;
  answers: Readonly<Partial<Record<number, AnswerBody>>>;
  /** The refusal statuses it documents, all in the one error format (SPEC §6). */
  refusals: readonly number[];
}
