import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type Results<T extends readonly (() => Promise<unknown>)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

/**
 * Runs independent statements together: side by side on the pool's connections, but one after
 * another in a transaction, whose one connection takes one statement at a time (node-postgres
 * would queue them and warns that it will stop doing so).
 */
export async function together<T extends readonly (() => Promise<unknown>)[]>(
  db: Database,
  statements: T,
): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) {
    return Promise.all(statements.map((statement) => statement())) as Promise<Results<T>>;
  }
  const results: unknown[] = [];
  for (const statement of statements) results.push(await statement());
  return results as Results<T>;
}
