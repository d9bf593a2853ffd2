import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListSchema, productSchema, productsByIdsSchema } from '@pcshop/stores/schemas';
import { getProduct, getProductsByIds, listProducts } from '../../services/catalogue/products';
import { cacheCatalogueReads, sendCached } from '../../plugins/httpCache';
import { endpointRoute } from '../endpoint';

const tags = ['catalogue'];

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  cacheCatalogueReads(app);

  endpointRoute(app, 'products', {
    tags,
    summary: 'Public parts: by category, in stock, marked against a partial build, sorted, paged',
    handler: async (request, reply) =>
      sendCached(request, reply, productListSchema, () =>
        listProducts(app.database.db, request.query),
      ),
  });

  endpointRoute(app, 'product', {
    tags,
    summary: 'One part by id, archived ones included',
    handler: async (request, reply) =>
      sendCached(request, reply, productSchema, () =>
        getProduct(app.database.db, request.params.id, request.query),
      ),
  });

  endpointRoute(app, 'productsByIds', {
    tags,
    summary: 'Several parts by id (a guest cart, a saved build), archived ones included',
    handler: async (request, reply) =>
      sendCached(request, reply, productsByIdsSchema, () =>
        getProductsByIds(app.database.db, request.query.ids, request.query),
      ),
  });
};
