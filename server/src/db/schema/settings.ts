import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  code: text().primaryKey(),
  symbol: text().notNull(),
  minorUnits: integer().notNull().default(2),
});

export const countries = pgTable('countries', {
  code: text().primaryKey(),
  name: text().notNull(),
  edition: text().notNull(),
  defaultCurrency: text()
    .notNull()
    .references(() => currencies.code),
  /** VAT in basis points (2000 = 20 %), so it stays an integer. */
  vatRateBp: integer().notNull(),
  shipsTo: boolean().notNull().default(true),
});

export const siteSettings = pgTable('site_settings', {
  slug: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
