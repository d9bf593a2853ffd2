import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { editionCookie } from '@pcshop/stores';
import { pathInEdition, type Edition } from '@pcshop/stores/schemas';

/** The current page in another edition, with its query and hash. */
export function useEditionHref() {
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (target: Edition) => `${pathInEdition(pathname, target)}${search}${hash}`,
    [pathname, search, hash],
  );
}

/** Remembers the shopper's edition in the `i18n_redirected` cookie (SPEC §3). */
export function rememberEdition(edition: Edition) {
  document.cookie = editionCookie(edition);
}

/** Switches to the current page in another edition and remembers the choice. */
export function useSwitchEdition() {
  const navigate = useNavigate();
  const hrefIn = useEditionHref();
  return useCallback(
    (target: Edition) => {
      rememberEdition(target);
      void navigate(hrefIn(target));
    },
    [navigate, hrefIn],
  );
}
