import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { getAccountUser, updateAccountUser } from '../../services/account/users';
import { endpointRoute } from '../endpoint';

const tags = ['account'];

export const accountUserRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, 'accountUser', {
    tags,
    summary: 'The signed-in user',
    handler: async (request) => getAccountUser(app.auth.db, signedInUser(request).userId),
  });

  endpointRoute(app, 'updateAccountUser', {
    tags,
    summary: 'Change the name, date of birth, mobile number, email preferences or language',
    handler: async (request) =>
      updateAccountUser(app.auth.db, signedInUser(request).userId, request.body, app.clock.now()),
  });
};
