export { RootStore, type RootStoreDependencies } from './RootStore';
export { createApiClient, retryStatuses, type ApiClient, type ApiContext } from './api/client';
export { EditionStore } from './edition/EditionStore';
export { memoryStorage, systemClock, type Clock, type KeyValueStorage } from './platform';
export {
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
