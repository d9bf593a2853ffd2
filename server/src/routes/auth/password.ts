import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  askForPasswordResetRequestSchema,
  changePasswordRequestSchema,
  messageResponseSchema,
  resetPasswordParamsSchema,
  resetPasswordRequestSchema,
} from '@pcshop/stores/schemas';
import { signedInGroup, signedInUser } from '../../plugins/auth';
import { changePassword } from '../../services/auth/changePassword';
import { askForPasswordReset, resetPassword } from '../../services/auth/passwordReset';
import { requireHuman } from '../../services/captcha';
import { rateLimit } from '../../services/rateLimit/budgets';
import { errorResponses } from '../errorResponses';

const NEUTRAL_ANSWER =
  "If there is an account linked to this email address, you'll receive a password reset link in your inbox shortly";

/** Forgotten password (ask, then reset with the emailed token) and change of password. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/ask_for_password_reset',
    {
      config: { rateLimit: rateLimit(app.config, 'passwordReset') },
      preHandler: app.emailRateLimit('passwordReset'),
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link, if the address has an account',
        description:
          'Answers the same, with the same status and timing, whether or not the address has an account.',
        body: askForPasswordResetRequestSchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      await requireHuman(app.captcha, request.body.captcha, request.ip);
      await askForPasswordReset(app.auth, request.body.email);
      return reply.status(202).send({ message: NEUTRAL_ANSWER });
    },
  );

  app.post(
    '/api/account/:id/reset_password',
    {
      config: { rateLimit: rateLimit(app.config, 'passwordToken') },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the id and token of the emailed reset link',
        description: 'The token works once, for an hour. Every session of the user ends.',
        params: resetPasswordParamsSchema,
        body: resetPasswordRequestSchema,
        response: { 204: z.null().describe('Password changed'), ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      await resetPassword(app.auth, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  await app.register(signedInGroup(changePasswordRoute));
};

const changePasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/change_password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session of the user ends',
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 204: z.null().describe('Password changed'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await changePassword(app.auth, signedInUser(request), request.body);
      return reply.status(204).send(null);
    },
  );
};
