import type { Placeholder } from 'drizzle-orm';
import type { Database } from './client';

/** A value of a statement, or the placeholder of a prepared statement's value. */
export type Bound<Value> = Value | Placeholder;

/**
 * Statements built once per database, to be sent as named prepared statements: node-postgres
 * prepares each once per connection and PostgreSQL keeps its plan; PGlite runs them as any other.
 * A name must stand for one statement text on every connection.
 */
export function preparedPer<Statements>(
  build: (db: Database) => Statements,
): (db: Database) => Statements {
  const built = new WeakMap<Database, Statements>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}
