import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { enableStaticRendering } from 'mobx-react-lite';
import {
  RootStore,
  cookieStorage,
  memoryStorage,
  recordAnswers,
  systemClock,
  type ApiAnswers,
} from '@pcshop/stores';
import { editionOfPage, type EditionHosts } from '@pcshop/stores/domain';
import { App } from './App';
import { createI18n } from './i18n/createI18n';
import { isPageHandle } from './routes/pageHandle';
import { routesFor } from './routes/routes';
import { ServerHead, ServerHeadContext } from './ssr/documentHead';
import { payloadScript } from './ssr/payload';

enableStaticRendering(true);

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
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The script that hands the browser what the server read. */
  payload: string;
  /** The page's language, for `<html lang>`. */
  lang: string;
  /** Its title, description, canonical and hreflang links, for `<head>`. */
  head: string;
  /** 200, or 404 for a page that says it does not exist. */
  status: 200 | 404;
}

/** A legacy path: the server answers with the redirect (an edition path, or an absolute URL). */
export interface RenderedRedirect {
  redirect: string;
  status: 301 | 302;
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : String(chunk);
  return html;
}

/**
 * Renders a page for a visitor without a session, with its data in it, or the redirect of a
 * legacy path; null for a page that is rendered in the browser only (an account page, the
 * customiser, a failed lookup).
 */
export async function render(
  request: RenderRequest,
): Promise<RenderedPage | RenderedRedirect | null> {
  const answers: ApiAnswers = {};
  const root = new RootStore({
    clock: systemClock,
    storage: memoryStorage(),
    preferences: cookieStorage({ cookie: request.cookie }, { secure: false }),
    apiBaseUrl: `${request.origin}/`,
    apiFetch: request.fetch,
    apiHooks: recordAnswers(answers),
    editionHosts: request.hosts,
    log: () => undefined,
  });
  const url = new URL(request.url, request.origin);
  const edition = editionOfPage(request.hosts, url.pathname);
  root.edition.setEdition(edition.edition);

  const handler = createStaticHandler(routesFor(request.hosts));
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const page = context.matches[context.matches.length - 1];
  const handle = page?.route.handle;
  if (!page || !isPageHandle(handle)) return null;

  const match = { params: page.params, search: url.searchParams };
  const stopSite = root.site.start({ loaderMinimumMs: 0 });
  try {
    const [i18n] = await Promise.all([
      createI18n(edition.messageLocale),
      root.site.whenSettled(),
      handle.preload?.(root, match),
    ]);
    const answer = handle.answer ? handle.answer(root, match) : { status: 200 as const };
    if (!answer) return null;
    if ('redirect' in answer) return answer;
    const router = createStaticRouter(handler.dataRoutes, context);
    const head = new ServerHead(request.origin);
    const { prelude } = await prerenderToNodeStream(
      <ServerHeadContext.Provider value={head}>
        <App root={root} i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </ServerHeadContext.Provider>,
      // Every Suspense boundary in place, however large: React would otherwise send a large one
      // after the rest with an inline script to move it, which the Content Security Policy refuses.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await readStream(prelude);
    const namespaces = Object.keys(i18n.store.data[edition.messageLocale] ?? {});
    return {
      html,
      payload: payloadScript({ answers, namespaces }),
      lang: edition.messageLocale,
      head: head.markup(),
      status: answer.status,
    };
  } finally {
    stopSite();
  }
}

/** The theme class of `<body>`, set in the served HTML so the first paint has the theme. */
export { darkTheme as bodyClass } from '@pcshop/design-system';
