import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A page view recorded by the shop's own analytics tag, which the storefront loads only after
 * the shopper accepts all cookies. No cookie, IP address or user id is kept: the edition's tag,
 * the path and the referring page.
 */
export const analyticsPageViews = pgTable(
  'analytics_page_views',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tagId: text().notNull(),
    country: text().notNull(),
    path: text().notNull(),
    referrer: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_page_views_tag_created_idx').on(table.tagId, table.createdAt)],
);
