import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pcBuildInputSchema,
  pcBuildListSchema,
  pcBuildParamsSchema,
  pcBuildPatchSchema,
  pcBuildQuerySchema,
  pcBuildReplaceComponentsSchema,
  pcBuildSchema,
} from '@pcshop/stores/schemas';
import { signedInGroup, signedInUser } from '../../plugins/auth';
import {
  createBuild,
  deleteBuild,
  getBuild,
  listBuilds,
  updateBuild,
  type BuildsDeps,
} from '../../services/builds/pcBuilds';
import { errorResponses } from '../errorResponses';

const builds = { tags: ['builds'], security: [{ bearer: [] }] };
const refusals =
  'Unknown parts answer 400 unknown_parts, archived ones 400 archived_parts; parts that break a compatibility rule together answer 422 incompatible_build with the rule codes in fields.rules.';

const pcBuildRoutesOfUser: FastifyPluginAsyncZod = async (app) => {
  const deps: BuildsDeps = { db: app.database.db, clock: app.auth.clock };

  app.get(
    '/api/ecommerce/pc_build',
    {
      schema: {
        ...builds,
        summary: 'The signed-in user’s saved builds, the newest first',
        querystring: pcBuildQuerySchema,
        response: { 200: pcBuildListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      items: await listBuilds(deps, signedInUser(request).userId, request.query),
    }),
  );

  app.post(
    '/api/ecommerce/pc_build',
    {
      schema: {
        ...builds,
        summary: 'Save a build (a draft), priced by the server',
        description: refusals,
        querystring: pcBuildQuerySchema,
        body: pcBuildInputSchema,
        response: { 201: pcBuildSchema, ...errorResponses(400, 401, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createBuild(deps, signedInUser(request).userId, request.body, request.query)),
  );

  app.get(
    '/api/ecommerce/pc_build/:id',
    {
      schema: {
        ...builds,
        summary: 'One saved build',
        params: pcBuildParamsSchema,
        querystring: pcBuildQuerySchema,
        response: { 200: pcBuildSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      getBuild(deps, signedInUser(request).userId, request.params.id, request.query),
  );

  app.patch(
    '/api/ecommerce/pc_build/:id',
    {
      schema: {
        ...builds,
        summary: 'Rename a saved build or change its parts or model',
        description: refusals,
        params: pcBuildParamsSchema,
        querystring: pcBuildQuerySchema,
        body: pcBuildPatchSchema,
        response: { 200: pcBuildSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request) =>
      updateBuild(
        deps,
        signedInUser(request).userId,
        request.params.id,
        request.body,
        request.query,
      ),
  );

  app.delete(
    '/api/ecommerce/pc_build/:id',
    {
      schema: {
        ...builds,
        summary: 'Delete a saved build',
        params: pcBuildParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteBuild(deps, signedInUser(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/ecommerce/pc_build/:id/replace_components',
    {
      schema: {
        ...builds,
        summary: 'Replace every part of a saved build',
        description: refusals,
        params: pcBuildParamsSchema,
        querystring: pcBuildQuerySchema,
        body: pcBuildReplaceComponentsSchema,
        response: { 200: pcBuildSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request) =>
      updateBuild(
        deps,
        signedInUser(request).userId,
        request.params.id,
        { components: request.body.components_detailed },
        request.query,
      ),
  );
};

/** `/api/ecommerce/pc_build*`: saved builds, each user reaching only their own (404 otherwise). */
export const pcBuildRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signedInGroup(pcBuildRoutesOfUser));
};
