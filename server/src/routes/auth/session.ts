import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { login } from '../../services/auth/login';
import { createPassword } from '../../services/auth/registration';
import { endSession, rotateRefreshToken } from '../../services/auth/sessions';
import { HttpError } from '../../services/errors';
import { rateLimit } from '../../services/rateLimit/budgets';
import { endpointRoute } from '../endpoint';
import { PAGE_COOKIE, refreshCookie, REFRESH_COOKIE, requireJson } from './refreshCookie';

const tags = ['auth'];

/**
 * Signing in and out: create password, login, refresh, logout. The refresh token goes back and
 * forth in the `rigsmith_refresh` cookie only, never in JSON.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookie = refreshCookie(app.config.PUBLIC_URL);
  const setsCookie = `Sets the refresh token in the \`${REFRESH_COOKIE}\` cookie (HttpOnly, SameSite=Strict, Path=/api/auth, Secure on https) and the page token, with which the server renders the shopper's own pages and which the API refuses, in the \`${PAGE_COOKIE}\` cookie (HttpOnly, SameSite=Lax, Path=/), both until \`session_end\`; the answer carries the access token only.`;

  endpointRoute(app, 'createPassword', {
    tags,
    summary: 'Set the first password with the token of the /create-password/{token} link',
    description: `Uses the emailed token once, sets the password and signs the user in like login, for a session that ends one month later. ${setsCookie}`,
    config: { rateLimit: rateLimit(app.config, 'passwordToken') },
    handler: async (request, reply) =>
      cookie.answer(reply, await createPassword(app.auth, request.body)),
  });

  endpointRoute(app, 'login', {
    tags,
    summary: 'Sign in with email and password',
    description: `Without remember me the session ends one month after login (\`session_end\`); with it, after a year. ${setsCookie}`,
    config: { rateLimit: rateLimit(app.config, 'login') },
    preHandler: app.emailRateLimit('login'),
    handler: async (request, reply) => cookie.answer(reply, await login(app.auth, request.body)),
  });

  endpointRoute(app, 'refresh', {
    tags,
    summary: 'Swap the refresh cookie for a new access token and a new refresh cookie',
    description: `Takes \`{}\` as application/json (anything else: 415) with the \`${REFRESH_COOKIE}\` cookie. Each refresh token works once: presenting a used one revokes its whole session. A missing, unknown or used cookie answers 401 session_ended. ${setsCookie}`,
    onRequest: requireJson,
    handler: async (request, reply) => {
      try {
        return cookie.answer(reply, await rotateRefreshToken(app.auth, cookie.read(request)));
      } catch (error) {
        // A refused refresh token is dead for good: the browser need not keep sending it.
        if (error instanceof HttpError && error.statusCode === 401) cookie.clear(reply);
        throw error;
      }
    },
  });

  endpointRoute(app, 'logout', {
    tags,
    summary: 'End the session of the refresh cookie (and of `access`, if given)',
    description: `Takes application/json (anything else: 415). Clears the \`${REFRESH_COOKIE}\` and \`${PAGE_COOKIE}\` cookies.`,
    answered: 'Signed out',
    onRequest: requireJson,
    handler: async (request, reply) => {
      await endSession(app.auth, { refresh: cookie.read(request), access: request.body.access });
      cookie.clear(reply);
      return reply.status(204).send(null);
    },
  });
};
