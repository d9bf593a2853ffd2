import type { Params } from 'react-router';
import type { RootStore } from '@pcshop/stores';

/** How the server answers a page it rendered: its status, or a redirect instead of the page. */
export type ServerAnswer = { status: 200 | 404 } | { redirect: string; status: 301 | 302 };

interface PageMatch {
  params: Params;
  search: URLSearchParams;
}

/**
 * What a page's route module tells the server renderer (`export const handle`): pages that show
 * the same thing to every visitor without a session are rendered on the server, with what
 * `preload` reads already in them (and, `signedIn`, a signed-in shopper's own pages). `answer`, asked once `preload` is done, says how the server
 * answers (200 by default); null leaves the page to the browser (a lookup that failed).
 */
export interface PageHandle {
  serverRender: true;
  /**
   * A page made for signed-in shoppers (the account, an order): the server renders it for the
   * shopper its page cookie proves, after their session has loaded what signing in loads, and
   * leaves it to the browser for anyone else. Other pages are rendered for visitors without one.
   */
  signedIn?: true;
  preload?: (stores: RootStore, match: PageMatch) => Promise<unknown>;
  answer?: (stores: RootStore, match: PageMatch) => ServerAnswer | null;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as { serverRender?: unknown }).serverRender === true
  );
}
