import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '@pcshop/stores/schemas';
import { listCategories } from '../../services/catalogue/categories';
import { cacheCatalogueReads, sendCached } from '../../plugins/httpCache';
import { endpointRoute } from '../endpoint';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  cacheCatalogueReads(app);

  endpointRoute(app, 'categories', {
    tags: ['catalogue'],
    summary: 'The part categories in the customiser’s step order',
    handler: async (request, reply) =>
      sendCached(request, reply, categoryListSchema, () =>
        listCategories(app.database.db, request.query),
      ),
  });
};
