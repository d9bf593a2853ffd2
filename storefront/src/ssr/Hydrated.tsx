import { useEffect } from 'react';
import { whenPartsHydrated } from './hydrationParts';

/**
 * Set by the server on `#root` of a page it rendered, until the browser has made the page
 * interactive (with boot.ts's `data-starting`, index.html lays a layer over it that takes the clicks meanwhile).
 * On `#root`, not `<html>`: a change there would restyle the whole document.
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/**
 * Marks the page interactive once React has committed it and hydrated each of its parts (the
 * server's markup stops being inert).
 */
export function Hydrated() {
  useEffect(() => {
    whenPartsHydrated(() => document.getElementById('root')?.removeAttribute(HYDRATING_ATTRIBUTE));
  }, []);
  return null;
}
