import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Health } from '@pcshop/stores/schemas';
import type { DatabaseHandle } from '../db/client';
import { appliedMigrations } from '../db/migrate';

const version = process.env.npm_package_version ?? '0.1.0';

export async function checkHealth(database: DatabaseHandle): Promise<Health> {
  const started = performance.now();
  try {
    await database.db.execute(sql`select 1`);
    const latency = performance.now() - started;
    return {
      status: 'ok',
      version,
      uptime_s: Math.round(process.uptime()),
      database: {
        kind: database.kind,
        state: 'up',
        latency_ms: Math.round(latency * 100) / 100,
        migrations: await appliedMigrations(database),
      },
    };
  } catch {
    return {
      status: 'degraded',
      version,
      uptime_s: Math.round(process.uptime()),
      database: { kind: database.kind, state: 'down', latency_ms: null, migrations: 0 },
    };
  }
}
