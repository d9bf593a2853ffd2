import type { EditionHosts } from './editionHosts';

/**
 * The contract between the server and the storefront's server bundle
 * (`<STATIC_DIR>/.ssr/entry-server.js`, its `render`): what a page's render is given and answers.
 */
export interface RenderRequest {
  /** The page's path and query. */
  url: string;
  /** The shop's origin, e.g. `http://localhost:3000`. */
  origin: string;
  /** The request's Cookie header (the currency and cookie choices). */
  cookie: string;
  /** Which host serves which edition, as the page's `rigsmith-editions` meta will say. */
  hosts: EditionHosts;
  /** Answers the API calls in-process. */
  fetch: typeof fetch;
  /**
   * A signed-in shopper's session, proved by their page cookie, with an access token made for the
   * page: the render's calls carry it, and the page hands it to the browser, whose session starts
   * with it. Given, only a page made for signed-in shoppers is rendered (its handle's `signedIn`),
   * for them; without it, only the others.
   */
  session?: { access: string; sessionEnd: number };
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The script that hands the browser what the server read. */
  payload: string;
  /** The page's language, for `<html lang>`. */
  lang: string;
  /** Its title, description, canonical and hreflang links; starts with `<title>` when it has one. */
  head: string;
  /** 200, or 404 for a page that says it does not exist. */
  status: 200 | 404;
}

/** A legacy path: the server answers with the redirect (an edition path, or an absolute URL). */
export interface RenderedRedirect {
  redirect: string;
  status: 301 | 302;
}
