export { RootStore, type RootStoreDependencies } from './RootStore';
export {
  createApiClient,
  retryStatuses,
  type ApiClient,
  type ApiContext,
  type ApiHooks,
} from './api/client';
export { answerFrom, recordAnswers, RECORDED_ANSWER, type ApiAnswers } from './api/prefetch';
export { CURRENCY_KEY, EditionStore } from './edition/EditionStore';
export { SAVED_BUILD_KEY } from './customiser/savedBuild';
export { memoryStorage, nextTask, systemClock, type Clock, type KeyValueStorage } from './platform';
export {
  CaptchaStore,
  type ActiveCaptcha,
  type CaptchaLoadState,
  type CaptchaProviderName,
} from './captcha/CaptchaStore';
export { CmsStore, type CmsResolution } from './cms/CmsStore';
export { ContactStore } from './contact/ContactStore';
export {
  CatalogueStore,
  FEATURED_MODELS,
  MODELS_PER_PAGE,
  type FeaturedModels,
  defaultModelListQuery,
  fpsTargets,
  modelListSearch,
  parseModelListQuery,
  type FpsCardView,
  type ModelListQuery,
} from './catalogue/CatalogueStore';
export { httpCatalogueApi, type CatalogueApi, type FpsTarget } from './catalogue/catalogueApi';
export {
  CONSENT_KEY,
  ConsentStore,
  EDITION_COOKIE,
  LOADER_MINIMUM_MS,
  RELOAD_THROTTLE_MS,
  SiteStore,
  consentChoices,
  editionCookie,
  editionForLanguages,
  firstVisit,
  isChunkLoadError,
  readEditionCookie,
  shouldReloadForChunkError,
  siteApi,
  type CmsPageSummary,
  type ConsentChoice,
  type SiteApi,
  type SiteLoadState,
} from './site/index';
export {
  SessionStore,
  SESSION_KEY,
  REFRESH_EVERY_MS,
  type SessionGrant,
  type TabLock,
  type TabSignal,
} from './session/SessionStore';
export {
  cookieStorage,
  tabSyncedStorage,
  SESSION_COOKIE_DAYS,
  type CookieJar,
  type MessageChannelLike,
} from './session/sessionPersistence';
export { AccountStore } from './account/AccountStore';
export {
  CHECKOUT_STARTED_KEY,
  CheckoutStore,
  checkoutStages,
  type CheckoutStage,
  type ShippingChoice,
} from './checkout/CheckoutStore';
export { CitySearchStore } from './checkout/CitySearchStore';
export { ORDERS_PER_PAGE, OrdersStore } from './orders/OrdersStore';
export { OrderReviewStore, type ReviewAvailability } from './orders/OrderReviewStore';
export { orderSteps, stepKey, type OrderStepState } from './orders/orderSteps';
export {
  BASKET_CHANGED_KEY,
  CART_CHANGE_DEBOUNCE,
  CURRENCY_CHANGE_DEBOUNCE,
  CartStore,
  type CartCouponState,
  type CartLine,
} from './cart/CartStore';
export { CART_KEY, type CartEntry } from './cart/localLines';
export type { CartNotice } from './cart/notice';
export { storageEventSignal, type StorageEventSource } from './cart/tabSignal';
export { ApiRefusal, NetworkFailure, isRefusal } from './api/refusal';
export { loadSchemas, type ApiSchemas } from './api/answers';
export { Operation } from './async/Operation';
export { callApi, requestApi, type ApiAnswer, type ApiInput } from './api/call';
