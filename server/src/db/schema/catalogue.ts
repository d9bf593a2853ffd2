import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  index,
  bigint,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  categorySlugs,
  resolutions,
  type GameProfile,
  type MessageLocale,
} from '@pcshop/stores/schemas';
import type { GameLook } from '../../media/types';
import { currencies } from './settings';

export const categorySlugEnum = pgEnum('category_slug', categorySlugs);
export const partStatusEnum = pgEnum('part_status', ['public', 'archived']);
export const resolutionEnum = pgEnum('resolution', resolutions);

/** A text in each message locale. */
export type Localised<T = string> = Record<MessageLocale, T>;

export const categories = pgTable('categories', {
  slug: categorySlugEnum().primaryKey(),
  /** Order of the customiser steps and of category lists. */
  position: integer().notNull(),
  names: jsonb().$type<Localised>().notNull(),
});

/**
 * A catalogue part. `specs` holds the category's typed specifications (validated with
 * `specsSchemaByCategory` before every write). `source`/`sourceId` make imports idempotent.
 */
export const parts = pgTable(
  'parts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull().unique(),
    category: categorySlugEnum()
      .notNull()
      .references(() => categories.slug),
    brand: text().notNull(),
    title: text().notNull(),
    /**
     * The title as the lists order by it (productRows.ts `titleOrder`): a column, so that the
     * index of the default order holds it and a list's ids are read from the index alone.
     */
    titleKey: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${parts.title} collate "C")`),
    description: text().notNull().default(''),
    specs: jsonb().$type<Record<string, unknown>>().notNull(),
    stock: integer().notNull().default(0),
    status: partStatusEnum().notNull().default('public'),
    /** 0–5, one decimal. */
    rating: real().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    deliveryDays: integer().notNull(),
    /** Units sold to date: the `bestselling` order. */
    sold: integer().notNull().default(0),
    /** `seed` for the shop's own catalogue, `buildcores` for the OpenDB importer. */
    source: text().notNull().default('seed'),
    sourceId: text(),
    /** Attribution kept with imported data (ODC-By). */
    attribution: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('parts_category_status_idx').on(table.category, table.status),
    // The lists' default order (productRows.ts `sortOrders.bestselling`): a page of a category is
    // read in order without sorting it, and a faceted list's ids in stock from the index alone.
    index('parts_public_bestselling_idx')
      .on(
        table.category,
        table.sold.desc().nullsFirst(),
        sql`${table.titleKey} collate "C"`,
        table.id,
        table.stock,
      )
      .where(sql`${table.status} = 'public'`),
    unique('parts_source_source_id_unique').on(table.source, table.sourceId),
    check('parts_stock_not_negative', sql`${table.stock} >= 0`),
    check('parts_rating_range', sql`${table.rating} between 0 and 5`),
    check('parts_delivery_days_range', sql`${table.deliveryDays} between 0 and 90`),
  ],
);

/**
 * One row counting the writes of the parts' facts (category, brand, title, specs, prices): the
 * triggers of migration 0013 add one in the writing transaction, whoever writes (the importer,
 * the seed, a test), so a process keeping facts in memory knows, in the statement that reads a
 * list or a build, whether they are still the database's.
 */
export const catalogueRevision = pgTable(
  'catalogue_revision',
  {
    id: integer().primaryKey().default(1),
    value: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalogue_revision_single_row', sql`${table.id} = 1`)],
);

/** A part's VAT-inclusive price in one currency, in minor units. */
export const partPrices = pgTable(
  'part_prices',
  {
    partId: integer()
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    currency: text()
      .notNull()
      .references(() => currencies.code),
    amount: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.partId, table.currency] }),
    index('part_prices_currency_amount_idx').on(table.currency, table.amount),
    check('part_prices_amount_not_negative', sql`${table.amount} >= 0`),
  ],
);

export const modelTiers = ['entry', 'mainstream', 'performance', 'enthusiast', 'flagship'] as const;
export const modelTierEnum = pgEnum('model_tier', modelTiers);

/** A pre-built model: a named, compatible build of catalogue parts. */
export const models = pgTable(
  'models',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    tier: modelTierEnum().notNull(),
    position: integer().notNull(),
    /** Whole percent off the parts' price; null when the model is not discounted. */
    discountPercent: integer(),
    copy: jsonb().$type<Localised<{ tagline: string; overview: string[] }>>().notNull(),
    status: partStatusEnum().notNull().default('public'),
  },
  (table) => [
    check(
      'models_discount_range',
      sql`${table.discountPercent} is null or ${table.discountPercent} between 1 and 90`,
    ),
  ],
);

export const modelParts = pgTable(
  'model_parts',
  {
    modelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    partId: integer()
      .notNull()
      .references(() => parts.id),
    amount: integer().notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.modelId, table.partId] }),
    check('model_parts_amount_positive', sql`${table.amount} >= 1`),
  ],
);

export interface GameMeta {
  developer: string;
  releaseYear: number;
  genre: Localised;
  /** Two colours of the generated tile. */
  colours: [string, string];
  /** The tile's motif and title type (the game's own look); without one, an abstract tile. */
  look?: GameLook;
}

export const games = pgTable('games', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  position: integer().notNull(),
  profile: jsonb().$type<GameProfile>().notNull(),
  meta: jsonb().$type<GameMeta>().notNull(),
  description: jsonb().$type<Localised>().notNull(),
});

/** FPS of a model in a game at a resolution, from the estimation model (stores/domain/fps.ts). */
export const gameFps = pgTable(
  'game_fps',
  {
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    modelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    resolution: resolutionEnum().notNull(),
    fps: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.modelId, table.resolution] }),
    index('game_fps_model_idx').on(table.modelId),
  ],
);
