import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildsByBudgetSchema,
  buildsByFpsSchema,
  modelDetailSchema,
  modelListSchema,
  modelReviewListSchema,
} from '@pcshop/stores/schemas';
import { buildsByFps } from '../../services/catalogue/games';
import { buildsByBudget, getModel, listModels } from '../../services/catalogue/models';
import { listModelReviews } from '../../services/catalogue/reviews';
import { cacheCatalogueReads, sendCached } from '../../plugins/httpCache';
import { endpointRoute } from '../endpoint';

const tags = ['catalogue'];

export const modelRoutes: FastifyPluginAsyncZod = async (app) => {
  cacheCatalogueReads(app);

  endpointRoute(app, 'models', {
    tags,
    summary: 'The pre-built models, optionally within a budget bracket',
    handler: async (request, reply) =>
      sendCached(request, reply, modelListSchema, () => listModels(app.database.db, request.query)),
  });

  endpointRoute(app, 'model', {
    tags,
    summary: 'The model page: parts, specification, gallery, FPS, price, reviews summary',
    handler: async (request, reply) =>
      sendCached(request, reply, modelDetailSchema, () =>
        getModel(app.database.db, request.params.slug, request.query),
      ),
  });

  endpointRoute(app, 'modelReviews', {
    tags,
    summary: "A page of a model's published reviews, newest first",
    handler: async (request, reply) =>
      sendCached(request, reply, modelReviewListSchema, () =>
        listModelReviews(app.database.db, request.params.slug, request.query),
      ),
  });

  endpointRoute(app, 'buildsByBudget', {
    tags,
    summary: "The currency's budget brackets, each with the models priced within it",
    handler: async (request, reply) =>
      sendCached(request, reply, buildsByBudgetSchema, () =>
        buildsByBudget(app.database.db, request.query),
      ),
  });

  endpointRoute(app, 'buildsByFps', {
    tags,
    summary: 'Best Match, Level Up and Ultimate PC for a game, resolution and target FPS',
    handler: async (request, reply) =>
      sendCached(request, reply, buildsByFpsSchema, () =>
        buildsByFps(app.database.db, request.query),
      ),
  });
};
