import {
  editionFromPath,
  editionPath,
  editionTable,
  isEdition,
  type Edition,
  type EditionInfo,
} from '../api/constants/index';

/**
 * Which host serves which edition (SPEC §3, README `EDITION_DOMAINS`): a mapped host serves its
 * edition without a path prefix; every other edition lives under its prefix on the main origin.
 */
export interface EditionHosts {
  /** The edition the current host serves without a prefix; null on the main origin. */
  hostEdition: Edition | null;
  /** Host name → edition, as configured. */
  domains: Readonly<Record<string, Edition>>;
  /**
   * The main origin (`https://rigsmith.com`) for prefixed editions, whose protocol domains share;
   * empty when unknown (URLs are then relative to the page: protocol-relative or a path).
   */
  origin: string;
}

/** No domain map: every edition under its prefix on this origin. */
export function prefixedEditions(origin: string): EditionHosts {
  return { hostEdition: null, domains: {}, origin };
}

/** The `<meta name>` the server renders the host map into when it serves index.html. */
export const EDITION_HOSTS_META = 'rigsmith-editions';

/** The host's edition when the domain map names the host (port ignored), else null. */
export function editionOfHost(
  host: string,
  domains: Readonly<Record<string, Edition>>,
): Edition | null {
  const name = (host.split(':')[0] ?? '').toLowerCase();
  return Object.hasOwn(domains, name) ? (domains[name] ?? null) : null;
}

/** The host map of a request to `host`; the server writes it into the page as JSON. */
export function editionHostsOf(
  host: string,
  domains: Readonly<Record<string, Edition>>,
  origin: string,
): EditionHosts {
  return { hostEdition: editionOfHost(host, domains), domains, origin };
}

/**
 * Reads the server's meta content back; anything missing or malformed falls back to prefixes on
 * `fallbackOrigin` (a dev server or a static preview renders no meta). No zod: start-up code.
 */
export function parseEditionHosts(content: string | null | undefined, fallbackOrigin: string) {
  const fallback = prefixedEditions(fallbackOrigin);
  if (!content) return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    return fallback;
  }
  if (typeof raw !== 'object' || raw === null) return fallback;
  const { hostEdition, domains, origin } = raw as Record<string, unknown>;
  if (typeof domains !== 'object' || domains === null) return fallback;
  const entries = Object.entries(domains).filter((entry): entry is [string, Edition] =>
    isEdition(entry[1]),
  );
  return {
    hostEdition: isEdition(hostEdition) ? hostEdition : null,
    domains: Object.fromEntries(entries),
    origin:
      typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin) ? origin : fallbackOrigin,
  } satisfies EditionHosts;
}

/** The edition a page shows: the host's, else the path prefix's. */
export function editionOfPage(hosts: EditionHosts, pathname: string): EditionInfo {
  return hosts.hostEdition ? editionTable[hosts.hostEdition] : editionFromPath(pathname);
}

/** The path prefix the router mounts an edition under on this host (none for the host's own). */
export function routePrefix(hosts: EditionHosts, edition: Edition): string {
  return edition === hosts.hostEdition ? '' : editionTable[edition].prefix;
}

/** The host that serves an edition without a prefix, if the map names one. */
export function domainOf(hosts: EditionHosts, edition: Edition): string | null {
  return Object.entries(hosts.domains).find(([, value]) => value === edition)?.[0] ?? null;
}

/** An app path (`/games`) as this page's edition link: prefix-less on the edition's own host. */
export function pathOnHost(hosts: EditionHosts, edition: Edition, appPath: string): string {
  return edition === hosts.hostEdition ? appPath : editionPath(edition, appPath);
}

/** An app path in an edition as an absolute URL: its domain's, else prefixed on the main origin. */
export function editionUrl(hosts: EditionHosts, edition: Edition, appPath: string): string {
  const domain = domainOf(hosts, edition);
  if (domain) {
    const protocol = hosts.origin ? new URL(hosts.origin).protocol : '';
    return `${protocol}//${domain}${appPath}`;
  }
  return `${hosts.origin}${editionPath(edition, appPath)}`;
}

/** The origin of the page: its edition's domain, else the main origin. */
export function pageOrigin(hosts: EditionHosts): string {
  return hosts.hostEdition ? editionUrl(hosts, hosts.hostEdition, '') : hosts.origin;
}

/**
 * A link to an app path in an edition from this page: a path when this host serves that edition
 * (prefix-less on its own domain, prefixed on the main origin), else an absolute URL to the host
 * that does.
 */
export function editionHref(hosts: EditionHosts, edition: Edition, appPath: string): string {
  if (edition === hosts.hostEdition) return appPath;
  if (!hosts.hostEdition && !domainOf(hosts, edition)) return editionPath(edition, appPath);
  return editionUrl(hosts, edition, appPath);
}

/** The app path of a page's pathname: `/fr/games` → `/games` on the main origin; as is on a domain. */
export function appPathOf(hosts: EditionHosts, pathname: string): string {
  if (hosts.hostEdition) return pathname;
  const prefix = editionFromPath(pathname).prefix;
  return prefix ? pathname.slice(prefix.length) || '/' : pathname;
}

/**
 * A path in its prefixed form (`/fr/faq`, as the server's redirects answer) as a link from this
 * page: `/faq` on the French domain, a URL on another edition's domain, else as is.
 */
export function hrefOfPrefixedPath(hosts: EditionHosts, path: string): string {
  const info = editionFromPath(path);
  const rest = info.prefix ? path.slice(info.prefix.length) || '/' : path;
  return editionHref(hosts, info.edition, rest);
}

/** True when a link leaves this page's host (an absolute URL from `editionHref`). */
export function isOtherHost(href: string): boolean {
  return /^(https?:)?\/\//.test(href);
}
