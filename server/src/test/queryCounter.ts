import type { DatabaseHandle } from '../db/client';

type Query = (...args: unknown[]) => unknown;

export interface QueryCounter {
  /** Statements sent to the database since the counter started or was last reset. */
  readonly count: number;
  reset(): void;
  restore(): void;
}

/**
 * Counts the statements the app sends through the database driver (PGlite's or node-postgres'
 * `query`, which every Drizzle statement goes through).
 */
export function countQueries(database: DatabaseHandle): QueryCounter {
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    restore() {
      client.query = original;
    },
  };
}
