import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type DataRouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { enableStaticRendering } from 'mobx-react-lite';
import {
  RootStore,
  cookieStorage,
  memoryStorage,
  recordAnswers,
  systemClock,
  type ApiAnswers,
} from '@pcshop/stores';
import {
  editionOfPage,
  type RenderRequest,
  type RenderedPage,
  type RenderedRedirect,
} from '@pcshop/stores/domain';
import { App } from './App';
import { Hydrated } from './ssr/Hydrated';
import { isPageHandle } from './routes/pageHandle';
import { routesFor } from './routes/routes';
import { ServerHead, ServerHeadContext } from './ssr/documentHead';
import { payloadScript } from './ssr/payload';
import { renderI18n } from './ssr/renderI18n';

enableStaticRendering(true);

/**
 * The route table's static handler for the editions' hosts, made once per hosts: making it
 * flattens and ranks every route of the five editions, most of what matching a page costs.
 */
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
function handlerFor(hosts: RenderRequest['hosts']) {
  const key = JSON.stringify(hosts);
  let handler = handlers.get(key);
  if (!handler) {
    handler = createStaticHandler(routesFor(hosts));
    handlers.set(key, handler);
  }
  return handler;
}

/**
 * The page's matched routes alone, each the parent of the next: what the static router renders
 * the page with. Given every route of the five editions, it converted, flattened and ranked them
 * all again for each page; the matches are the same either way.
 */
function matchedBranch(matches: StaticHandlerContext['matches']): DataRouteObject[] {
  let children: DataRouteObject[] | undefined;
  for (const { route } of [...matches].reverse()) {
    children = [{ ...route, children } as DataRouteObject];
  }
  return children ?? [];
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : String(chunk);
  return html;
}

/**
 * Renders a page with its data in it, or the redirect of a legacy path: for a visitor without a
 * session, a page made for everyone; for a signed-in shopper (`request.session`), a page made for
 * them (its handle's `signedIn`). Null for a page that is rendered in the browser (a failed lookup,
 * a page for the other kind of visitor).
 */
export async function render(
  request: RenderRequest,
): Promise<RenderedPage | RenderedRedirect | null> {
  const url = new URL(request.url, request.origin);
  // The page first: a page for the other kind of visitor costs no stores.
  const handler = handlerFor(request.hosts);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const page = context.matches[context.matches.length - 1];
  const handle = page?.route.handle;
  if (!page || !isPageHandle(handle)) return null;
  if ((handle.signedIn ?? false) !== (request.session !== undefined)) return null;

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
    note: () => undefined,
  });
  const edition = editionOfPage(request.hosts, url.pathname);
  root.edition.setEdition(edition.edition);
  // As the browser's start does before it hydrates the page: the session and what it loads.
  if (request.session) await root.session.renderSignedIn(request.session);

  const match = { params: page.params, search: url.searchParams };
  const stopSite = root.site.start({ loaderMinimumMs: 0 });
  try {
    const [{ i18n, namespaces }] = await Promise.all([
      renderI18n(edition.messageLocale),
      root.site.whenSettled(),
      handle.preload?.(root, match),
    ]);
    const answer = handle.answer ? handle.answer(root, match) : { status: 200 as const };
    if (!answer) return null;
    if ('redirect' in answer) return answer;
    const router = createStaticRouter(matchedBranch(context.matches), context);
    const head = new ServerHead(request.origin);
    const { prelude } = await prerenderToNodeStream(
      <ServerHeadContext.Provider value={head}>
        <App root={root} i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          {/* As in the browser: the same children, so that every useId matches when hydrated. */}
          <Hydrated />
        </App>
      </ServerHeadContext.Provider>,
      // Every Suspense boundary in place, however large: React would otherwise send a large one
      // after the rest with an inline script to move it, which the Content Security Policy refuses.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await readStream(prelude);
    return {
      html,
      payload: payloadScript({
        answers,
        namespaces: namespaces(),
        ...(request.session ? { session: request.session } : {}),
      }),
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
