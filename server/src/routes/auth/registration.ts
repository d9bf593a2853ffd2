import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  captchaSettingsSchema,
  localeQuerySchema,
  messageResponseSchema,
  registerRequestSchema,
} from '@pcshop/stores/schemas';
import { register } from '../../services/auth/registration';
import { requireHuman } from '../../services/captcha';
import { rateLimit } from '../../services/rateLimit/budgets';
import { errorResponses } from '../errorResponses';

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/register',
    {
      config: { rateLimit: rateLimit(app.config, 'register') },
      preHandler: app.emailRateLimit('register'),
      schema: {
        tags: ['auth'],
        summary: 'Register an email address; a link to create the password is emailed',
        description:
          'Terms and privacy consents are required, marketing is optional. The email is in `locale`, or the language of the `country` edition.',
        querystring: localeQuerySchema,
        body: registerRequestSchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      await requireHuman(app.captcha, request.body.captcha, request.ip);
      await register(app.auth, request.body, request.query.country);
      return reply
        .status(202)
        .send({ message: 'Registration email has been sent. Please check your inbox.' });
    },
  );

  app.get(
    '/api/auth/captcha',
    {
      schema: {
        tags: ['auth'],
        summary: 'The captcha the register, forgot password and contact forms must answer, if any',
        response: { 200: captchaSettingsSchema },
      },
    },
    async () => {
      const captcha = app.config.captcha;
      return { provider: captcha?.provider ?? null, site_key: captcha?.siteKey ?? null };
    },
  );
};
