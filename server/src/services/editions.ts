import { editions, type Edition } from '@pcshop/stores/schemas';

export interface EditionInfo {
  edition: Edition;
  country: 'GB' | 'FR' | 'IT' | 'ES' | 'DE';
  currency: 'GBP' | 'EUR';
  messageLocale: string;
  prefix: string;
}

/** SPEC §3: one edition per country; uk is the default and has no path prefix. */
export const editionTable: Record<Edition, EditionInfo> = {
  uk: { edition: 'uk', country: 'GB', currency: 'GBP', messageLocale: 'en-GB', prefix: '' },
  fr: { edition: 'fr', country: 'FR', currency: 'EUR', messageLocale: 'fr-FR', prefix: '/fr' },
  it: { edition: 'it', country: 'IT', currency: 'EUR', messageLocale: 'it', prefix: '/it' },
  es: { edition: 'es', country: 'ES', currency: 'EUR', messageLocale: 'es-ES', prefix: '/es' },
  de: { edition: 'de', country: 'DE', currency: 'EUR', messageLocale: 'de-DE', prefix: '/de' },
};

/** The edition of a request: the host's, when the domain map names it, else the path prefix's. */
export function editionFor(host: string, url: string, domains: Record<string, string>): EditionInfo {
  const byDomain = domains[host.split(':')[0] ?? ''];
  if (byDomain && byDomain in editionTable) return editionTable[byDomain as Edition];
  const first = url.split(/[/?#]/)[1] ?? '';
  const byPrefix = editions.find((edition) => edition !== 'uk' && edition === first);
  return editionTable[byPrefix ?? 'uk'];
}
