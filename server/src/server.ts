import Fastify from 'fastify';
import { app } from './app';
import { ConfigError, loadConfig } from './config';

async function start() {
  const config = loadConfig();
  const server = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: true,
    requestTimeout: 30_000,
    // The first start migrates and seeds the whole catalogue, which can outlast the 10 s default.
    pluginTimeout: 120_000,
  });
  await server.register(app, { config });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      server.log.info({ signal }, 'shutting down');
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          server.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await server.listen({ host: config.HOST, port: config.PORT });
  server.log.info(
    `Rigsmith is serving on http://localhost:${config.PORT} (database: ${server.database.kind})`,
  );
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
