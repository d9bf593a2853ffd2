import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { changePassword } from '../../services/auth/changePassword';
import { askForPasswordReset, resetPassword } from '../../services/auth/passwordReset';
import { requireHuman } from '../../services/captcha';
import { rateLimit } from '../../services/rateLimit/budgets';
import { endpointRoute } from '../endpoint';

const tags = ['auth'];

const NEUTRAL_ANSWER =
  "If there is an account linked to this email address, you'll receive a password reset link in your inbox shortly";

/** Forgotten password (ask, then reset with the emailed token) and change of password. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, 'askForPasswordReset', {
    tags,
    summary: 'Email a password reset link, if the address has an account',
    description:
      'Answers the same, with the same status and timing, whether or not the address has an account.',
    config: { rateLimit: rateLimit(app.config, 'passwordReset') },
    preHandler: app.emailRateLimit('passwordReset'),
    handler: async (request, reply) => {
      await requireHuman(app.captcha, request.body.captcha, request.ip);
      await askForPasswordReset(app.auth, request.body.email);
      return reply.status(202).send({ message: NEUTRAL_ANSWER });
    },
  });

  endpointRoute(app, 'resetPassword', {
    tags,
    summary: 'Set a new password with the id and token of the emailed reset link',
    description: 'The token works once, for an hour. Every session of the user ends.',
    answered: 'Password changed',
    config: { rateLimit: rateLimit(app.config, 'passwordToken') },
    handler: async (request, reply) => {
      await resetPassword(app.auth, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  });

  endpointRoute(app, 'changePassword', {
    tags,
    summary: 'Change the password; every other session of the user ends',
    answered: 'Password changed',
    handler: async (request, reply) => {
      await changePassword(app.auth, signedInUser(request), request.body);
      return reply.status(204).send(null);
    },
  });
};
