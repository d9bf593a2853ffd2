import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { PAGE_COOKIE } from '../routes/auth/refreshCookie';
import { authenticatePage } from '../services/auth/sessions';
import {
  CHECKOUT_STARTED_KEY,
  CONSENT_KEY,
  CURRENCY_KEY,
  RECORDED_ANSWER,
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

/** A signed-in shopper's own page: never kept by a cache. */
export type PersonalPage = RenderedPage & { personal: true };

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
  ): Promise<RenderedPage | PersonalPage | RenderedRedirect | PageStatus | null>;
}

/** A render that takes longer than this is abandoned: the browser renders the page. */
const RENDER_TIMEOUT_MS = 3000;

/** The render, or null when it takes longer than `RENDER_TIMEOUT_MS` (the browser renders it). */
async function withinTimeout<T>(render: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([render, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * fetch over `app.inject`: the render reads the API in-process, with no socket. Every answer of
 * the endpoint table was checked against its schema by the route (`answerSerializer`), the one
 * the client parses with: marked as read (`RECORDED_ANSWER`), the render does not parse it again.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    // ky hands over its own request (and only options a request has no field for): read as it is.
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers({ [RECORDED_ANSWER]: '1' });
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

/** The cookies a page's render reads: the shopper's currency, cookie choice, build and checkout. */
const PREFERENCE_COOKIES = [CURRENCY_KEY, CONSENT_KEY, SAVED_BUILD_KEY, CHECKOUT_STARTED_KEY];

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
 * fails leaves the page to the browser. A signed-in shopper whose page cookie proves their session
 * gets the pages made for signed-in shoppers (the account, an order) rendered for them, uncached;
 * any other page gets the same status and redirect as everyone, rendered in the browser: the
 * render is a signed-out visitor's (its header and cart), which the shopper's first render in
 * the browser would not match.
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  staticDir: string,
): Promise<ServerRenderer | null> {
  const file = path.join(staticDir, '.ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as ServerBundle;
  const fetchInProcess = inProcessFetch(app);

  /**
   * A signed-in shopper's page rendered for them, when their page cookie proves an open session
   * and the page is one made for signed-in shoppers; else null. The render's calls carry an
   * access token of that session made for the page, which the page hands to the browser: it is
   * answered to no one else, and kept by no cache.
   */
  const renderPersonal = async (
    request: FastifyRequest,
    renderFor: (
      session: RenderRequest['session'],
    ) => Promise<RenderedPage | RenderedRedirect | null>,
  ): Promise<PersonalPage | RenderedRedirect | null> => {
    const token = request.cookies[PAGE_COOKIE];
    const claims = token ? await authenticatePage(app.auth, token) : null;
    if (!claims) return null;
    const access = await app.auth.accessTokens.sign(claims);
    const page = await renderFor({ access, sessionEnd: claims.sessionEnd.getTime() });
    if (!page || 'redirect' in page) return page;
    return { ...page, personal: true };
  };

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
      const renderFor = async (session?: RenderRequest['session']) => {
        try {
          return await withinTimeout(
            bundle.render({
              url: request.url,
              origin,
              cookie: preferences,
              hosts,
              fetch: fetchInProcess,
              ...(session ? { session } : {}),
            }),
          );
        } catch (error) {
          request.log.error({ err: error }, 'server render failed; the browser renders the page');
          return null;
        }
      };

      const signedIn = request.cookies[SESSION_KEY] !== undefined;
      if (signedIn) {
        const personal = await renderPersonal(request, renderFor);
        if (personal) return personal;
      }
      const { body } = await app.catalogueCache.read(key, async () =>
        JSON.stringify(await renderFor()),
      );
      const page = JSON.parse(body) as RenderedPage | RenderedRedirect | null;
      return signedIn && page && !('redirect' in page) ? { status: page.status, html: null } : page;
    },
  };
}
