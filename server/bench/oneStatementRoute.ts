import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import { preparedSql } from '../src/db/prepared';

/**
 * The floor of any route that reads the database on every request: `body()` answered after one
 * trivial prepared statement (`select 1`) on the app's pool. Beside a route's constant twin, it
 * shows what one round trip to the database costs before the route does any work of its own.
 */
export function addOneStatementRoute(
  server: FastifyInstance,
  database: DatabaseHandle,
  route: { method: 'GET' | 'POST'; url: string },
  body: () => unknown,
): void {
  const statement = preparedSql<{ one: number }>(
    database.db,
    'bench_one_statement',
    sql`select 1 as one`,
  );
  server.route({
    ...route,
    handler: async () => {
      await statement.execute({});
      return body();
    },
  });
}
