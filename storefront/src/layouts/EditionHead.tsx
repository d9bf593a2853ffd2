import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { editions, editionTable, type Edition } from '@pcshop/stores/constants';
import type { EditionStore } from '@pcshop/stores';
import { useStores } from '@pcshop/stores/react';
import { useServerHead, type HeadLink } from '../ssr/documentHead';

/**
 * The page's canonical address and its hreflang alternates in every edition (plus x-default,
 * the default edition), each on the host that serves that edition.
 */
function editionLinks(
  store: EditionStore,
  current: Edition,
  pathname: string,
  origin: string,
): HeadLink[] {
  const urlIn = (edition: Edition) => new URL(store.urlIn(edition, pathname), origin).href;
  return [
    { rel: 'canonical', href: urlIn(current) },
    ...editions.map((edition) => ({
      rel: 'alternate' as const,
      hreflang: editionTable[edition].messageLocale,
      href: urlIn(edition),
    })),
    { rel: 'alternate', hreflang: 'x-default', href: urlIn('uk') },
  ];
}

function headLink({ rel, href, hreflang }: HeadLink) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`;
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!link) {
    link = document.createElement('link');
    document.head.append(link);
  }
  link.setAttribute('rel', rel);
  if (hreflang) link.setAttribute('hreflang', hreflang);
  link.setAttribute('href', href);
}

/**
 * Keeps the canonical and hreflang links in `<head>` as the shopper moves between pages; on the
 * server, they go into the page's head.
 */
export function EditionHead({ edition: current }: { edition: Edition }) {
  const { pathname } = useLocation();
  const { edition: editionStore } = useStores();
  const serverHead = useServerHead();
  serverHead?.setLinks(editionLinks(editionStore, current, pathname, serverHead.origin));
  useEffect(() => {
    for (const link of editionLinks(editionStore, current, pathname, window.location.origin)) {
      headLink(link);
    }
  }, [current, editionStore, pathname]);
  return null;
}
