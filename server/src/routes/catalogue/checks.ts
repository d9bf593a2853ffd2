import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  compatibilityQuerySchema,
  compatibilityRequestSchema,
  compatibilityResultSchema,
  couponParamsSchema,
  couponQuerySchema,
  couponSchema,
} from '@pcshop/stores/schemas';
import { checkComponents } from '../../services/catalogue/compatibility';
import { getCoupon } from '../../services/catalogue/coupons';
import { errorResponses } from '../errorResponses';

/** Answers that depend on the moment (coupon usage) or on a posted body: never cached. */
export const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/ecommerce/compatibility',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The compatibility rules on a list of parts: issues and power estimate',
        querystring: compatibilityQuerySchema,
        body: compatibilityRequestSchema,
        response: { 200: compatibilityResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => checkComponents(app.database.db, request.body),
  );

  app.get(
    '/api/ecommerce/coupon/:code',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A usable voucher; 404 when unknown, expired or used up',
        params: couponParamsSchema,
        querystring: couponQuerySchema,
        response: { 200: couponSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCoupon(app.database.db, request.params.code, request.query);
    },
  );
};
