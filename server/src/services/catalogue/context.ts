import {
  editionOfCountry,
  type CountryCode,
  type CurrencyCode,
  type MessageLocale,
} from '@pcshop/stores/schemas';
import { sql } from 'drizzle-orm';
import type { Bound } from '../../db/prepared';

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

/**
 * What a catalogue statement prices in: the context's country and currency, or the placeholders
 * of a prepared statement for them.
 */
export interface PricingContext {
  country: Bound<CountryCode>;
  currency: Bound<CurrencyCode>;
}

/** The country and currency of a prepared statement, given as `country` and `currency`. */
export const pricingPlaceholders: PricingContext = {
  country: sql.placeholder('country'),
  currency: sql.placeholder('currency'),
};

export function requestContext({ country, currency }: LocaleQuery): RequestContext {
  const edition = editionOfCountry[country];
  return { country, currency: currency ?? edition.currency, locale: edition.messageLocale };
}
