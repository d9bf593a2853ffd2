import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsScript, recordPageView } from '../../services/site/analytics';
import { rateLimit, rateLimitNote } from '../../services/rateLimit/budgets';
import { endpointRoute } from '../endpoint';

const tags = ['site'];

/**
 * The shop's own analytics tag (SPEC §2: a per-edition tag id, loaded only after consent): a
 * same-origin script per tag and the page views it records.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, 'analyticsScript', {
    tags,
    summary: "An edition's analytics tag script (the storefront loads it after Accept All)",
    answered: 'The tag script; it records the page view of the page loading it',
    handler: async (request, reply) => {
      const script = await analyticsScript(app.database.db, request.query.tag);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(script);
    },
  });

  endpointRoute(app, 'analyticsPageView', {
    tags,
    summary: 'Records a page view of an analytics tag',
    description: rateLimitNote(app.config, 'pageViews'),
    answered: 'Recorded',
    config: { rateLimit: rateLimit(app.config, 'pageViews') },
    handler: async (request, reply) => {
      await recordPageView(app.database.db, request.body);
      return reply.code(204).send(null);
    },
  });
};
