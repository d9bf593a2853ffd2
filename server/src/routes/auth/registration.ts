import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { register } from '../../services/auth/registration';
import { requireHuman } from '../../services/captcha';
import { rateLimit } from '../../services/rateLimit/budgets';
import { endpointRoute } from '../endpoint';

const tags = ['auth'];

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, 'register', {
    tags,
    summary: 'Register an email address; a link to create the password is emailed',
    description:
      'Terms and privacy consents are required, marketing is optional. The email is in `locale`, or the language of the `country` edition.',
    config: { rateLimit: rateLimit(app.config, 'register') },
    preHandler: app.emailRateLimit('register'),
    handler: async (request, reply) => {
      await requireHuman(app.captcha, request.body.captcha, request.ip);
      await register(app.auth, request.body, request.query.country);
      return reply
        .status(202)
        .send({ message: 'Registration email has been sent. Please check your inbox.' });
    },
  });

  endpointRoute(app, 'captcha', {
    tags,
    summary: 'The captcha the register, forgot password and contact forms must answer, if any',
    handler: async () => {
      const captcha = app.config.captcha;
      return { provider: captcha?.provider ?? null, site_key: captcha?.siteKey ?? null };
    },
  });
};
