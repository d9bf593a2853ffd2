import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkComponents } from '../../services/catalogue/compatibility';
import { getCoupon } from '../../services/catalogue/coupons';
import { endpointRoute } from '../endpoint';

const tags = ['catalogue'];

/** Answers that depend on the moment (coupon usage) or on a posted body: never cached. */
export const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, 'compatibility', {
    tags,
    summary: 'The compatibility rules on a list of parts: issues and power estimate',
    handler: async (request) => checkComponents(app.database.db, request.body),
  });

  endpointRoute(app, 'coupon', {
    tags,
    summary: 'A usable voucher; 404 when unknown, expired or used up',
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCoupon(app.database.db, request.params.code, request.query, app.clock.now());
    },
  });
};
