import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { editionCookie } from '@pcshop/stores';
import { isOtherHost } from '@pcshop/stores/domain';
import type { Edition } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';

/**
 * The current page in another edition, with its query and hash: a path on this host, or an
 * absolute URL when another host serves that edition (EDITION_DOMAINS).
 */
export function useEditionHref() {
  const { pathname, search, hash } = useLocation();
  const { edition } = useStores();
  return useCallback(
    (target: Edition) => edition.hrefIn(target, pathname, `${search}${hash}`),
    [edition, pathname, search, hash],
  );
}

/** Remembers the shopper's edition in the `i18n_redirected` cookie (SPEC §3). */
export function rememberEdition(edition: Edition) {
  document.cookie = editionCookie(edition);
}

/** Switches to the current page in another edition (on its host, if it has one) and remembers it. */
export function useSwitchEdition() {
  const navigate = useNavigate();
  const hrefIn = useEditionHref();
  return useCallback(
    (target: Edition) => {
      rememberEdition(target);
      const href = hrefIn(target);
      if (isOtherHost(href)) window.location.assign(href);
      else void navigate(href);
    },
    [navigate, hrefIn],
  );
}
