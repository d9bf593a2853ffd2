import { makeAutoObservable, reaction, when } from 'mobx';
import { inAction } from '../inAction';
import { Resource } from '../async/Resource';
import type {
  AnalyticsSettings,
  CmsPageList,
  CmsPageType,
  Country,
  Currency,
  CurrencyCode,
  GeneralSettings,
} from '../api/schemas/index';
import type { EditionStore } from '../edition/EditionStore';
import type { Clock } from '../platform';
import type { ConsentStore } from './ConsentStore';

/** Source document §9: the global loader hides 500 ms after start at the earliest. */
export const LOADER_MINIMUM_MS = 500;

export type CmsPageSummary = CmsPageList['items'][number];

/** The start-up reads every page needs; the storefront adapts them to the api client. */
export interface SiteApi {
  countries(): Promise<Country[]>;
  currencies(): Promise<Currency[]>;
  generalSettings(): Promise<GeneralSettings>;
  cmsPages(): Promise<CmsPageSummary[]>;
  analytics(): Promise<AnalyticsSettings>;
}

export interface SiteDependencies {
  api: SiteApi;
  edition: EditionStore;
  consent: ConsentStore;
  clock: Clock;
  log?(message: string, error: unknown): void;
}

export type SiteLoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** What the shell reads once per edition (language): it does not depend on the currency. */
export interface SiteShell {
  countries: Country[];
  currencies: Currency[];
  pages: CmsPageSummary[];
}

/**
 * What the shell shows on every page: the countries, currencies, general settings and CMS pages of
 * the current edition, reloaded when the edition (language) or the currency changes. Each read is
 * a Resource keyed by what it depends on, so a slow answer for an earlier edition or currency
 * never overwrites the current one.
 */
export class SiteStore {
  /** The countries, currencies and CMS pages, keyed by the edition's country. */
  readonly shell = new Resource<SiteShell>();
  /** The general settings hold money in the chosen currency: keyed by country and currency. */
  readonly general = new Resource<GeneralSettings>();
  /** The edition's analytics tag, keyed by country; read only once the shopper accepted all cookies. */
  readonly analyticsTag = new Resource<AnalyticsSettings>();
  /** The first load has finished (well or not): the shell can be shown. */
  settled = false;
  minimumElapsed = false;

  constructor(private readonly deps: SiteDependencies) {
    makeAutoObservable<SiteStore, 'deps'>(
      this,
      { deps: false, shell: false, general: false, analyticsTag: false },
      { autoBind: true },
    );
  }

  get countries(): Country[] {
    return this.shell.data?.countries ?? [];
  }

  get currencies(): Currency[] {
    return this.shell.data?.currencies ?? [];
  }

  get pages(): CmsPageSummary[] {
    return this.shell.data?.pages ?? [];
  }

  get settings(): GeneralSettings | null {
    return this.general.data;
  }

  /** The edition's analytics tag; null until the shopper has accepted all cookies. */
  get analytics(): AnalyticsSettings | null {
    return this.analyticsTag.data;
  }

  /** The edition's reads together: failed when one failed, ready when all are in. */
  get state(): SiteLoadState {
    const states = [this.shell.state, this.general.state];
    if (states.includes('error')) return 'failed';
    if (states.includes('loading')) return 'loading';
    return states.every((state) => state === 'ready') ? 'ready' : 'idle';
  }

  /** The global loader covers the shop until the first load settles and 500 ms have passed. */
  get loaderVisible(): boolean {
    return !this.settled || !this.minimumElapsed;
  }

  get currency(): CurrencyCode {
    return this.deps.edition.currency;
  }

  /** A CMS page of the current language by its type (terms and conditions, privacy …). */
  pageOfType(type: CmsPageType): CmsPageSummary | undefined {
    return this.pages.find((page) => page.meta.type === type);
  }

  /** The storefront path of a CMS page, without the edition prefix. */
  pagePath(type: CmsPageType): string | undefined {
    const page = this.pageOfType(type);
    if (!page) return undefined;
    return page.meta.type === 'home' ? '/' : `/${page.meta.slug}`;
  }

