import { asc } from 'drizzle-orm';
import type { CountryCode, CurrencyCode, Edition, Settings } from '@pcshop/stores/schemas';
import { countryCodes, editionOfCountry, generalSettingsSchema } from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { countries, currencies } from '../../db/schema/index';
import { notFound } from '../errors';
import { requestContext, type LocaleQuery } from '../catalogue/context';
import { getAnalyticsSettings } from './analytics';
import { readSettings } from './settings';

const statements = preparedPer((db) => ({
  countries: db.select().from(countries).prepare('countries'),
  currencies: db.select().from(currencies).orderBy(asc(currencies.code)).prepare('currencies'),
}));

/** Names of regions or currencies in a locale, made once per locale and kind. */
const displayNames = new Map<string, Intl.DisplayNames>();
function namesIn(locale: string, type: 'region' | 'currency'): Intl.DisplayNames {
  const key = `${locale}|${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type });
    displayNames.set(key, names);
  }
  return names;
}

/** The editions' countries in the editions' order, named in the requesting country's locale. */
export async function listCountries(db: Database, locale: LocaleQuery) {
  const { locale: messageLocale } = requestContext(locale);
  const names = namesIn(messageLocale, 'region');
  const rows = await statements(db).countries.execute();
  rows.sort(
    (a, b) =>
      countryCodes.indexOf(a.code as CountryCode) - countryCodes.indexOf(b.code as CountryCode),
  );
  return {
    items: rows.map((row) => {
      const code = row.code as CountryCode;
      return {
        code,
        name: names.of(code) ?? row.name,
        edition: row.edition as Edition,
        messageLocale: editionOfCountry[code].messageLocale,
        defaultCurrency: row.defaultCurrency as CurrencyCode,
        vatRateBp: row.vatRateBp,
        shipsTo: row.shipsTo,
      };
    }),
  };
}

export async function listCurrencies(db: Database, locale: LocaleQuery) {
  const { locale: messageLocale } = requestContext(locale);
  const names = namesIn(messageLocale, 'currency');
  const rows = await statements(db).currencies.execute();
  return {
    items: rows.map((row) => ({
      code: row.code as CurrencyCode,
      symbol: row.symbol,
      name: names.of(row.code) ?? row.code,
      minorUnits: row.minorUnits,
    })),
  };
}

/** A published settings group; money in the currency asked, support contacts the country's. */
export async function getSettings(
  db: Database,
  slug: Settings['slug'],
  locale: LocaleQuery,
): Promise<Settings> {
  if (slug === 'analytics') return { slug, value: await getAnalyticsSettings(db, locale) };
  const { country, currency } = requestContext(locale);
  const stored = await readSettings(db, slug);
  if (!stored) throw notFound(`Settings ${slug}`);
  const support = stored.supportContacts?.[country] ?? {
    email: stored.supportEmail,
    phone: stored.supportPhone,
  };
  return {
    slug,
    value: generalSettingsSchema.parse({
      shopName: stored.shopName,
      supportEmail: support.email,
      supportPhone: support.phone,
      currency,
      assemblyFee: stored.assemblyFee[currency],
      freeShippingFrom: stored.freeShippingFrom[currency],
    }),
  };
}
