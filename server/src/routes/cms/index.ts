import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  cmsMetaSchema,
  cmsPageListSchema,
  cmsPageParamsSchema,
  cmsPageSchema,
  localeQuerySchema,
  plainText,
  redirectQuerySchema,
} from '@pcshop/stores/schemas';
import { notFound } from '../../services/errors';
import { getCmsMeta, getPage, listPages } from '../../services/cms/pages';
import { findRedirect } from '../../services/cms/redirects';
import { cacheCatalogueReads, sendCached } from '../../plugins/httpCache';
import { errorResponses } from '../errorResponses';

const cmsReads: FastifyPluginAsyncZod = async (app) => {
  cacheCatalogueReads(app);

  app.get(
    '/api/cms/meta',
    {
      schema: {
        tags: ['cms'],
        summary: "The site's default metadata and each page type's path",
        querystring: localeQuerySchema,
        response: { 200: cmsMetaSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, cmsMetaSchema, () => getCmsMeta(app.database.db, request.query)),
  );

  app.get(
    '/api/cms/pages',
    {
      schema: {
        tags: ['cms'],
        summary: "The CMS pages of the country's language (meta.type, meta.api_url, meta.slug)",
        querystring: localeQuerySchema,
        response: { 200: cmsPageListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, cmsPageListSchema, () =>
        listPages(app.database.db, request.query),
      ),
  );

  app.get(
    '/api/cms/pages/:slug',
    {
      schema: {
        tags: ['cms'],
        summary: "A CMS page with its blocks, in the country's language",
        params: cmsPageParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: cmsPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, cmsPageSchema, () =>
        getPage(app.database.db, request.params.slug, request.query),
      ),
  );
};

const redirectLookup: FastifyPluginAsyncZod = async (app) => {
  app.head(
    '/api/cms/redirect/*',
    {
      config: { swagger: { exposeHeadRoute: true } },
      schema: {
        tags: ['cms'],
        summary: 'Where a legacy path lives now: 301/302 with Location for the locale, or 404',
        description:
          'The path follows /api/cms/redirect (e.g. /api/cms/redirect/support/faqs?locale=FR → 301, Location /fr/faq). Locales: en, en-us, en-gb, uk → GB; fr → FR; it → IT; es → ES; de → DE; the country codes themselves; anything else GB.',
        params: z.object({ '*': plainText().max(500) }),
        querystring: redirectQuerySchema,
        response: {
          301: z.null().describe('Moved permanently; the Location header holds the new path'),
          302: z.null().describe('Moved temporarily; the Location header holds the new path'),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const target = await findRedirect(app.database.db, request.params['*'], request.query.locale);
      if (!target) throw notFound('Redirect');
      return reply
        .code(target.status)
        .header('location', target.location)
        .header('cache-control', 'public, max-age=300')
        .send(null);
    },
  );
};

/** The CMS API: metadata, pages per locale, legacy redirects. */
export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cmsReads);
  await app.register(redirectLookup);
};
