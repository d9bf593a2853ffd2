import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { configPlugin } from './plugins/config';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { storefrontPlugin } from './plugins/storefront';
import { healthRoutes } from './routes/health/index';

export interface AppOptions {
  config: Config;
  /** An open database handle (tests); the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
}

/** The whole shop as one plugin: infrastructure, then services, then routes. */
export const app = fp<AppOptions>(
  async (instance: FastifyInstance, { config, database }) => {
    instance.setValidatorCompiler(validatorCompiler);
    instance.setSerializerCompiler(serializerCompiler);

    await instance.register(configPlugin, { config });
    await instance.register(errorsPlugin);
    await instance.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'"],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
    });
    await instance.register(compress, { threshold: 1024 });
    await instance.register(cookie);
    await instance.register(dbPlugin, database ? { database } : {});
    await instance.register(openapiPlugin);

    await instance.register(healthRoutes);

    await instance.register(storefrontPlugin);
  },
  { name: 'pcshop' },
);
