import type { FastifyPluginAsync } from 'fastify';
import { signedInGroup } from '../../plugins/auth';
import { shippingAddressRoutes } from './addresses';
import { accountUserRoutes } from './user';

/** `/api/account/*`: every route needs a signed-in user and reaches only that user's data. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signedInGroup(accountUserRoutes));
  await app.register(signedInGroup(shippingAddressRoutes));
};
