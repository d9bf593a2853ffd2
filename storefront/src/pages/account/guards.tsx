import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '@pcshop/stores/react';
import { useEditionPath } from '../../navigation/useEditionPath';

/** The query parameter that brings a visitor back after signing in (fallBackRoute). */
export const RETURN_PARAM = 'redirect';

/**
 * The query parameter that tells the login page why it was asked for (`save-build`: a guest
 * saving a build in the customiser), so it can say so.
 */
export const LOGIN_REASON_PARAM = 'reason';
export type LoginReason = 'save-build';

/** An app path to come back to; anything else (another site, `//host`) is ignored. */
export const safeReturnPath = (value: string | null): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : null;

/** Login-required pages: a visitor who is not signed in goes to `/login`, then comes back. */
export const LoginRequired = observer(function LoginRequired({
  children,
}: {
  children: ReactNode;
}) {
  const { session } = useStores();
  const { pathname, search } = useLocation();
  const to = useEditionPath();
  if (!session.isLoggedIn) {
    // After a logout the visitor goes where the session sent them, not back here.
    if (session.exitPath !== null) return <Navigate to={to(session.exitPath)} replace />;
    const back = new URLSearchParams({ [RETURN_PARAM]: `${pathname}${search}` });
    return <Navigate to={`${to('/login')}?${back}`} replace />;
  }
  return children;
});

/** Login and reset pages are for anonymous visitors: a signed-in one goes on to the account. */
export const AnonymousOnly = observer(function AnonymousOnly({
  children,
}: {
  children: ReactNode;
}) {
  const { session } = useStores();
  const [params] = useSearchParams();
  const to = useEditionPath();
  if (session.isLoggedIn) {
    return <Navigate to={safeReturnPath(params.get(RETURN_PARAM)) ?? to('/account')} replace />;
  }
  return children;
});
