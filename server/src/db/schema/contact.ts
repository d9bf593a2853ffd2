import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { messageLocaleEnum } from './cms';
import { countries } from './settings';

/**
 * A ticket raised with the contact form (source document §3): who wrote, about which order, in
 * which edition and language, and the privacy agreement's time. `reference` is quoted in both
 * emails (`RS-` and 8 characters).
 */
export const contactTickets = pgTable(
  'contact_tickets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull().unique(),
    fullName: text().notNull(),
    email: text().notNull(),
    orderNumber: text(),
    /** E.164. */
    phone: text(),
    message: text().notNull(),
    country: text()
      .notNull()
      .references(() => countries.code),
    locale: messageLocaleEnum().notNull(),
    privacyAcceptedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('contact_tickets_reference', sql`${table.reference} ~ '^RS-[0-9A-Z]{8}$'`),
    index('contact_tickets_email_idx').on(table.email),
  ],
);
