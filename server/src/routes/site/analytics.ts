import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsPageViewSchema, analyticsScriptQuerySchema } from '@pcshop/stores/schemas';
import { analyticsScript, recordPageView } from '../../services/site/analytics';
import { rateLimit, rateLimitNote } from '../../services/rateLimit/budgets';
import { errorResponses } from '../errorResponses';

/**
 * The shop's own analytics tag (SPEC §2: a per-edition tag id, loaded only after consent): a
 * same-origin script per tag and the page views it records.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site/analytics.js',
    {
      schema: {
        tags: ['site'],
        summary: "An edition's analytics tag script (the storefront loads it after Accept All)",
        querystring: analyticsScriptQuerySchema,
        response: {
          200: {
            description: 'The tag script; it records the page view of the page loading it',
            content: { 'text/javascript': { schema: z.string() } },
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const script = await analyticsScript(app.database.db, request.query.tag);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(script);
    },
  );

  app.post(
    '/api/site/analytics/page_views',
    {
      config: { rateLimit: rateLimit(app.config, 'pageViews') },
      schema: {
        tags: ['site'],
        summary: 'Records a page view of an analytics tag',
        description: rateLimitNote(app.config, 'pageViews'),
        body: analyticsPageViewSchema,
        response: { 204: z.null().describe('Recorded'), ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      await recordPageView(app.database.db, request.body);
      return reply.code(204).send(null);
    },
  );
};
