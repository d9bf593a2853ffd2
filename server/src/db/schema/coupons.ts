import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
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
      'coupons_used_within_limit',
      sql`${table.usageLimit} is null or ${table.usedCount} <= ${table.usageLimit}`,
    ),
  ],
);
