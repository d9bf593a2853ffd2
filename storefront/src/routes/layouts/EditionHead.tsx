import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { editions, editionTable, type Edition } from '@pcshop/stores/constants';
import { useStores } from '@pcshop/stores/react';

function headLink(selector: string, attributes: Record<string, string>) {
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!link) {
    link = document.createElement('link');
    document.head.append(link);
  }
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
}

/**
 * The page's canonical address and its hreflang alternates in every edition (plus x-default,
 * the default edition), each on the host that serves that edition, kept in `<head>` as the
 * shopper moves between pages.
 */
export function EditionHead({ edition: current }: { edition: Edition }) {
  const { pathname } = useLocation();
  const { edition: editionStore } = useStores();
  useEffect(() => {
    const urlIn = (edition: Edition) =>
      new URL(editionStore.urlIn(edition, pathname), window.location.origin).href;
    headLink('link[rel="canonical"]', { rel: 'canonical', href: urlIn(current) });
    for (const edition of editions) {
      const hreflang = editionTable[edition].messageLocale;
      headLink(`link[rel="alternate"][hreflang="${hreflang}"]`, {
        rel: 'alternate',
        hreflang,
        href: urlIn(edition),
      });
    }
    headLink('link[rel="alternate"][hreflang="x-default"]', {
      rel: 'alternate',
      hreflang: 'x-default',
      href: urlIn('uk'),
    });
  }, [current, editionStore, pathname]);
  return null;
}
