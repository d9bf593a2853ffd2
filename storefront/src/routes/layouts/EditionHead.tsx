import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { editions, editionTable, pathInEdition } from '@pcshop/stores/schemas';

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
 * the default edition), kept in `<head>` as the shopper moves between pages.
 */
export function EditionHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    const origin = window.location.origin;
    headLink('link[rel="canonical"]', { rel: 'canonical', href: `${origin}${pathname}` });
    for (const edition of editions) {
      const hreflang = editionTable[edition].messageLocale;
      headLink(`link[rel="alternate"][hreflang="${hreflang}"]`, {
        rel: 'alternate',
        hreflang,
        href: `${origin}${pathInEdition(pathname, edition)}`,
      });
    }
    headLink('link[rel="alternate"][hreflang="x-default"]', {
      rel: 'alternate',
      hreflang: 'x-default',
      href: `${origin}${pathInEdition(pathname, 'uk')}`,
    });
  }, [pathname]);
  return null;
}
