import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { CategorySlug, Product, SortOption } from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import type { Bound } from '../../db/prepared';
import { countries, partPrices, parts } from '../../db/schema/index';
import type { PricingContext, RequestContext } from './context';
import { partImageUrl } from './media';
import { includedVat } from '@pcshop/stores/domain';

/** The columns of a priced product row: the part, its price in the currency, the VAT rate. */
export const productColumns = {
  id: parts.id,
  reference: parts.reference,
  category: parts.category,
  brand: parts.brand,
  title: parts.title,
  description: parts.description,
  specs: parts.specs,
  stock: parts.stock,
  status: parts.status,
  rating: parts.rating,
  ratingCount: parts.ratingCount,
  deliveryDays: parts.deliveryDays,
  sold: parts.sold,
  attribution: parts.attribution,
  price: partPrices.amount,
  vatRateBp: countries.vatRateBp,
};

/**
 * Parts joined with their price in the context's currency and the country's VAT rate: one
 * statement, whatever the number of parts. The caller adds its joins, `where` and order.
 */
export function selectProducts<Extra extends SelectedFields = Record<never, never>>(
  db: Database,
  context: PricingContext,
  extra?: Extra,
) {
  return db
    .select({ ...productColumns, ...(extra as Extra) })
    .from(parts)
    .innerJoin(countries, eq(countries.code, context.country))
    .innerJoin(
      partPrices,
      and(eq(partPrices.partId, parts.id), eq(partPrices.currency, context.currency)),
    );
}

/** A column's value as selected: nullable columns may be null. */
type ColumnValue<C> = C extends { _: { data: infer D; notNull: infer N } }
  ? N extends true
    ? D
    : D | null
  : never;

export type ProductRow = {
  [K in keyof typeof productColumns]: ColumnValue<(typeof productColumns)[K]>;
};

export function toProduct(row: ProductRow, context: RequestContext): Product {
  return {
    id: String(row.id),
    reference: row.reference,
    category: row.category,
    brand: row.brand,
    title: row.title,
    description: row.description,
    specs: row.specs,
    price: row.price,
    currency: context.currency,
    vat: includedVat(row.price, row.vatRateBp),
    stock: row.stock,
    inStock: row.status === 'public' && row.stock > 0,
    status: row.status,
    rating: row.rating,
    ratingCount: row.ratingCount,
    deliveryDays: row.deliveryDays,
    sold: row.sold,
    image: partImageUrl(row.id),
    ...(row.attribution ? { attribution: row.attribution } : {}),
  } as Product;
}

/**
 * The title lower-cased (ASCII letters) and compared byte by byte: the same A–Z on PGlite and on
 * any server collation. A stored column (`title_key`), which the lists' index holds.
 */
export const titleOrder = sql`${parts.titleKey} collate "C"`;

/** The seven orders (source document §3); ties fall back to the title, then the id. */
export const sortOrders: Record<SortOption, SQL[]> = {
  bestselling: [desc(parts.sold), titleOrder, asc(parts.id)],
  price_asc: [asc(partPrices.amount), titleOrder, asc(parts.id)],
  price_desc: [desc(partPrices.amount), titleOrder, asc(parts.id)],
  'title_a-z': [titleOrder, asc(parts.id)],
  'title_z-a': [sql`${titleOrder} desc`, desc(parts.id)],
  rating_asc: [asc(parts.rating), titleOrder, asc(parts.id)],
  delivery_asc: [asc(parts.deliveryDays), titleOrder, asc(parts.id)],
};

/** Public parts, of the category when there is one (its value, or a statement's placeholder). */
export function listWhere(filters: {
  category: Bound<CategorySlug> | undefined;
  inStock: boolean | undefined;
}): SQL | undefined {
  return and(
    eq(parts.status, 'public'),
    filters.category ? eq(parts.category, filters.category) : undefined,
    filters.inStock ? gt(parts.stock, 0) : undefined,
  );
}
