import { editionTable, editions, type Edition } from '../api/constants/index';

/** The cookie that remembers the chosen edition (source document §2). */
export const EDITION_COOKIE = 'i18n_redirected';
const ONE_YEAR_S = 365 * 24 * 3600;

/** The edition the cookie names, if any. */
export function readEditionCookie(cookieHeader: string): Edition | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== EDITION_COOKIE) continue;
    const raw = decodeURIComponent(value.join('='));
    return editions.find((edition) => edition === raw) ?? null;
  }
  return null;
}

/** The `document.cookie` assignment that remembers an edition for a year. */
export function editionCookie(edition: Edition): string {
  return `${EDITION_COOKIE}=${edition}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

const editionOfLanguage: Record<string, Edition> = {
  en: 'uk',
  fr: 'fr',
  it: 'it',
  es: 'es',
  de: 'de',
};

/** The edition the browser's languages suggest (first one we speak), else the default. */
export function editionForLanguages(languages: readonly string[]): Edition {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0] ?? '';
    const edition = editionOfLanguage[primary];
    if (edition) return edition;
  }
  return 'uk';
}

export interface FirstVisit {
  /** The edition to remember in the cookie. */
  edition: Edition;
  /** Where to go instead of the requested path, when the visit is redirected. */
  redirectTo: string | null;
}

/**
 * SPEC §3: a first visit (no cookie) to `/` is sent once to the edition of the browser's language,
 * and that edition is remembered in the cookie so no later visit is redirected. A visit with the
 * cookie, or to any other path (a deep link names its edition), is left alone.
 */
export function firstVisit({
  pathname,
  search,
  cookie,
  languages,
}: {
  pathname: string;
  search: string;
  cookie: string;
  languages: readonly string[];
}): FirstVisit | null {
  if (readEditionCookie(cookie)) return null;
  if (pathname !== '/') return null;
  const edition = editionForLanguages(languages);
  const prefix = editionTable[edition].prefix;
  return { edition, redirectTo: prefix ? `${prefix}${search}` : null };
}
