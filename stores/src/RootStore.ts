import { createApiClient, type ApiClient } from './api/client';
import { CatalogueStore } from './catalogue/CatalogueStore';
import { httpCatalogueApi, type CatalogueApi } from './catalogue/catalogueApi';
import { EditionStore } from './edition/EditionStore';
import type { Clock, KeyValueStorage } from './platform';

export interface RootStoreDependencies {
  /** Builds the api client; given the edition context so every call carries country and currency. */
  createApi?: (context: Parameters<typeof createApiClient>[0]['context']) => ApiClient;
  apiBaseUrl?: string;
  /** The catalogue reads; by default over the api client. */
  catalogueApi?: CatalogueApi;
  clock: Clock;
  storage: KeyValueStorage;
}

/** Builds every store with its dependencies; no module-level singletons. */
export class RootStore {
  readonly clock: Clock;
  readonly storage: KeyValueStorage;
  readonly api: ApiClient;
  readonly edition: EditionStore;
  readonly catalogue: CatalogueStore;

  constructor({
    createApi,
    apiBaseUrl = '/',
    catalogueApi,
    clock,
    storage,
  }: RootStoreDependencies) {
    this.clock = clock;
    this.storage = storage;
    this.edition = new EditionStore(storage);
    const context = { country: () => this.edition.country, currency: () => this.edition.currency };
    this.api = createApi ? createApi(context) : createApiClient({ baseUrl: apiBaseUrl, context });
    this.catalogue = new CatalogueStore(catalogueApi ?? httpCatalogueApi(this.api), () => ({
      country: this.edition.country,
      currency: this.edition.currency,
    }));
  }
}
