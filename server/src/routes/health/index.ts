import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from '../../services/health';
import { endpointRoute } from '../endpoint';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, 'health', {
    tags: ['system'],
    summary: 'Liveness, and the state of the database and Redis',
    handler: async (_request, reply) => {
      const health = await checkHealth(app.database, app.redis);
      return reply
        .status(health.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  });
};
