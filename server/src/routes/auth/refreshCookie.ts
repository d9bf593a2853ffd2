import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { SessionAccess } from '@pcshop/stores/schemas';
import { HttpError } from '../../services/errors';
import type { IssuedSession } from '../../services/auth/sessions';

/** The refresh token lives only here: scripts cannot read it, and only the auth calls get it. */
export const REFRESH_COOKIE = 'rigsmith_refresh';

/** HttpOnly, SameSite=Strict, on `/api/auth` only, Secure when the shop is served over https. */
export const refreshCookieOptions = (publicUrl: string): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  path: '/api/auth',
  secure: new URL(publicUrl).protocol === 'https:',
});

/**
 * The page token lives here: sent with the shop's pages so the server renders a signed-in
 * shopper's own, never read by the API. SameSite=Lax: a link from an email opens the page
 * rendered, and a page GET changes nothing.
 */
export const PAGE_COOKIE = 'rigsmith_page';

/** As the refresh cookie's, but SameSite=Lax and on every path. */
export const pageCookieOptions = (publicUrl: string): CookieSerializeOptions => ({
  ...refreshCookieOptions(publicUrl),
  sameSite: 'lax',
  path: '/',
});

/** Setting, clearing and reading the refresh and page cookies of the shop at `publicUrl`. */
export function refreshCookie(publicUrl: string) {
  const options = refreshCookieOptions(publicUrl);
  const pageOptions = pageCookieOptions(publicUrl);
  return {
    /** Hands the refresh and page tokens to the browser, until the session ends; answers the rest. */
    answer(reply: FastifyReply, issued: IssuedSession): SessionAccess {
      reply.setCookie(REFRESH_COOKIE, issued.refresh, { ...options, expires: issued.sessionEnd });
      reply.setCookie(PAGE_COOKIE, issued.page, { ...pageOptions, expires: issued.sessionEnd });
      return { access: issued.access, session_end: issued.sessionEnd.toISOString() };
    },
    clear(reply: FastifyReply): void {
      reply.clearCookie(REFRESH_COOKIE, options);
      reply.clearCookie(PAGE_COOKIE, pageOptions);
    },
    read: (request: FastifyRequest): string | undefined => request.cookies[REFRESH_COOKIE],
  };
}

/**
 * CSRF: the calls the cookie alone authorises take JSON only. A page of another site can post a
 * form (which SameSite=Strict already strips of the cookie) but not JSON: that needs a CORS
 * preflight, and this API grants none.
 */
export const requireJson: onRequestAsyncHookHandler = async (request) => {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    throw new HttpError(415, 'json_required', 'Send this call as application/json');
};
