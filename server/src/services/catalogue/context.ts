import {
  editionOfCountry,
  type CountryCode,
  type CurrencyCode,
  type MessageLocale,
} from '@pcshop/stores/schemas';

/** What every call carries: the country (default GB) and, on priced calls, the currency. */
export interface LocaleQuery {
  country: CountryCode;
  currency?: CurrencyCode | undefined;
}

export interface RequestContext {
  country: CountryCode;
  /** The currency asked for, else the country's (SPEC §3: GBP for GB, EUR for the others). */
  currency: CurrencyCode;
  /** Pages and texts follow the country's message locale. */
  locale: MessageLocale;
}

export function requestContext({ country, currency }: LocaleQuery): RequestContext {
  const edition = editionOfCountry[country];
  return { country, currency: currency ?? edition.currency, locale: edition.messageLocale };
}
