import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  localeQuerySchema,
  productListQuerySchema,
  productListSchema,
  productParamsSchema,
  productSchema,
  productsByIdsQuerySchema,
  productsByIdsSchema,
} from '@pcshop/stores/schemas';
import { getProduct, getProductsByIds, listProducts } from '../../services/catalogue/products';
import { cacheCatalogueReads, sendCached } from '../../plugins/httpCache';
import { errorResponses } from '../errorResponses';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  cacheCatalogueReads(app);

  app.get(
    '/api/ecommerce/products',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Public parts: by category, in stock, marked against a partial build, sorted, paged',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, productListSchema, () =>
        listProducts(app.database.db, request.query),
      ),
  );

  app.get(
    '/api/ecommerce/product/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One part by id, archived ones included',
        params: productParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: productSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, productSchema, () =>
        getProduct(app.database.db, request.params.id, request.query),
      ),
  );

  app.get(
    '/api/ecommerce/product',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Several parts by id (a guest cart, a saved build), archived ones included',
        querystring: productsByIdsQuerySchema,
        response: { 200: productsByIdsSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, productsByIdsSchema, () =>
        getProductsByIds(app.database.db, request.query.ids, request.query),
      ),
  );
};
