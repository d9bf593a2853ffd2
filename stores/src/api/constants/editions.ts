/** SPEC §3: the five editions, their countries and currencies. */
export const editions = ['uk', 'fr', 'it', 'es', 'de'] as const;
export type Edition = (typeof editions)[number];

export const countryCodes = ['GB', 'FR', 'IT', 'ES', 'DE'] as const;
export type CountryCode = (typeof countryCodes)[number];

export const currencyCodes = ['GBP', 'EUR'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/** The message locales of the five editions (en-US is only the catalogues' reference key set). */
export const messageLocales = ['en-GB', 'fr-FR', 'it', 'es-ES', 'de-DE'] as const;
export type MessageLocale = (typeof messageLocales)[number];

export interface EditionInfo {
  edition: Edition;
  country: CountryCode;
  currency: CurrencyCode;
  messageLocale: MessageLocale;
  /** Intl locale for dates, numbers and prices. */
  intlLocale: string;
  /** The IANA time zone its shoppers read times in. */
  timeZone: string;
  /** Path prefix; empty for the default edition. */
  prefix: '' | `/${Edition}`;
}

/** SPEC §3: one edition per country; uk is the default and has no path prefix. */
export const editionTable: Record<Edition, EditionInfo> = {
  uk: {
    edition: 'uk',
    country: 'GB',
    currency: 'GBP',
    messageLocale: 'en-GB',
    intlLocale: 'en-GB',
    timeZone: 'Europe/London',
    prefix: '',
  },
  fr: {
    edition: 'fr',
    country: 'FR',
    currency: 'EUR',
    messageLocale: 'fr-FR',
    intlLocale: 'fr-FR',
    timeZone: 'Europe/Paris',
    prefix: '/fr',
  },
  it: {
    edition: 'it',
    country: 'IT',
    currency: 'EUR',
    messageLocale: 'it',
    intlLocale: 'it-IT',
    timeZone: 'Europe/Rome',
    prefix: '/it',
  },
  es: {
    edition: 'es',
    country: 'ES',
    currency: 'EUR',
    messageLocale: 'es-ES',
    intlLocale: 'es-ES',
    timeZone: 'Europe/Madrid',
    prefix: '/es',
  },
  de: {
    edition: 'de',
    country: 'DE',
    currency: 'EUR',
    messageLocale: 'de-DE',
    intlLocale: 'de-DE',
    timeZone: 'Europe/Berlin',
    prefix: '/de',
  },
};

export const defaultEdition: Edition = 'uk';

export const isEdition = (value: unknown): value is Edition =>
  typeof value === 'string' && Object.hasOwn(editionTable, value);

/** The edition whose prefix starts this path (`/fr/...` → fr), else the default. */
export function editionFromPath(pathname: string): EditionInfo {
  const first = pathname.split(/[/?#]/)[1] ?? '';
  const match = Object.values(editionTable).find((info) => info.prefix === `/${first}`);
  return match ?? editionTable[defaultEdition];
}

/** An app path in an edition: `/games` → `/fr/games`, `/` → `/fr`; the default edition's as is. */
export function editionPath(edition: Edition, path: string): string {
  const prefix = editionTable[edition].prefix;
  return prefix ? `${prefix}${path === '/' ? '' : path}` : path;
}

/** The same path in another edition: `/fr/games` → `/de/games`, `/fr` → `/`. */
export function pathInEdition(pathname: string, target: Edition): string {
  const current = editionFromPath(pathname);
  const rest = current.prefix ? pathname.slice(current.prefix.length) || '/' : pathname;
  return editionPath(target, rest);
}

/** Each country's edition (its message locale, currency and path prefix). */
export const editionOfCountry = Object.fromEntries(
  Object.values(editionTable).map((info) => [info.country, info]),
) as Record<CountryCode, EditionInfo>;
