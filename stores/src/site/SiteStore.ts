import { makeAutoObservable, reaction, when } from 'mobx';
import { inAction } from '../inAction';
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

/**
 * What the shell shows on every page: the countries, currencies, general settings and CMS pages of
 * the current edition, reloaded when the edition (language) or the currency changes.
 */
export class SiteStore {
  countries: Country[] = [];
  currencies: Currency[] = [];
  settings: GeneralSettings | null = null;
  pages: CmsPageSummary[] = [];
  /** The edition's analytics tag; read only once the shopper has accepted all cookies. */
  analytics: AnalyticsSettings | null = null;
  state: SiteLoadState = 'idle';
  /** The first load has finished (well or not): the shell can be shown. */
  settled = false;
  minimumElapsed = false;
  private generation = 0;

  constructor(private readonly deps: SiteDependencies) {
    makeAutoObservable<SiteStore, 'deps' | 'generation'>(
      this,
      { deps: false, generation: false },
      { autoBind: true },
    );
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

  /** Reads everything of the current edition; a later load wins over an earlier one. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.state = 'loading';
    const { api } = this.deps;
    try {
      const [countries, currencies, settings, pages] = await Promise.all([
        api.countries(),
        api.currencies(),
        api.generalSettings(),
        api.cmsPages(),
      ]);
      if (generation !== this.generation) return;
      inAction('SiteStore.load', () => {
        this.countries = countries;
        this.currencies = currencies;
        this.settings = settings;
        this.pages = pages;
        this.state = 'ready';
        this.settled = true;
      });
    } catch (error) {
      if (generation !== this.generation) return;
      this.deps.log?.('The site data could not be loaded', error);
      inAction('SiteStore.load', () => {
        this.state = 'failed';
        this.settled = true;
      });
    }
  }

  /** Reads the edition's analytics tag; called only after Accept All. */
  async loadAnalytics(): Promise<void> {
    const country = this.deps.edition.country;
    try {
      const analytics = await this.deps.api.analytics();
      if (country !== this.deps.edition.country || !this.deps.consent.analyticsAllowed) return;
      inAction('SiteStore.loadAnalytics', () => (this.analytics = analytics));
    } catch (error) {
      this.deps.log?.('The analytics settings could not be loaded', error);
    }
  }

  clearAnalytics() {
    this.analytics = null;
  }

  /** Settings hold money in the chosen currency: read them again after a currency switch. */
  async loadSettings(): Promise<void> {
    const generation = this.generation;
    try {
      const settings = await this.deps.api.generalSettings();
      if (generation !== this.generation) return;
      inAction('SiteStore.loadSettings', () => (this.settings = settings));
    } catch (error) {
      this.deps.log?.('The site settings could not be loaded', error);
    }
  }
}
