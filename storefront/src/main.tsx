import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { configure } from 'mobx';
import { darkTheme } from '@pcshop/design-system';
import '@pcshop/design-system/global';
import { RootStore, editionCookie, firstVisit, memoryStorage, systemClock } from '@pcshop/stores';
import { editionFromPath, editionPath } from '@pcshop/stores/schemas';
import { StoresProvider } from '@pcshop/stores/react';
import { createI18n } from './i18n/createI18n';
import { browserSession } from './pages/account/browserSession';
import { routes } from './routes/routes';

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
function sendFirstVisitToItsEdition() {
  const visit = firstVisit({
    pathname: window.location.pathname,
    search: window.location.search,
    cookie: document.cookie,
    languages: navigator.languages,
  });
  if (!visit) return;
  document.cookie = editionCookie(visit.edition);
  if (visit.redirectTo) window.history.replaceState(null, '', visit.redirectTo);
}

async function start() {
  sendFirstVisitToItsEdition();
  const edition = editionFromPath(window.location.pathname);
  let router: ReturnType<typeof createBrowserRouter> | null = null;
  const root: RootStore = new RootStore({
    clock: systemClock,
    storage: browserStorage(),
    apiBaseUrl: `${window.location.origin}/`,
    session: browserSession(),
    // The session leaves for an app path (`/login`, `/` after a failed refresh) in the edition.
    navigate: (path) => {
      const prefixed = editionPath(root.edition.edition, path);
      if (router) void router.navigate(prefixed);
      else window.location.assign(prefixed);
    },
  });
  root.edition.setEdition(edition.edition);
  root.site.start();
  void root.session.start().catch((error: unknown) => {
    console.error('Starting the session failed', error);
  });
  const i18n = await createI18n(edition.messageLocale);
  document.body.classList.add(darkTheme);
  router = createBrowserRouter(routes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <StoresProvider root={root}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </I18nextProvider>
      </StoresProvider>
    </StrictMode>,
  );
}

void start();
