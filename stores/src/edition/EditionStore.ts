import { makeAutoObservable } from 'mobx';
import {
  currencyCodes,
  editionTable,
  type CurrencyCode,
  type Edition,
  type EditionInfo,
} from '../api/schemas/index';
import type { KeyValueStorage } from '../platform';

const CURRENCY_KEY = 'rigsmith.currency';

/** The shopper's edition (country, language) and chosen currency. */
export class EditionStore {
  edition: Edition = 'uk';
  private chosenCurrency: CurrencyCode | null;

  constructor(private readonly storage: KeyValueStorage) {
    const stored = storage.getItem(CURRENCY_KEY);
    this.chosenCurrency = currencyCodes.find((code) => code === stored) ?? null;
    makeAutoObservable<EditionStore, 'storage'>(this, { storage: false }, { autoBind: true });
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

  setEdition(edition: Edition) {
    this.edition = edition;
  }

  chooseCurrency(currency: CurrencyCode) {
    this.chosenCurrency = currency;
    this.storage.setItem(CURRENCY_KEY, currency);
  }
}
