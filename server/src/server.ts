import { app } from './app';
import { ConfigError, loadConfig } from './config';
import { createFastify } from './fastify';

async function start() {
  const config = loadConfig();
  const server = createFastify(config);
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
