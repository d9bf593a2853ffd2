import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page reached by a link, a redirect or a form opens at its top, as a page load would (the
 * router alone keeps the last page's scroll). Back and Forward, a changed query on the same page
 * and a link to an anchor keep what the browser does.
 */
export function NewPageAtTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
