import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (the content security policy among them) on every response. Helmet's
 * middleware is built once here, its directives parsed once; the Fastify wrapper built it again
 * for every request, which cost as much as a small route.
 */
export const securityHeadersPlugin = fp<HelmetOptions>(
  async (app, options) => {
    const applyHeaders = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
