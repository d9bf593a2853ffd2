import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { models } from './catalogue';
import { messageLocaleEnum } from './cms';

export const reviewStatusEnum = pgEnum('review_status', ['published', 'hidden']);

/**
 * A customer's review (source document: title required, text optional), left from the orders
 * list. It belongs to the model bought (null for a custom build) and, once orders exist, to the
 * order line reviewed and its author: the orders issue adds the foreign keys of `orderItemId`
 * and `userId` when it creates those tables. One review per order line.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    modelId: integer().references(() => models.id, { onDelete: 'set null' }),
    orderItemId: integer().unique(),
    userId: integer(),
    /** 1–5 stars; null when the review was left without a rating. */
    rating: integer(),
    title: text().notNull(),
    text: text().notNull().default(''),
    locale: messageLocaleEnum().notNull(),
    status: reviewStatusEnum().notNull().default('published'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_model_status_idx').on(table.modelId, table.status),
    check('reviews_rating_range', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
    check('reviews_title_length', sql`char_length(${table.title}) between 1 and 200`),
  ],
);
