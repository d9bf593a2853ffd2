import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameDetailSchema, gameListSchema } from '@pcshop/stores/schemas';
import { getGame, listGames } from '../../services/catalogue/games';
import { cacheCatalogueReads, sendCached } from '../../plugins/httpCache';
import { endpointRoute } from '../endpoint';

const tags = ['catalogue'];

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  cacheCatalogueReads(app);

  endpointRoute(app, 'games', {
    tags,
    summary: 'The games with FPS estimates',
    handler: async (request, reply) =>
      sendCached(request, reply, gameListSchema, () => listGames(app.database.db, request.query)),
  });

  endpointRoute(app, 'game', {
    tags,
    summary: 'A game and the FPS of each model in it',
    handler: async (request, reply) =>
      sendCached(request, reply, gameDetailSchema, () =>
        getGame(app.database.db, request.params.slug, request.query),
      ),
  });
};
