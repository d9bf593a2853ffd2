import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configure } from 'mobx';
import { darkTheme } from '@pcshop/design-system';
import '@pcshop/design-system/global';
import {
  RootStore,
  answerFrom,
  cookieStorage,
  editionCookie,
  firstVisit,
  memoryStorage,
  nextTask,
  storageEventSignal,
  systemClock,
} from '@pcshop/stores';
import {
  editionOfPage,
  hrefOfPrefixedPath,
  isOtherHost,
  type EditionHosts,
} from '@pcshop/stores/domain';
import { App } from './App';
import { Hydrated } from './ssr/Hydrated';
import { createI18n } from './i18n/createI18n';
import { browserSession } from './pages/account/browserSession';
import { loadRouteModules } from './navigation/loadRouteModules';
import { pageEditionHosts } from './navigation/pageEditionHosts';
import { routesFor } from './routes/routes';
import { preparePage } from './ssr/preparePage';
import { readPayload } from './ssr/payload';

configure({ enforceActions: 'always', computedRequiresReaction: import.meta.env.DEV });

function browserStorage() {
  try {
    window.localStorage.setItem('rigsmith.probe', '1');
    window.localStorage.removeItem('rigsmith.probe');
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

/**
 * SPEC §3: a first visit to `/` (no `i18n_redirected` cookie) goes once to the edition of the
 * browser's language, which the cookie then remembers.
 */
function sendFirstVisitToItsEdition(hosts: EditionHosts) {
  // A host of EDITION_DOMAINS is its edition: no redirect there.
  if (hosts.hostEdition) return;
  const visit = firstVisit({
    pathname: window.location.pathname,
    search: window.location.search,
    cookie: document.cookie,
    languages: navigator.languages,
  });
  if (!visit) return;
  document.cookie = editionCookie(visit.edition);
  if (!visit.redirectTo) return;
  // On its own domain when the edition has one (EDITION_DOMAINS), else its prefix here.
  const target = hrefOfPrefixedPath(hosts, visit.redirectTo);
  if (isOtherHost(target)) window.location.replace(target);
  else window.history.replaceState(null, '', target);
}

/** Builds the stores and renders, or hydrates, the shop; `boot.ts` calls it. */
export async function startShop() {
  const hosts = pageEditionHosts();
  sendFirstVisitToItsEdition(hosts);
  const payload = readPayload(document);
  const edition = editionOfPage(hosts, window.location.pathname);
  const routes = routesFor(hosts);
  // Each step of the start in a task of its own (see boot.ts).
  await nextTask();
  let router: ReturnType<typeof createBrowserRouter> | null = null;
  const root: RootStore = new RootStore({
    clock: systemClock,
    storage: browserStorage(),
    preferences: navigator.cookieEnabled
      ? cookieStorage(document, { secure: window.location.protocol === 'https:' })
      : undefined,
    apiBaseUrl: `${window.location.origin}/`,
    ...(payload ? { apiHooks: answerFrom(payload.answers) } : {}),
    session: browserSession(),
    // The cart follows the other tabs' writes of its lines and basket.
    cartTabs: storageEventSignal(window),
    editionHosts: hosts,
    // The session leaves for an app path (`/login`, `/` after a failed refresh) in the edition.
    navigate: (path) => {
      const prefixed = root.edition.path(path);
      if (router) void router.navigate(prefixed);
      else window.location.assign(prefixed);
    },
  });
  root.edition.setEdition(edition.edition);
  await nextTask();
  root.site.start(payload ? { loaderMinimumMs: 0 } : undefined);
  // The summary's debounced recalculation and the other tabs: in the browser only.
  root.cart.start();
  root.checkout.start();
  // A page rendered for a signed-in shopper came with their session's token.
  const sessionStarted = (
    payload?.session ? root.session.resume(payload.session) : root.session.start()
  ).catch((error: unknown) => {
    console.error('Starting the session failed', error);
  });
  // Read alongside the page's code, so that a captcha form paints with its widget's room kept.
  // A page the server rendered starts without asking the API anything: a captcha form's
  // settings came with it.
  if (!payload) void root.captcha.known();
  await nextTask();
  const [i18n, prepared] = await Promise.all([
    createI18n(edition.messageLocale, payload?.namespaces),
    // A page the server rendered is hydrated from the same state: its route and data first. A
    // page rendered here starts with its route modules too (no fallback rendered meanwhile).
    // A signed-in shopper's page was rendered after their session had loaded: so is it here.
    payload
      ? (payload.session ? sessionStarted : Promise.resolve()).then(() =>
          preparePage(root, routes, window.location),
        )
      : loadRouteModules(routes, window.location).then(() => false),
  ]);
  await nextTask();
  document.body.classList.add(darkTheme);
  router = createBrowserRouter(routes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <App root={root} i18n={i18n}>
      <RouterProvider router={router} />
      <Hydrated />
    </App>
  );
  // As a transition, React renders in slices and the page stays responsive while it does.
  // A page rendered for a session that has ended meanwhile is drawn anew, not hydrated.
  const signedIn = root.session.isLoggedIn;
  const hydrate = prepared && (!payload?.session || signedIn);
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(container, app, {
        // A part hydrated after the session changed (a logout in another tab) no longer matches
        // the server's markup, and React draws it anew: expected then, an error otherwise.
        onRecoverableError: (error) => {
          if (root.session.isLoggedIn === signedIn) window.reportError(error);
        },
      });
    } else createRoot(container).render(app);
  });
}
