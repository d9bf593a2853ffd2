import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cmsPageTypes, type CmsBlock } from '@pcshop/stores/schemas';

export const cmsPageTypeEnum = pgEnum('cms_page_type', cmsPageTypes);
export const messageLocaleEnum = pgEnum('message_locale', [
  'en-GB',
  'fr-FR',
  'it',
  'es-ES',
  'de-DE',
]);

/** A CMS page in one message locale; the slug is the storefront path without the edition prefix. */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: cmsPageTypeEnum().notNull(),
    slug: text().notNull(),
    locale: messageLocaleEnum().notNull(),
    title: text().notNull(),
    metaTitle: text().notNull(),
    metaDescription: text().notNull(),
    blocks: jsonb().$type<CmsBlock[]>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('cms_pages_slug_locale_unique').on(table.slug, table.locale),
    unique('cms_pages_type_locale_unique').on(table.type, table.locale),
  ],
);

/** A legacy path and where it now lives (source document §9); paths without an edition prefix. */
export const redirects = pgTable(
  'redirects',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fromPath: text().notNull().unique(),
    toPath: text().notNull(),
    status: integer().notNull().default(301),
  },
  (table) => [check('redirects_status', sql`${table.status} in (301, 302)`)],
);
