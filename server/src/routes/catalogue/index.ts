import type { FastifyPluginAsync } from 'fastify';
import { categoryRoutes } from './categories';
import { checkRoutes } from './checks';
import { gameRoutes } from './games';
import { modelRoutes } from './models';
import { productRoutes } from './products';

/** The catalogue API (SPEC §6, `/api/ecommerce/…` and `/api/categories`). */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(modelRoutes);
  await app.register(gameRoutes);
  await app.register(checkRoutes);
};
