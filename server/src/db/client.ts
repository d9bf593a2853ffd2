import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Told when an idle connection is lost (a restart, a dropped database). */
      onIdleError?: (error: Error) => void;
    }
  /** A folder, or `memory://` for a throw-away database. */
  | { kind: 'pglite'; dataDir: string };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // Without a listener, an idle client's lost connection would crash the process; the pool
    // replaces the client on the next query anyway.
    pool.on('error', (error) => target.onIdleError?.(error));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    await db.execute(sql`select 1`);
    return { kind: 'postgres', db, close: () => pool.end() };
  }
  if (!target.dataDir.startsWith('memory://')) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return { kind: 'pglite', db, close: () => client.close() };
}
