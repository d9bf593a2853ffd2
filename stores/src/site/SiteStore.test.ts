import { configure } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Country, Currency, GeneralSettings } from '../api/schemas/index';
import { EditionStore } from '../edition/EditionStore';
import { memoryStorage } from '../platform';
import { fakeClock } from '../testing/fakeClock';
import { ConsentStore } from './ConsentStore';
import { LOADER_MINIMUM_MS, SiteStore, type CmsPageSummary, type SiteApi } from './SiteStore';

const country = (code: Country['code'], name: string): Country => ({
  code,
  name,
  edition: code === 'GB' ? 'uk' : (code.toLowerCase() as Country['edition']),
  messageLocale: code === 'GB' ? 'en-GB' : 'fr-FR',
  defaultCurrency: code === 'GB' ? 'GBP' : 'EUR',
  vatRateBp: 2000,
  shipsTo: true,
});
const currencies: Currency[] = [
  { code: 'EUR', symbol: '€', name: 'Euro', minorUnits: 2 },
  { code: 'GBP', symbol: '£', name: 'British Pound', minorUnits: 2 },
];
const settings = (currency: 'GBP' | 'EUR'): GeneralSettings => ({
  shopName: 'Rigsmith',
  supportEmail: 'support@rigsmith.co.uk',
  supportPhone: '+44 20 7946 0321',
  currency,
  assemblyFee: currency === 'GBP' ? 9900 : 11900,
  freeShippingFrom: 150000,
});
const page = (
  type: CmsPageSummary['meta']['type'],
  slug: string,
  locale: string,
): CmsPageSummary => ({
  id: slug.length,
  title: slug,
  meta: {
    type,
    slug,
    api_url: `/api/cms/pages/${slug}`,
    locale,
    metaTitle: slug,
    metaDescription: slug,
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
});

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fake API answering for the country and currency the edition store holds at call time. */
function setup(
  options: { failCountries?: boolean; storage?: ReturnType<typeof memoryStorage> } = {},
) {
  const storage = options.storage ?? memoryStorage();
  const edition = new EditionStore(storage);
  const consent = new ConsentStore(storage);
  const clock = fakeClock();
  const log = vi.fn();
  const calls: string[] = [];
  const api: SiteApi = {
    countries: vi.fn(async () => {
      calls.push(`countries ${edition.country}`);
      if (options.failCountries) throw new Error('503');
      return edition.country === 'FR'
        ? [country('GB', 'Royaume-Uni'), country('FR', 'France')]
        : [country('GB', 'United Kingdom'), country('FR', 'France')];
    }),
    currencies: vi.fn(async () => currencies),
    generalSettings: vi.fn(async () => {
      calls.push(`settings ${edition.currency}`);
      return settings(edition.currency);
    }),
    cmsPages: vi.fn(async () =>
      edition.country === 'FR'
        ? [page('terms_and_conditions', 'conditions-generales', 'fr-FR')]
        : [
            page('faq', 'faq', 'en-GB'),
            page('terms_and_conditions', 'terms-and-conditions', 'en-GB'),
          ],
    ),
    analytics: vi.fn(async () => ({
      tagId: `RS-${edition.country}-1001`,
      scriptUrl: `/api/site/analytics.js?tag=RS-${edition.country}-1001`,
    })),
  };
  const store = new SiteStore({ api, edition, consent, clock, log });
  return { store, api, edition, consent, clock, log, calls, storage };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SiteStore', () => {
  beforeAll(() => configure({ enforceActions: 'always', computedRequiresReaction: false }));

  it('loads countries, currencies, settings and CMS pages of the edition on start', async () => {
    const { store } = setup();
    expect(store.state).toBe('idle');
    const stop = store.start();
    expect(store.state).toBe('loading');
    await flush();
    expect(store.state).toBe('ready');
    expect(store.countries.map((item) => item.name)).toEqual(['United Kingdom', 'France']);
    expect(store.currencies.map((item) => item.code)).toEqual(['EUR', 'GBP']);
    expect(store.settings?.supportEmail).toBe('support@rigsmith.co.uk');
    expect(store.pagePath('terms_and_conditions')).toBe('/terms-and-conditions');
    expect(store.pageOfType('privacy')).toBeUndefined();
    stop();
  });

  it('keeps the loader until the data has loaded and 500 ms have passed', async () => {
    const { store, clock, api } = setup();
    const slow = deferred<CmsPageSummary[]>();
    vi.mocked(api.cmsPages).mockReturnValueOnce(slow.promise);
    const stop = store.start();
    expect(store.loaderVisible).toBe(true);
    clock.advance(LOADER_MINIMUM_MS);
    await flush();
    expect(store.loaderVisible).toBe(true);
    slow.resolve([]);
    await flush();
    expect(store.loaderVisible).toBe(false);
    stop();
  });

  it('does not hide the loader before 500 ms even when the data comes at once', async () => {
    const { store, clock } = setup();
    const stop = store.start();
    await flush();
    expect(store.state).toBe('ready');
    clock.advance(LOADER_MINIMUM_MS - 1);
    expect(store.loaderVisible).toBe(true);
    clock.advance(1);
    expect(store.loaderVisible).toBe(false);
    stop();
  });

  it('covers a server-rendered page only until its data is in, and says when that is', async () => {
    const { store } = setup();
    const stop = store.start({ loaderMinimumMs: 0 });
    let settled = false;
    void store.whenSettled().then(() => (settled = true));
    expect(settled).toBe(false);
    await flush();
    expect(settled).toBe(true);
    expect(store.loaderVisible).toBe(false);
    stop();
  });

  it('logs a failed load and lets the shell show without the data', async () => {
    const { store, clock, log } = setup({ failCountries: true });
    const stop = store.start();
    await flush();
    clock.advance(LOADER_MINIMUM_MS);
    expect(store.state).toBe('failed');
    expect(store.loaderVisible).toBe(false);
    expect(log).toHaveBeenCalledWith('The site data could not be loaded', expect.any(Error));
    stop();
  });

  it('reloads in the new language when the edition changes, and the later answer wins', async () => {
    const { store, edition, api } = setup();
    const stale = deferred<CmsPageSummary[]>();
    vi.mocked(api.cmsPages).mockReturnValueOnce(stale.promise);
    const stop = store.start();
    edition.setEdition('fr');
    await flush();
    expect(store.countries[0]?.name).toBe('Royaume-Uni');
    expect(store.pagePath('terms_and_conditions')).toBe('/conditions-generales');
    stale.resolve([page('faq', 'faq', 'en-GB')]);
    await flush();
    expect(store.pagePath('terms_and_conditions')).toBe('/conditions-generales');
    stop();
  });

  it('switches currency through the edition store, remembers it and re-reads the settings', async () => {
    const { store, calls, storage } = setup();
    const stop = store.start();
    await flush();
    expect(store.currency).toBe('GBP');
    store.chooseCurrency('EUR');
    await flush();
    expect(store.currency).toBe('EUR');
    expect(store.settings?.assemblyFee).toBe(11900);
    expect(calls).toEqual(['countries GB', 'settings GBP', 'settings EUR']);
    expect(new EditionStore(storage).currency).toBe('EUR');
    stop();
  });

  it('never lets a slow settings answer of the previous currency overwrite the current one', async () => {
    const { store, api } = setup();
    const stop = store.start();
    await flush();
    const slowEur = deferred<GeneralSettings>();
    vi.mocked(api.generalSettings).mockReturnValueOnce(slowEur.promise);
    store.chooseCurrency('EUR');
    store.chooseCurrency('GBP');
    await flush();
    expect(store.settings?.currency).toBe('GBP');
    slowEur.resolve(settings('EUR'));
    await flush();
    expect(store.settings?.currency).toBe('GBP');
    expect(store.state).toBe('ready');
    stop();
  });

  it('settles the first load on the settings of the currency chosen while it was on its way', async () => {
    const { store, api, edition } = setup();
    const slowGbp = deferred<GeneralSettings>();
    vi.mocked(api.generalSettings).mockReturnValueOnce(slowGbp.promise);
    const stop = store.start({ loaderMinimumMs: 0 });
    edition.chooseCurrency('EUR');
    await flush();
    expect(store.settled).toBe(true);
    expect(store.settings?.currency).toBe('EUR');
    slowGbp.resolve(settings('GBP'));
    await flush();
    expect(store.settings?.currency).toBe('EUR');
    stop();
  });

  it('ignores a currency it does not list', async () => {
    const { store } = setup();
    const stop = store.start();
    await flush();
    store.chooseCurrency('USD');
    expect(store.currency).toBe('GBP');
    stop();
  });

  it('reads the analytics tag only after Accept All, and forgets it after Required Only', async () => {
    const { store, consent, api, edition } = setup();
    const stop = store.start();
    await flush();
    expect(api.analytics).not.toHaveBeenCalled();
    expect(store.analytics).toBeNull();
    consent.acceptAll();
    await flush();
    expect(store.analytics?.tagId).toBe('RS-GB-1001');
    edition.setEdition('fr');
    await flush();
    expect(store.analytics?.scriptUrl).toBe('/api/site/analytics.js?tag=RS-FR-1001');
    consent.requiredOnly();
    expect(store.analytics).toBeNull();
    stop();
  });

  it('drops an analytics answer that arrives after Required Only', async () => {
    const { store, consent, api } = setup();
    const stop = store.start();
    await flush();
    const slow = deferred<{ tagId: string; scriptUrl: string }>();
    vi.mocked(api.analytics).mockReturnValueOnce(slow.promise);
    consent.acceptAll();
    consent.requiredOnly();
    slow.resolve({ tagId: 'RS-GB-1001', scriptUrl: '/api/site/analytics.js?tag=RS-GB-1001' });
    await flush();
    expect(store.analytics).toBeNull();
    stop();
  });

  it('stops reloading once stopped', async () => {
    const { store, edition, api } = setup();
    const stop = store.start();
    await flush();
    stop();
    edition.setEdition('de');
    await flush();
    expect(api.countries).toHaveBeenCalledTimes(1);
  });
});
