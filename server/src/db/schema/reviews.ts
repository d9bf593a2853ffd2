import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { models } from './catalogue';
import { messageLocaleEnum } from './cms';
import { orderLines } from './orders';
import { users } from './users';

export const reviewStatusEnum = pgEnum('review_status', ['published', 'hidden']);

/**
 * A customer's review (source document: title required, text optional), left from the orders
 * list: of the order line reviewed (one review per line; a review with a line is a verified
 * buyer's) by its author. It belongs to the model bought, or the one a PC build started from
 * (null for anything else). Should the line or the author go, the review stays, theirs no more.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    modelId: integer().references(() => models.id, { onDelete: 'set null' }),
    orderItemId: integer()
      .unique()
      .references(() => orderLines.id, { onDelete: 'set null' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
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
