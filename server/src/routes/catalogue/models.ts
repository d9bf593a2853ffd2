import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildsByBudgetSchema,
  buildsByFpsQuerySchema,
  buildsByFpsSchema,
  localeQuerySchema,
  modelDetailSchema,
  modelListQuerySchema,
  modelListSchema,
  modelParamsSchema,
  modelReviewListSchema,
  modelReviewsQuerySchema,
} from '@pcshop/stores/schemas';
import { buildsByFps } from '../../services/catalogue/games';
import { buildsByBudget, getModel, listModels } from '../../services/catalogue/models';
import { listModelReviews } from '../../services/catalogue/reviews';
import { cacheCatalogueReads, sendCached } from '../../plugins/httpCache';
import { errorResponses } from '../errorResponses';

export const modelRoutes: FastifyPluginAsyncZod = async (app) => {
  cacheCatalogueReads(app);

  app.get(
    '/api/ecommerce/models',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The pre-built models, optionally within a budget bracket',
        querystring: modelListQuerySchema,
        response: { 200: modelListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, modelListSchema, () => listModels(app.database.db, request.query)),
  );

  app.get(
    '/api/ecommerce/model/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The model page: parts, specification, gallery, FPS, price, reviews summary',
        params: modelParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: modelDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, modelDetailSchema, () =>
        getModel(app.database.db, request.params.slug, request.query),
      ),
  );

  app.get(
    '/api/ecommerce/model/:slug/reviews',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A page of a model's published reviews, newest first",
        params: modelParamsSchema,
        querystring: modelReviewsQuerySchema,
        response: { 200: modelReviewListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, modelReviewListSchema, () =>
        listModelReviews(app.database.db, request.params.slug, request.query),
      ),
  );

  app.get(
    '/api/ecommerce/builds_by_budget',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The currency's budget brackets, each with the models priced within it",
        querystring: localeQuerySchema,
        response: { 200: buildsByBudgetSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, buildsByBudgetSchema, () =>
        buildsByBudget(app.database.db, request.query),
      ),
  );

  app.get(
    '/api/ecommerce/builds_by_fps',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Best Match, Level Up and Ultimate PC for a game, resolution and target FPS',
        querystring: buildsByFpsQuerySchema,
        response: { 200: buildsByFpsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, buildsByFpsSchema, () =>
        buildsByFps(app.database.db, request.query),
      ),
  );
};
