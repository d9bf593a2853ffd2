import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { MAX_BASKET_AMOUNT } from '@pcshop/stores/schemas';
import { models, parts } from './catalogue';
import { pcBuilds } from './builds';
import { users } from './users';

/**
 * A line of a signed-in customer's basket: one product (a part, an assembly or a model bought as
 * it is) and how many. `product` is the API's product id (`123`, `pc-45`, `model-<slug>`,
 * stores/src/api/schemas/basket.ts), unique per user so that concurrent adds of one product meet
 * in one upsert; exactly one of the three references says what it is and keeps it existing.
 */
export const basketLines = pgTable(
  'basket_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: text().notNull(),
    partId: integer().references(() => parts.id),
    buildId: integer().references(() => pcBuilds.id),
    modelId: integer().references(() => models.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('basket_lines_user_product_unique').on(table.userId, table.product),
    index('basket_lines_user_id_idx').on(table.userId, table.id),
    check(
      'basket_lines_amount_range',
      sql`${table.amount} between 1 and ${sql.raw(String(MAX_BASKET_AMOUNT))}`,
    ),
    check(
      'basket_lines_one_product',
      sql`num_nonnulls(${table.partId}, ${table.buildId}, ${table.modelId}) = 1`,
    ),
  ],
);
