import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { pcBuildKinds } from '@pcshop/stores/schemas';
import { parts } from './catalogue';
import { users } from './users';

/** A draft the customer keeps editing, or an assembly (immutable) made to go in a cart. */
export const pcBuildKindEnum = pgEnum('pc_build_kind', pcBuildKinds);

/**
 * A build, optionally started from a model (`reference`): a signed-in customer's saved draft, or
 * an assembly added to a cart, by a customer or by a guest (no owner; drafts always have one).
 */
export const pcBuilds = pgTable(
  'pc_builds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: pcBuildKindEnum().notNull().default('draft'),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The slug of the pre-built model it started from. */
    reference: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pc_builds_user_id_idx').on(table.userId, table.id),
    check('pc_builds_name_length', sql`char_length(${table.name}) between 1 and 80`),
    check('pc_builds_draft_owner', sql`${table.kind} = 'assembly' or ${table.userId} is not null`),
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
