import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import {
  CONSENT_KEY,
  CURRENCY_KEY,
  SAVED_BUILD_KEY,
  SESSION_KEY,
  firstVisit,
} from '@pcshop/stores';
import {
  pageOrigin,
  type EditionHosts,
  type RenderRequest,
  type RenderedPage,
  type RenderedRedirect,
} from '@pcshop/stores/domain';

/** What the storefront's server bundle (`<STATIC_DIR>/.ssr/entry-server.js`) exports. */
interface ServerBundle {
  render(request: RenderRequest): Promise<RenderedPage | RenderedRedirect | null>;
  bodyClass: string;
}

/** A page the browser renders (for a signed-in shopper), answered with the status of its render. */
export interface PageStatus {
  status: RenderedPage['status'];
  html: null;
}

export interface ServerRenderer {
  /** The theme class of `<body>`. */
  bodyClass: string;
  /**
   * The page rendered for this request, with the host map its page will read (the
   * `rigsmith-editions` meta), its redirect, its status alone for a signed-in shopper, or null
   * when the browser renders it whatever its status.
   */
  render(
    request: FastifyRequest,
    hosts: EditionHosts,
  ): Promise<RenderedPage | RenderedRedirect | PageStatus | null>;
}

/** A render that takes longer than this is abandoned: the browser renders the page. */
const RENDER_TIMEOUT_MS = 3000;

/** fetch over `app.inject`: the render reads the API in-process, with no socket. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

/** The cookies a page's render reads: the shopper's currency, cookie choice and build. */
const PREFERENCE_COOKIES = [CURRENCY_KEY, CONSENT_KEY, SAVED_BUILD_KEY];

/** Those cookies of a request, in a fixed order: with the URL, all a render depends on. */
function preferenceCookies(cookies: Partial<Record<string, string>>): string {
  return PREFERENCE_COOKIES.flatMap((name) => {
    const value = cookies[name];
    return value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  }).join('; ');
}

/**
 * Loads the storefront's server bundle when the build has one. Pages are rendered on the server
 * for visitors whose first visit is not about to be sent to another edition; any render that
 * fails leaves the page to the browser. A signed-in shopper gets the same status and redirect as
 * everyone, but the page is rendered in the browser: the render is a signed-out visitor's (its
 * header and cart), which the shopper's first render in the browser would not match.
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  staticDir: string,
): Promise<ServerRenderer | null> {
  const file = path.join(staticDir, '.ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as ServerBundle;
  const fetchInProcess = inProcessFetch(app);

  return {
    bodyClass: bundle.bodyClass,
    async render(request, hosts) {
      // HEAD too: a link checker or a crawler gets the status and redirect a GET would.
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      const cookie = request.headers.cookie ?? '';
      const url = new URL(request.url, 'http://localhost');
      const languages = (request.headers['accept-language'] ?? '')
        .split(',')
        .map((part) => part.split(';')[0]?.trim() ?? '')
        .filter(Boolean);
      // On a host of the domain map there is no first-visit redirect (the host is its edition).
      const visit = hosts.hostEdition
        ? null
        : firstVisit({ pathname: url.pathname, search: url.search, cookie, languages });
      if (visit?.redirectTo) return null;

      // Rendered pages are catalogue answers: kept as long, shared by concurrent requests, and
      // dropped with them when the catalogue changes.
      const origin = pageOrigin(hosts);
      const preferences = preferenceCookies(request.cookies);
      const key = `page|${origin}|${hosts.hostEdition ?? ''}|${request.url}|${preferences}`;
      const { body } = await app.catalogueCache.read(key, async () => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
        });
        try {
          const page = await Promise.race([
            bundle.render({
              url: request.url,
              origin,
              cookie: preferences,
              hosts,
              fetch: fetchInProcess,
            }),
            timeout,
          ]);
          return JSON.stringify(page);
        } catch (error) {
          request.log.error({ err: error }, 'server render failed; the browser renders the page');
          return 'null';
        } finally {
          clearTimeout(timer);
        }
      });
      const page = JSON.parse(body) as RenderedPage | RenderedRedirect | null;
      const signedIn = request.cookies[SESSION_KEY] !== undefined;
      return signedIn && page && !('redirect' in page) ? { status: page.status, html: null } : page;
    },
  };
}
