import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gameDetailSchema,
  gameListSchema,
  gameParamsSchema,
  localeQuerySchema,
} from '@pcshop/stores/schemas';
import { getGame, listGames } from '../../services/catalogue/games';
import { cacheCatalogueReads, sendCached } from '../../plugins/httpCache';
import { errorResponses } from '../errorResponses';

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  cacheCatalogueReads(app);

  app.get(
    '/api/ecommerce/games',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The games with FPS estimates',
        querystring: localeQuerySchema,
        response: { 200: gameListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, gameListSchema, () => listGames(app.database.db, request.query)),
  );

  app.get(
    '/api/ecommerce/game/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A game and the FPS of each model in it',
        params: gameParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: gameDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, gameDetailSchema, () =>
        getGame(app.database.db, request.params.slug, request.query),
      ),
  );
};
