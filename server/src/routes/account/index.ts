import type { FastifyPluginAsync } from 'fastify';
import { shippingAddressRoutes } from './addresses';
import { accountUserRoutes } from './user';

/**
 * `/api/account/*`: every route needs a signed-in user (its session in the endpoint table) and
 * reaches only that user's data.
 */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(accountUserRoutes);
  await app.register(shippingAddressRoutes);
};
