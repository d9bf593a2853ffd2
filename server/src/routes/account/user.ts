import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountUserPatchSchema, accountUserSchema } from '@pcshop/stores/schemas';
import { signedInUser } from '../../plugins/auth';
import { getAccountUser, updateAccountUser } from '../../services/account/users';
import { errorResponses } from '../errorResponses';

export const accountUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/user',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: accountUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => getAccountUser(app.auth.db, signedInUser(request).userId),
  );

  app.patch(
    '/api/account/user',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the name, date of birth, mobile number, email preferences or language',
        security: [{ bearer: [] }],
        body: accountUserPatchSchema,
        response: { 200: accountUserSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      updateAccountUser(app.auth.db, signedInUser(request).userId, request.body, app.clock.now()),
  );
};
