export { RootStore, type RootStoreDependencies } from './RootStore';
export { createApiClient, retryStatuses, type ApiClient, type ApiContext } from './api/client';
export { EditionStore } from './edition/EditionStore';
export { memoryStorage, systemClock, type Clock, type KeyValueStorage } from './platform';
export {
  SessionStore,
  SESSION_KEY,
  REFRESH_EVERY_MS,
  type SessionTokens,
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
export { FormFailure, toFormFailure } from './account/formFailure';
