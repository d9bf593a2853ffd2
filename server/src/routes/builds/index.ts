import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_DRAFTS } from '@pcshop/stores/schemas';
import { signedInUser } from '../../plugins/auth';
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
import { endpointRoute } from '../endpoint';

const tags = ['builds'];
const refusals =
  'Unknown parts answer 400 unknown_parts, archived ones 400 archived_parts; parts that break a compatibility rule together answer 422 incompatible_build with the rule codes in fields.rules.';
const draftsOnly =
  'Only the user’s drafts: an assembly (kind assembly, a build added to a cart) is never changed and answers 404 here, as does anyone else’s build.';

/**
 * `/api/ecommerce/pc_build*`: drafts, each user reaching only their own (404 otherwise), and
 * assemblies. `POST /api/ecommerce/pc_build` takes the token if one is sent (optional session):
 * a draft needs a signed-in user; an assembly (for a cart) is made by a guest too, its owner the
 * signed-in user if a token is sent. Assemblies are counted per client address.
 */
export const pcBuildRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: BuildsDeps = { db: app.database.db, clock: app.clock };

  endpointRoute(app, 'createPcBuild', {
    tags,
    summary:
      'Save a draft (signed in), or make an assembly for a cart (anyone), priced by the server',
    description: `kind draft (the default) needs a bearer token (401) and is refused past ${MAX_DRAFTS} drafts (409 too_many_drafts). kind assembly needs no token: the build as added to a cart, answered here and never changed, listed or read back by id afterwards; ${rateLimitNote(app.config, 'assembly')} ${refusals}`,
    config: {
      rateLimit: {
        ...rateLimit(app.config, 'assembly'),
        // Counted once the body says what it is; drafts have their own cap (MAX_DRAFTS).
        hook: 'preHandler',
        allowList: (request) => (request.body as { kind?: unknown }).kind !== 'assembly',
      },
    },
    handler: async (request, reply) => {
      const userId = request.user?.userId ?? null;
      if (request.body.kind === 'draft' && userId === null) {
        reply.header('www-authenticate', 'Bearer');
        throw authErrors.unauthorized();
      }
      return reply.status(201).send(await createBuild(deps, userId, request.body, request.query));
    },
  });

  endpointRoute(app, 'pcBuilds', {
    tags,
    summary: 'The signed-in user’s saved builds (drafts, never assemblies), the newest first',
    handler: async (request) => ({
      items: await listBuilds(deps, signedInUser(request).userId, request.query),
    }),
  });

  endpointRoute(app, 'pcBuild', {
    tags,
    summary: 'One saved build (a draft)',
    description: draftsOnly,
    handler: async (request) =>
      getBuild(deps, signedInUser(request).userId, request.params.id, request.query),
  });

  endpointRoute(app, 'updatePcBuild', {
    tags,
    summary: 'Rename a saved build or change its parts or model',
    description: `${refusals} ${draftsOnly}`,
    handler: async (request) =>
      updateBuild(
        deps,
        signedInUser(request).userId,
        request.params.id,
        request.body,
        request.query,
      ),
  });

  endpointRoute(app, 'deletePcBuild', {
    tags,
    summary: 'Delete a saved build',
    description: draftsOnly,
    answered: 'Deleted',
    handler: async (request, reply) => {
      await deleteBuild(deps, signedInUser(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  });

  endpointRoute(app, 'replacePcBuildComponents', {
    tags,
    summary: 'Replace every part of a saved build',
    description: `${refusals} ${draftsOnly}`,
    handler: async (request) =>
      updateBuild(
        deps,
        signedInUser(request).userId,
        request.params.id,
        { components: request.body.components_detailed },
        request.query,
      ),
  });
};
