import { createApiClient, type ApiClient } from './api/client';
import { CmsStore } from './cms/CmsStore';
import { ContactStore } from './contact/ContactStore';
import { CustomiserStore } from './customiser/CustomiserStore';
import { apiCustomiserCatalogue } from './customiser/apiCatalogue';
import { CatalogueStore } from './catalogue/CatalogueStore';
import { httpCatalogueApi, type CatalogueApi } from './catalogue/catalogueApi';
import { EditionStore } from './edition/EditionStore';
import type { Clock, KeyValueStorage } from './platform';
import { ConsentStore } from './site/ConsentStore';
import { SiteStore } from './site/SiteStore';
import { siteApi } from './site/siteApi';

export interface RootStoreDependencies {
  /** Builds the api client; given the edition context so every call carries country and currency. */
  createApi?: (context: Parameters<typeof createApiClient>[0]['context']) => ApiClient;
  apiBaseUrl?: string;
  /** The catalogue reads; by default over the api client. */
  catalogueApi?: CatalogueApi;
  clock: Clock;
  storage: KeyValueStorage;
  /** Where failures that are only logged go (source document §8); console.error by default. */
  log?: (message: string, error: unknown) => void;
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
  readonly consent: ConsentStore;
  readonly site: SiteStore;

  constructor({
    createApi,
    apiBaseUrl = '/',
    catalogueApi,
    clock,
    storage,
    log = (message, error) => console.error(message, error),
  }: RootStoreDependencies) {
    this.clock = clock;
    this.storage = storage;
    this.edition = new EditionStore(storage);
    const context = { country: () => this.edition.country, currency: () => this.edition.currency };
    this.api = createApi ? createApi(context) : createApiClient({ baseUrl: apiBaseUrl, context });
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
    this.consent = new ConsentStore(storage);
    this.site = new SiteStore({
      api: siteApi(this.api),
      edition: this.edition,
      consent: this.consent,
      clock,
      log,
    });
  }
}
