import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_DRAFTS,
  pcBuildInputSchema,
  pcBuildListSchema,
  pcBuildParamsSchema,
  pcBuildPatchSchema,
  pcBuildQuerySchema,
  pcBuildReplaceComponentsSchema,
  pcBuildSchema,
} from '@pcshop/stores/schemas';
import { signedInGroup, signedInUser } from '../../plugins/auth';
import { authErrors } from '../../services/auth/errors';
import { rateLimit, rateLimitNote } from '../../services/rateLimit/budgets';
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
const draftsOnly =
  'Only the user’s drafts: an assembly (kind assembly, a build added to a cart) is never changed and answers 404 here, as does anyone else’s build.';

const pcBuildRoutesOfUser: FastifyPluginAsyncZod = async (app) => {
  const deps: BuildsDeps = { db: app.database.db, clock: app.clock };

  app.get(
    '/api/ecommerce/pc_build',
    {
      schema: {
        ...builds,
        summary: 'The signed-in user’s saved builds (drafts, never assemblies), the newest first',
        querystring: pcBuildQuerySchema,
        response: { 200: pcBuildListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      items: await listBuilds(deps, signedInUser(request).userId, request.query),
    }),
  );

  app.get(
    '/api/ecommerce/pc_build/:id',
    {
      schema: {
        ...builds,
        summary: 'One saved build (a draft)',
        description: draftsOnly,
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
        description: `${refusals} ${draftsOnly}`,
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
        description: draftsOnly,
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
        description: `${refusals} ${draftsOnly}`,
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

/**
 * `POST /api/ecommerce/pc_build`: a draft needs a signed-in user; an assembly (for a cart) is
 * made by a guest too, its owner the signed-in user if a token is sent. Assemblies are counted
 * per client address.
 */
const createPcBuildRoute: FastifyPluginAsyncZod = async (app) => {
  const deps: BuildsDeps = { db: app.database.db, clock: app.clock };

  app.post(
    '/api/ecommerce/pc_build',
    {
      onRequest: async (request, reply) => {
        if (request.headers.authorization !== undefined) await app.requireUser(request, reply);
      },
      config: {
        rateLimit: {
          ...rateLimit(app.config, 'assembly'),
          // Counted once the body says what it is; drafts have their own cap (MAX_DRAFTS).
          hook: 'preHandler',
          allowList: (request) => (request.body as { kind?: unknown }).kind !== 'assembly',
        },
      },
      schema: {
        ...builds,
        // The token is optional: an assembly is made by guests too.
        security: [{}, { bearer: [] }],
        summary:
          'Save a draft (signed in), or make an assembly for a cart (anyone), priced by the server',
        description: `kind draft (the default) needs a bearer token (401) and is refused past ${MAX_DRAFTS} drafts (409 too_many_drafts). kind assembly needs no token: the build as added to a cart, answered here and never changed, listed or read back by id afterwards; ${rateLimitNote(app.config, 'assembly')} ${refusals}`,
        querystring: pcBuildQuerySchema,
        body: pcBuildInputSchema,
        response: { 201: pcBuildSchema, ...errorResponses(400, 401, 409, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const userId = request.user?.userId ?? null;
      if (request.body.kind === 'draft' && userId === null) {
        reply.header('www-authenticate', 'Bearer');
        throw authErrors.unauthorized();
      }
      return reply.status(201).send(await createBuild(deps, userId, request.body, request.query));
    },
  );
};

/** `/api/ecommerce/pc_build*`: drafts, each user reaching only their own (404 otherwise), and assemblies. */
export const pcBuildRoutes: FastifyPluginAsync = async (app) => {
  await app.register(createPcBuildRoute);
  await app.register(signedInGroup(pcBuildRoutesOfUser));
};
