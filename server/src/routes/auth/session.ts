import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  sessionTokensSchema,
} from '@pcshop/stores/schemas';
import { login } from '../../services/auth/login';
import { createPassword } from '../../services/auth/registration';
import { endSession, rotateRefreshToken } from '../../services/auth/sessions';
import { rateLimit } from '../../services/rateLimit/budgets';
import { errorResponses } from '../errorResponses';

/** Signing in and out: create password, login, refresh, logout. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/create_password',
    {
      config: { rateLimit: rateLimit(app.config, 'passwordToken') },
      schema: {
        tags: ['auth'],
        summary: 'Set the first password with the token of the /create-password/{token} link',
        description:
          'Uses the emailed token once, sets the password and signs the user in: answers tokens like login, for a session that ends one month later.',
        body: createPasswordRequestSchema,
        response: { 200: sessionTokensSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => createPassword(app.auth, request.body),
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: rateLimit(app.config, 'login') },
      preHandler: app.emailRateLimit('login'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Without remember me the session ends one month after login (`session_end`); with it, after a year.',
        body: loginRequestSchema,
        response: { 200: sessionTokensSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request) => login(app.auth, request.body),
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Swap a refresh token for new tokens',
        description:
          'Each refresh token works once. Presenting a used one revokes its whole session (401 session_ended).',
        body: refreshRequestSchema,
        response: { 200: sessionTokensSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => rotateRefreshToken(app.auth, request.body.refresh),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of these tokens',
        body: logoutRequestSchema,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await endSession(app.auth, request.body);
      return reply.status(204).send(null);
    },
  );
};
