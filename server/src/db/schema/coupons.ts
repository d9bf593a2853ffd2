import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * A voucher: a percentage or a fixed amount per currency off the subtotal, valid in some
 * countries (`affected_locales`, ISO 3166-1 alpha-2), between two dates, a limited number of times.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored upper case; looked up case-insensitively. */
    code: text().notNull().unique(),
    percentOff: integer(),
    /** Minor units per currency, e.g. { "GBP": 2000, "EUR": 2500 }. */
    amountOff: jsonb().$type<Record<string, number>>(),
    countries: text().array().notNull(),
    startsAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    /**
     * Uses in all: `used_count` goes up in the order's transaction with
     * `update … set used_count = used_count + 1 where used_count < usage_limit returning`, one
     * atomic statement (and the check below), so two last orders can't both take the last use.
     */
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    /**
     * Uses per customer: counted in `coupon_redemptions` while the order's transaction holds the
     * coupon's row (locked by the used_count update above); null without a limit.
     */
    perCustomerLimit: integer(),
    /** Minimum subtotal per currency for the coupon to apply, in minor units. */
    minimumSubtotal: jsonb().$type<Record<string, number>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('coupons_code_upper_case', sql`${table.code} = upper(${table.code})`),
    check('coupons_one_kind', sql`(${table.percentOff} is null) <> (${table.amountOff} is null)`),
    check(
      'coupons_percent_range',
      sql`${table.percentOff} is null or ${table.percentOff} between 1 and 100`,
    ),
    check(
      'coupons_per_customer_limit_positive',
      sql`${table.perCustomerLimit} is null or ${table.perCustomerLimit} >= 1`,
    ),
    check(
      'coupons_used_within_limit',
      sql`${table.usageLimit} is null or ${table.usedCount} <= ${table.usageLimit}`,
    ),
  ],
);

/** One use of a voucher by a customer, written with the order that used it. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order that used it. */
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coupon_redemptions_coupon_user_idx').on(table.couponId, table.userId)],
);
