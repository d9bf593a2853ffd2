import { createApiClient, type ApiClient } from './api/client';
import { CmsStore } from './cms/CmsStore';
import { ContactStore } from './contact/ContactStore';
import { CustomiserStore } from './customiser/CustomiserStore';
import { apiCustomiserCatalogue } from './customiser/apiCatalogue';
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
  readonly cms: CmsStore;
  readonly contact: ContactStore;
  readonly customiser: CustomiserStore;
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
    const log = (message: string, error: unknown) => console.error(message, error);
    this.cms = new CmsStore({ api: this.api, country: () => this.edition.country, log });
    this.contact = new ContactStore({
      api: this.api,
      locale: () => this.edition.info.messageLocale,
      log,
    });
    this.customiser = new CustomiserStore({
      catalogue: apiCustomiserCatalogue(this.api),
      storage,
      log,
    });
    this.catalogue = new CatalogueStore(catalogueApi ?? httpCatalogueApi(this.api), () => ({
      country: this.edition.country,
      currency: this.edition.currency,
    }));
  }
}
