import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config';
import { errorBody } from './plugins/errors';

/**
 * The Fastify instance every entry point (server, tests, benchmark) registers the app on, so
 * they all answer alike: errors Fastify raises before routing (a malformed URL, a bad
 * content type) go out as 400s in the API's error format, and the client address comes from
 * X-Forwarded-For only behind the proxies TRUST_PROXY names.
 */
export function createFastify(
  config: Pick<Config, 'LOG_LEVEL' | 'TRUST_PROXY'>,
  { logger = true }: { logger?: boolean } = {},
): FastifyInstance {
  const instance = Fastify({
    logger: logger && config.LOG_LEVEL !== 'silent' ? { level: config.LOG_LEVEL } : false,
    trustProxy: config.TRUST_PROXY,
    requestTimeout: 30_000,
    // The first start migrates and seeds the whole catalogue, which can outlast the 10 s default.
    pluginTimeout: 120_000,
    frameworkErrors: (error, _request, reply) => {
      // Typed for the route that was never reached; it is an ordinary reply.
      void (reply as FastifyReply).code(400).send(errorBody('bad_request', error.message));
    },
  });
  return instance;
}
