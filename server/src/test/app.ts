import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { app, type AppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createFastify, type FastifyOptions } from '../fastify';

export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: a new PostgreSQL database when DATABASE_URL is set
 * (as in CI), else an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    return { handle, drop: () => handle.close() };
  }
  return createPostgresDatabase(url);
}

/** A new, empty database on the PostgreSQL server of `url`, with its own URL (for other processes). */
export async function createPostgresDatabase(url: string): Promise<TestDatabase & { url: string }> {
  const name = `pcshop_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: testUrl.toString(), poolSize: 4 });
  return {
    handle,
    url: testUrl.toString(),
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, for `app.inject`; `services` replaces outside services,
 * `fastify` the instance's options (a short request timeout).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  services: AppOptions['services'] = {},
  fastify: Omit<FastifyOptions, 'logger'> = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    // Tests call from one address far more often than a visitor; the rate-limit tests set 1.
    RATE_LIMIT_SCALE: '1000',
    ...env,
  });
  const instance = createFastify(config, { ...fastify, logger: false });
  await instance.register(app, { config, database: testDb.handle, services });
  await instance.ready();
  return {
    app: instance,
    database: testDb.handle,
    config,
    close: async () => {
      await instance.close();
      await testDb.drop();
    },
  };
}
