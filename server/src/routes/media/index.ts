import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { galleryViews, partIdSchema, slugSchema } from '@pcshop/stores/schemas';
import { gameTile, modelImage, partImage, type RenderedImage } from '../../media/images';
import type { ModelView } from '../../media/types';
import { notFound } from '../../services/errors';
import { etagMatches } from '../../plugins/httpCache';
import { errorResponses } from '../errorResponses';

/** Images change only when the catalogue does: shared caches may keep them a day. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

/** A view name: well-formed but unknown views are a 404, anything else a 400. */
const viewSchema = z.string().regex(/^[a-z]{1,20}$/, 'Expected a view name (lower-case letters)');

const svgResponses = {
  200: {
    description: 'The image, with a strong ETag and a day of public caching',
    content: { 'image/svg+xml': { schema: z.string() } },
  },
  304: z.null().describe('Not modified: the If-None-Match tag is current'),
  ...errorResponses(400, 404),
};

function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: RenderedImage | null,
  what: string,
) {
  if (!image) throw notFound(what);
  reply.header('etag', image.etag).header('cache-control', MEDIA_CACHE_CONTROL);
  if (etagMatches(request.headers['if-none-match'], image.etag)) {
    return reply.code(304).send();
  }
  return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
}

const isView = (view: string): view is ModelView =>
  (galleryViews as readonly string[]).includes(view);

/** The shop's images, drawn from the catalogue (SERVER-TEAM.md image URL contract). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/parts/:id.svg',
    {
      schema: {
        tags: ['media'],
        summary: "A part's image, 480 × 480",
        params: z.object({ id: partIdSchema }),
        response: svgResponses,
      },
    },
    async (request, reply) =>
      sendImage(
        request,
        reply,
        await partImage(app.database.db, Number(request.params.id)),
        'Part',
      ),
  );

  app.get(
    '/media/models/:slug/:view.svg',
    {
      schema: {
        tags: ['media'],
        summary: "One view of a model's gallery, 1200 × 900",
        params: z.object({ slug: slugSchema, view: viewSchema }),
        response: svgResponses,
      },
    },
    async (request, reply) => {
      const { slug, view } = request.params;
      const image = isView(view) ? await modelImage(app.database.db, slug, view) : null;
      return sendImage(request, reply, image, isView(view) ? 'Model' : 'View');
    },
  );

  app.get(
    '/media/games/:slug.svg',
    {
      schema: {
        tags: ['media'],
        summary: "A game's tile, 640 × 360",
        params: z.object({ slug: slugSchema }),
        response: svgResponses,
      },
    },
    async (request, reply) =>
      sendImage(request, reply, await gameTile(app.database.db, request.params.slug), 'Game'),
  );
};
