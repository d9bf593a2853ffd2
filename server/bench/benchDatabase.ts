import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedIfEmpty } from '../src/db/seed/index';

export interface BenchDatabase {
  database: DatabaseHandle;
  /** The scratch PostgreSQL database's URL (none for PGlite). */
  url?: string;
  migrateMs: number;
  seedMs: number;
  /** Closes the database, and drops it when it is a scratch PostgreSQL database. */
  close(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server of `url` (named `name`, dropped first if a run left it
 * behind), and how to drop it.
 */
async function createScratch(
  url: string,
  name = `pcshop_bench_${Date.now()}`,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The pool the shop would keep: DATABASE_POOL_SIZE, as the server reads it. */
const poolSizeOf = (env: NodeJS.ProcessEnv) =>
  loadConfig({ DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE }).DATABASE_POOL_SIZE;

/**
 * The shop's database for a benchmark, migrated and seeded (both timed) with planner statistics:
 * a scratch database created on the PostgreSQL server of `postgresUrl` (named `name`, else a new
 * name; its pool as big as DATABASE_POOL_SIZE says, as the server's), else an in-memory PGlite.
 */
export async function openBenchDatabase(
  postgresUrl?: string,
  name?: string,
): Promise<BenchDatabase> {
  const scratch = postgresUrl ? await createScratch(postgresUrl, name) : null;
  const database = await openDatabase(
    scratch
      ? { kind: 'postgres', url: scratch.url, poolSize: poolSizeOf(process.env) }
      : { kind: 'pglite', dataDir: 'memory://' },
  ).catch(async (error: unknown) => {
    await scratch?.drop();
    throw error;
  });
  const close = async () => {
    await database.close();
    await scratch?.drop();
  };
  try {
    const started = performance.now();
    await runMigrations(database);
    const migrated = performance.now();
    if (!(await seedIfEmpty(database.db))) throw new Error('the scratch database was not empty');
    const seeded = performance.now();
    // Planner statistics, as a running shop has them (autovacuum would take a while to get there).
    await database.db.execute(sql`analyze`);
    return {
      database,
      url: scratch?.url,
      migrateMs: Math.round(migrated - started),
      seedMs: Math.round(seeded - migrated),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