  /** Switches the currency prices are shown in (remembered by the EditionStore). */
  chooseCurrency(code: string) {
    const known = this.currencies.find((currency) => currency.code === code);
    if (!known) return;
    this.deps.edition.chooseCurrency(known.code);
  }

  /**
   * Loads now and again on every change of edition or currency; starts the loader's minimum time
   * (none for a page the server rendered: it arrived whole, there is nothing to cover).
   * Returns a function that stops the reloads.
   */
  start({ loaderMinimumMs = LOADER_MINIMUM_MS } = {}): () => void {
    if (loaderMinimumMs <= 0) this.minimumElapsed = true;
    const timer =
      loaderMinimumMs > 0
        ? this.deps.clock.setTimeout(
            () => inAction('SiteStore.start', () => (this.minimumElapsed = true)),
            loaderMinimumMs,
          )
        : null;
    const stopCountry = reaction(
      () => this.deps.edition.country,
      () => void this.load(),
      { fireImmediately: true },
    );
    const stopCurrency = reaction(
      () => this.deps.edition.currency,
      () => void this.loadSettings(),
    );
    const stopAnalytics = reaction(
      () => (this.deps.consent.analyticsAllowed ? this.deps.edition.country : null),
      (country) => void (country ? this.loadAnalytics() : this.clearAnalytics()),
      { fireImmediately: true },
    );
    return () => {
      if (timer !== null) this.deps.clock.clearTimeout(timer);
      stopCountry();
      stopCurrency();
      stopAnalytics();
    };
  }

  /** Resolves once the first load has finished, well or not. */
  whenSettled(): Promise<void> {
    return when(() => this.settled);
  }

  private get shellKey(): string {
    return this.deps.edition.country;
  }

  private get generalKey(): string {
    return `${this.deps.edition.country}|${this.deps.edition.currency}`;
  }

  /** A read that logs its failure before the Resource keeps it. */
  private logged<T>(message: string, read: () => Promise<T>): () => Promise<T> {
    return async () => {
      try {
        return await read();
      } catch (error) {
        this.deps.log?.(message, error);
        throw error;
      }
    };
  }

  /**
   * Reads `key` into `resource`; the first load has settled once the edition's reads are in or one
   * of them failed, whichever read (of the edition or of a currency switch) finishes last.
   */
  private async read<T>(resource: Resource<T>, key: string, fetch: () => Promise<T>) {
    await resource.load(key, fetch);
    inAction('SiteStore.read', () => {
      if (this.state === 'ready' || this.state === 'failed') this.settled = true;
    });
  }

  /** Reads everything of the current edition; a later edition's answers win over an earlier one's. */
  async load(): Promise<void> {
    const { api } = this.deps;
    const message = 'The site data could not be loaded';
    await Promise.all([
      this.read(
        this.shell,
        this.shellKey,
        this.logged(message, async () => {
          const [countries, currencies, pages] = await Promise.all([
            api.countries(),
            api.currencies(),
            api.cmsPages(),
          ]);
          return { countries, currencies, pages };
        }),
      ),
      this.read(
        this.general,
        this.generalKey,
        this.logged(message, () => api.generalSettings()),
      ),
    ]);
  }

  /** Reads the edition's analytics tag; called only after Accept All. */
  loadAnalytics(): Promise<void> {
    return this.analyticsTag.load(
      this.deps.edition.country,
      this.logged('The analytics settings could not be loaded', () => this.deps.api.analytics()),
    );
  }

  /** Forgets the tag (Required Only): an answer still on its way is dropped too. */
  clearAnalytics() {
    this.analyticsTag.reset();
  }

  /** Settings hold money in the chosen currency: read them again after a currency switch. */
  loadSettings(): Promise<void> {
    return this.read(
      this.general,
      this.generalKey,
      this.logged('The site settings could not be loaded', () => this.deps.api.generalSettings()),
    );
  }
}
