import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { parts } from './catalogue';
import { users } from './users';

/** A signed-in customer's saved build (a draft), optionally started from a model (`reference`). */
export const pcBuilds = pgTable(
  'pc_builds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The slug of the pre-built model it started from. */
    reference: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pc_builds_user_id_idx').on(table.userId, table.id),
    check('pc_builds_name_length', sql`char_length(${table.name}) between 1 and 80`),
  ],
);

/** A part of a saved build, in the order the customiser lists it. */
export const pcBuildComponents = pgTable(
  'pc_build_components',
  {
    buildId: integer()
      .notNull()
      .references(() => pcBuilds.id, { onDelete: 'cascade' }),
    partId: integer()
      .notNull()
      .references(() => parts.id),
    amount: integer().notNull(),
    position: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.buildId, table.partId] }),
    index('pc_build_components_part_id_idx').on(table.partId),
    check('pc_build_components_amount_range', sql`${table.amount} between 1 and 16`),
  ],
);
