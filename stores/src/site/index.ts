export {
  LOADER_MINIMUM_MS,
  SiteStore,
  type CmsPageSummary,
  type SiteApi,
  type SiteDependencies,
  type SiteLoadState,
} from './SiteStore';
export { CONSENT_KEY, ConsentStore, consentChoices, type ConsentChoice } from './ConsentStore';
export { RELOAD_THROTTLE_MS, isChunkLoadError, shouldReloadForChunkError } from './chunkReload';
export {
  EDITION_COOKIE,
  editionCookie,
  editionForLanguages,
  firstVisit,
  readEditionCookie,
  type FirstVisit,
} from './editionCookie';
export { siteApi } from './siteApi';
