import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  sessionAccessSchema,
} from '@pcshop/stores/schemas';
import { login } from '../../services/auth/login';
import { createPassword } from '../../services/auth/registration';
import { endSession, rotateRefreshToken } from '../../services/auth/sessions';
import { HttpError } from '../../services/errors';
import { rateLimit } from '../../services/rateLimit/budgets';
import { errorResponses } from '../errorResponses';
import { refreshCookie, REFRESH_COOKIE, requireJson } from './refreshCookie';

/**
 * Signing in and out: create password, login, refresh, logout. The refresh token goes back and
 * forth in the `rigsmith_refresh` cookie only, never in JSON.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookie = refreshCookie(app.config.PUBLIC_URL);
  const setsCookie = `Sets the refresh token in the \`${REFRESH_COOKIE}\` cookie (HttpOnly, SameSite=Strict, Path=/api/auth, Secure on https) until \`session_end\`; the answer carries the access token only.`;

  app.post(
    '/api/auth/create_password',
    {
      config: { rateLimit: rateLimit(app.config, 'passwordToken') },
      schema: {
        tags: ['auth'],
        summary: 'Set the first password with the token of the /create-password/{token} link',
        description: `Uses the emailed token once, sets the password and signs the user in like login, for a session that ends one month later. ${setsCookie}`,
        body: createPasswordRequestSchema,
        response: { 200: sessionAccessSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => cookie.answer(reply, await createPassword(app.auth, request.body)),
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: rateLimit(app.config, 'login') },
      preHandler: app.emailRateLimit('login'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description: `Without remember me the session ends one month after login (\`session_end\`); with it, after a year. ${setsCookie}`,
        body: loginRequestSchema,
        response: { 200: sessionAccessSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request, reply) => cookie.answer(reply, await login(app.auth, request.body)),
  );

  app.post(
    '/api/auth/refresh',
    {
      onRequest: requireJson,
      schema: {
        tags: ['auth'],
        summary: 'Swap the refresh cookie for a new access token and a new refresh cookie',
        description: `Takes \`{}\` as application/json (anything else: 415) with the \`${REFRESH_COOKIE}\` cookie. Each refresh token works once: presenting a used one revokes its whole session. A missing, unknown or used cookie answers 401 session_ended. ${setsCookie}`,
        security: [{ refreshCookie: [] }],
        body: refreshRequestSchema,
        response: { 200: sessionAccessSchema, ...errorResponses(400, 401, 415) },
      },
    },
    async (request, reply) => {
      try {
        return cookie.answer(reply, await rotateRefreshToken(app.auth, cookie.read(request)));
      } catch (error) {
        // A refused refresh token is dead for good: the browser need not keep sending it.
        if (error instanceof HttpError && error.statusCode === 401) cookie.clear(reply);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: requireJson,
      schema: {
        tags: ['auth'],
        summary: 'End the session of the refresh cookie (and of `access`, if given)',
        description: `Takes application/json (anything else: 415). Clears the \`${REFRESH_COOKIE}\` cookie.`,
        security: [{ refreshCookie: [] }],
        body: logoutRequestSchema,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(400, 415) },
      },
    },
    async (request, reply) => {
      await endSession(app.auth, { refresh: cookie.read(request), access: request.body.access });
      cookie.clear(reply);
      return reply.status(204).send(null);
    },
  );
};
