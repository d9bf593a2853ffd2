import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@pcshop/design-system';
import { isChunkLoadError, shouldReloadForChunkError, systemClock } from '@pcshop/stores';
import { renderRouterLink } from '../../navigation/renderRouterLink';
import { useEditionPath } from '../../navigation/useEditionPath';
import { useDocumentMeta } from '../useDocumentMeta';
import { sessionStore } from './sessionStore';

/** One decision per failure, so a second render (StrictMode) does not count a second reload. */
const reloadDecisions = new WeakMap<Error, boolean>();

function reloadsFor(error: unknown, path: string): boolean {
  if (!(error instanceof Error) || !isChunkLoadError(error)) return false;
  const known = reloadDecisions.get(error);
  if (known !== undefined) return known;
  const decision = shouldReloadForChunkError(path, { clock: systemClock, storage: sessionStore() });
  reloadDecisions.set(error, decision);
  return decision;
}

/**
 * The router's error element: the status code and a way home. A chunk of an older release that
 * is gone (after a deploy) reloads the page instead, once per path per 10 seconds.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  const to = useEditionPath();
  const reloading = reloadsFor(error, pathname);

  useEffect(() => {
    if (reloading) window.location.reload();
    else console.error(`The page ${pathname}${search} failed`, error);
  }, [reloading, error, pathname, search]);

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const title = notFound ? t('pageNotFound') : tc('errorPage.title');
  const message = notFound ? t('notFound', { fullPath: `${pathname}${search}` }) : t('generic');
  useDocumentMeta(title, message);
  if (reloading) return null;
  return (
    <ErrorPage
      statusCode={status}
      labels={{ title, message, home: t('goHome'), status: tc('errorPage.status') }}
      homeHref={to('/')}
      renderLink={renderRouterLink}
    />
  );
}
