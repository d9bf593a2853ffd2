import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cmsMetaSchema, cmsPageListSchema, cmsPageSchema } from '@pcshop/stores/schemas';
import { notFound } from '../../services/errors';
import { getCmsMeta, getPage, listPages } from '../../services/cms/pages';
import { findRedirect } from '../../services/cms/redirects';
import { cacheCatalogueReads, sendCached } from '../../plugins/httpCache';
import { endpointRoute } from '../endpoint';

const tags = ['cms'];

const cmsReads: FastifyPluginAsyncZod = async (app) => {
  cacheCatalogueReads(app);

  endpointRoute(app, 'cmsMeta', {
    tags,
    summary: "The site's default metadata and each page type's path",
    handler: async (request, reply) =>
      sendCached(request, reply, cmsMetaSchema, () => getCmsMeta(app.database.db, request.query)),
  });

  endpointRoute(app, 'cmsPages', {
    tags,
    summary: "The CMS pages of the country's language (meta.type, meta.api_url, meta.slug)",
    handler: async (request, reply) =>
      sendCached(request, reply, cmsPageListSchema, () =>
        listPages(app.database.db, request.query),
      ),
  });

  endpointRoute(app, 'cmsPage', {
    tags,
    summary: "A CMS page with its blocks, in the country's language",
    handler: async (request, reply) =>
      sendCached(request, reply, cmsPageSchema, () =>
        getPage(app.database.db, request.params.slug, request.query),
      ),
  });
};

const redirectLookup: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, 'cmsRedirect', {
    tags,
    summary: 'Where a legacy path lives now: 301/302 with Location for the locale, or 404',
    description:
      'The path follows /api/cms/redirect (e.g. /api/cms/redirect/support/faqs?locale=FR → 301, Location /fr/faq). Locales: en, en-us, en-gb, uk → GB; fr → FR; it → IT; es → ES; de → DE; the country codes themselves; anything else GB.',
    answered: {
      301: 'Moved permanently; the Location header holds the new path',
      302: 'Moved temporarily; the Location header holds the new path',
    },
    config: { swagger: { exposeHeadRoute: true } },
    handler: async (request, reply) => {
      const target = await findRedirect(app.database.db, request.params['*'], request.query.locale);
      if (!target) throw notFound('Redirect');
      return reply
        .code(target.status)
        .header('location', target.location)
        .header('cache-control', 'public, max-age=300')
        .send(null);
    },
  });
};

/** The CMS API: metadata, pages per locale, legacy redirects. */
export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cmsReads);
  await app.register(redirectLookup);
};
