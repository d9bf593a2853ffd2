import type { Placeholder, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

/**
 * Statements of one kind that differ in shape (an order, a filter present or not), each built and
 * prepared on first use under the name `nameOf` gives its shape: a name must stand for one shape.
 */
export function preparedPerShape<Shape, Statement>(
  nameOf: (shape: Shape) => string,
  prepare: (db: Database, shape: Shape, name: string) => Statement,
): (db: Database, shape: Shape) => Statement {
  const statementsOf = preparedPer(() => new Map<string, Statement>());
  return (db, shape) => {
    const name = nameOf(shape);
    const statements = statementsOf(db);
    let statement = statements.get(name);
    if (!statement) {
      statement = prepare(db, shape, name);
      statements.set(name, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A statement written in SQL (its values `sql.placeholder`s), prepared under `name` on the
 * connection `db` runs it on: the pool's, or a transaction's. What the query builders can't
 * write, such as a statement of data-modifying CTEs over JSON records.
 */
export function preparedSql<Row>(db: Database, name: string, query: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return {
    // node-postgres and PGlite both answer the rows as `rows`.
    execute: async (values: Record<string, unknown>): Promise<Row[]> =>
      ((await prepared.execute(values)) as { rows: Row[] }).rows,
  };
}
