import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedIfEmpty } from '../db/seed/index';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  /** An already open database (tests); otherwise the configuration decides. */
  database?: DatabaseHandle;
}

/** Opens the database, applies migrations, seeds an empty catalogue once, closes on shutdown. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const { config } = app;
    const database =
      options.database ??
      (await openDatabase(
        config.DATABASE_URL
          ? {
              kind: 'postgres',
              url: config.DATABASE_URL,
              poolSize: config.DATABASE_POOL_SIZE,
              onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
            }
          : { kind: 'pglite', dataDir: config.pgliteDir },
      ));
    await runMigrations(database);
    const seeded = await seedIfEmpty(database.db);
    app.log.info({ database: database.kind, seeded }, 'database ready');
    app.decorate('database', database);
    if (!options.database) app.addHook('onClose', () => database.close());
  },
  { name: 'db', dependencies: ['config'] },
);
