import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Health } from '@pcshop/stores/schemas';
import type { DatabaseHandle } from '../db/client';
import { appliedMigrations } from '../db/migrate';

const version = process.env.npm_package_version ?? '0.1.0';

const elapsedSince = (started: number) => Math.round((performance.now() - started) * 100) / 100;

async function databaseHealth(database: DatabaseHandle): Promise<Health['database']> {
  const started = performance.now();
  try {
    await database.db.execute(sql`select 1`);
    const latency = elapsedSince(started);
    return {
      kind: database.kind,
      state: 'up',
      latency_ms: latency,
      migrations: await appliedMigrations(database),
    };
  } catch {
    return { kind: database.kind, state: 'down', latency_ms: null, migrations: 0 };
  }
}

/** A PING within the client's command timeout; a Redis that is down fails at once. */
async function redisHealth(redis: Redis): Promise<NonNullable<Health['redis']>> {
  const started = performance.now();
  try {
    await redis.ping();
    return { state: 'up', latency_ms: elapsedSince(started), error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { state: 'down', latency_ms: null, error: message };
  }
}

/** The state of the shop and of each dependency it needs to answer; degraded if one is down. */
export async function checkHealth(database: DatabaseHandle, redis: Redis | null): Promise<Health> {
  const [db, cache] = await Promise.all([
    databaseHealth(database),
    redis ? redisHealth(redis) : null,
  ]);
  const down = db.state === 'down' || cache?.state === 'down';
  return {
    status: down ? 'degraded' : 'ok',
    version,
    uptime_s: Math.round(process.uptime()),
    database: db,
    redis: cache,
  };
}
