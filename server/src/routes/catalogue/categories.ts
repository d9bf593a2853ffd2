import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema, localeQuerySchema } from '@pcshop/stores/schemas';
import { listCategories } from '../../services/catalogue/categories';
import { cacheCatalogueReads, sendCached } from '../../plugins/httpCache';
import { errorResponses } from '../errorResponses';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  cacheCatalogueReads(app);

  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The part categories in the customiser’s step order',
        querystring: localeQuerySchema,
        response: { 200: categoryListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, categoryListSchema, () =>
        listCategories(app.database.db, request.query),
      ),
  );
};
