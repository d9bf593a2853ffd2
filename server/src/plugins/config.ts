import fp from 'fastify-plugin';
import { servedOrigin, type Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export const configPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
    // Without PUBLIC_URL, links (emails, canonical URLs) name the address the shop listens on,
    // known only now when PORT is 0.
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (config.publicUrlConfigured || !address || typeof address === 'string') return;
      config.PUBLIC_URL = servedOrigin(address.address, address.port);
    });
  },
  { name: 'config' },
);
