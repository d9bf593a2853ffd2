import { EDITION_HOSTS_META, parseEditionHosts, type EditionHosts } from '@pcshop/stores/domain';

/**
 * Which host serves which edition, as the server wrote it into index.html (the
 * `rigsmith-editions` meta, present only when EDITION_DOMAINS is set); without it, every edition
 * lives under its prefix on this origin. Synchronous: read once at start-up, no request.
 */
export function pageEditionHosts(): EditionHosts {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${EDITION_HOSTS_META}"]`);
  return parseEditionHosts(meta?.content, window.location.origin);
}
