import { makeAutoObservable } from 'mobx';
import {
  currencyCodes,
  editionTable,
  type CurrencyCode,
  type Edition,
  type EditionInfo,
} from '../api/constants/index';
import type { KeyValueStorage } from '../platform';
import {
  appPathOf,
  editionHref,
  editionUrl,
  pathOnHost,
  prefixedEditions,
  type EditionHosts,
} from '../domain/editionHosts';

/** Where the chosen currency is kept (a cookie in the storefront). */
export const CURRENCY_KEY = 'rigsmith.currency';

/** The shopper's edition (country, language) and chosen currency. */
export class EditionStore {
  edition: Edition = 'uk';
  private chosenCurrency: CurrencyCode | null;

  constructor(
    private readonly storage: KeyValueStorage,
    /** Which host serves which edition (the server's domain map); by default prefixes only. */
    readonly hosts: EditionHosts = prefixedEditions(''),
  ) {
    const stored = storage.getItem(CURRENCY_KEY);
    this.chosenCurrency = currencyCodes.find((code) => code === stored) ?? null;
    makeAutoObservable<EditionStore, 'storage'>(
      this,
      { storage: false, hosts: false },
      { autoBind: true },
    );
  }

  get info(): EditionInfo {
    return editionTable[this.edition];
  }

  get country() {
    return this.info.country;
  }

  /** The chosen currency, else the edition's (GBP for uk, EUR for the others). */
  get currency(): CurrencyCode {
    return this.chosenCurrency ?? this.info.currency;
  }

  /** An app path (`/games`) as a link in the current edition: `/fr/games`, or `/games` on its domain. */
  path(appPath: string): string {
    return pathOnHost(this.hosts, this.edition, appPath);
  }

  /** A page (its pathname, query and hash) in another edition: a path, or a URL on its domain. */
  hrefIn(target: Edition, pathname: string, suffix = ''): string {
    return `${editionHref(this.hosts, target, appPathOf(this.hosts, pathname))}${suffix}`;
  }

  /** A page's address in an edition, for canonical and hreflang links (relative if no origin). */
  urlIn(target: Edition, pathname: string): string {
    return editionUrl(this.hosts, target, appPathOf(this.hosts, pathname));
  }

  setEdition(edition: Edition) {
    this.edition = edition;
  }

  chooseCurrency(currency: CurrencyCode) {
    this.chosenCurrency = currency;
    this.storage.setItem(CURRENCY_KEY, currency);
  }
}
