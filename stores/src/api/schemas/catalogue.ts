import { z } from 'zod';
import {
  currencyCodeSchema,
  localeQuerySchema,
  minorUnitsSchema,
  sortOptionSchema,
} from './common';
import { parseFilter } from '../../domain/catalogue/facets';
import { productMarkSchema } from './compatibility';
import { controlFree } from './text';
import { buildCodeSchema, partIdListSchema, partIdSchema, queryFlagSchema } from './ids';
import { categorySlugSchema, specsSchemaByCategory, type CategorySlug } from './specs';
import { DEFAULT_PER_PAGE, MAX_PAGE, MAX_PER_PAGE } from '../constants/index';

export { DEFAULT_PER_PAGE, MAX_PAGE, MAX_PER_PAGE } from '../constants/index';

/** A picture served by the shop's media routes, with its size and alternative text. */
export const imageSchema = z.object({
  url: z.string().startsWith('/media/'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

const productFields = {
  /** The part's id as a string (customiser lines, share codes and basket lines use it). */
  id: partIdSchema,
  /** SKU, stable and unique. */
  reference: z.string(),
  brand: z.string(),
  title: z.string(),
  description: z.string(),
  /** VAT-inclusive price in minor units of `currency`. */
  price: minorUnitsSchema,
  currency: currencyCodeSchema,
  /** The VAT included in `price` at the country's rate, in minor units. */
  vat: minorUnitsSchema,
  stock: z.number().int().min(0),
  /** In stock and public: it can be bought now. */
  inStock: z.boolean(),
  /** Archived parts are never listed but still answer by id (saved builds and carts hold them). */
  status: z.enum(['public', 'archived']),
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int().min(0),
  deliveryDays: z.number().int().min(0),
  sold: z.number().int().min(0),
  /** `/media/parts/{id}.svg`, 480 × 480. */
  image: z.string().startsWith('/media/'),
  /** Where an imported part's data comes from (the ODC-By notice of BuildCores OpenDB). */
  attribution: z.string().optional(),
};

/** The product schema for each category: its specs are that category's typed specifications. */
function productVariants<S extends z.ZodRawShape>(extra: S) {
  const of = <C extends CategorySlug>(category: C) =>
    z.object({
      ...productFields,
      ...extra,
      category: z.literal(category),
      specs: specsSchemaByCategory[category],
    });
  return z.discriminatedUnion('category', [
    of('case'),
    of('cpu'),
    of('motherboard'),
    of('cooler'),
    of('memory'),
    of('gpu'),
    of('storage'),
    of('psu'),
    of('fan'),
    of('lighting'),
    of('optical-drive'),
    of('os'),
    of('monitor'),
    of('accessory'),
  ]);
}

/** A catalogue part priced for the request's country and currency: a customiser part and more. */
export const productSchema = productVariants({});
export type Product = z.infer<typeof productSchema>;

/** A listed part; `mark` is there when the list was asked for a build (`build`). */
export const productListItemSchema = productVariants({ mark: productMarkSchema.optional() });
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** The most items one page of a list holds. */

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});

/**
 * `GET /api/ecommerce/products`: public parts, optionally of one category and in stock only,
 * in one of the seven orders. With `build` (a share code of the partial build) each item is
 * marked against it, and `only_compatible` leaves out the parts that would break a rule. Within
 * a category, `q` searches brand and title, `filter` ticks facet values and bounds ranges
 * (domain/catalogue/facets.ts: `socket:AM5,AM4;price:..20000`), and `facets` asks for each
 * facet's counts among the parts the other choices leave; the three need a category (400).
 */
export const productListQuerySchema = localeQuerySchema.extend({
  ...paginationQuerySchema.shape,
  category: categorySlugSchema.optional(),
  sort: sortOptionSchema.default('bestselling'),
  in_stock: queryFlagSchema.default(false),
  only_compatible: queryFlagSchema.default(false),
  build: buildCodeSchema.optional(),
  q: z.string().trim().max(100).check(controlFree()).optional(),
  filter: z
    .string()
    .max(2000)
    .check(controlFree())
    .transform((text, context) => {
      const filters = parseFilter(text);
      if (filters) return filters;
      context.addIssue({
        code: 'custom',
        message: 'Give filters as key:value,value;key:min..max',
      });
      return z.NEVER;
    })
    .optional(),
  facets: queryFlagSchema.default(false),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const pageInfoFields = {
  /** Items matching the query, on every page. */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  /** ceil(total / perPage); a page past the last one answers no items. */
  pages: z.number().int().min(0),
};

const facetValueSchema = z.union([z.string(), z.number(), z.boolean()]);

/** A facet's counts (values) or bounds (range) among the parts the other choices leave. */
export const facetCountsSchema = z.discriminatedUnion('kind', [
  z.object({
    key: z.string(),
    kind: z.literal('values'),
    values: z.array(z.object({ value: facetValueSchema, count: z.number().int().min(0) })),
  }),
  z.object({
    key: z.string(),
    kind: z.literal('range'),
    min: z.number().nullable(),
    max: z.number().nullable(),
  }),
]);

export const productListSchema = z.object({
  items: z.array(productListItemSchema),
  ...pageInfoFields,
  currency: currencyCodeSchema,
  /** With `facets`: brand, price and the category's key specifications. */
  facets: z.array(facetCountsSchema).optional(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productParamsSchema = z.object({ id: partIdSchema });

/** `GET /api/ecommerce/product?ids=12,45`: the parts of a guest cart or a saved build. */
export const productsByIdsQuerySchema = localeQuerySchema.extend({ ids: partIdListSchema });

export const productsByIdsSchema = z.object({
  /** The parts found, in the order asked (archived ones included, with their status). */
  items: z.array(productSchema),
  /** Ids asked for that are not in the catalogue. */
  missing: z.array(partIdSchema),
  currency: currencyCodeSchema,
});
export type ProductsByIds = z.infer<typeof productsByIdsSchema>;

export const categorySchema = z.object({
  slug: categorySlugSchema,
  /** In the country's message locale. */
  name: z.string(),
  /** The customiser's step order. */
  position: z.number().int(),
  /** Public parts in the category. */
  partCount: z.number().int().min(0),
  /** From the catalogue root to the category (the catalogue is flat: the category itself). */
  breadcrumbs: z.array(z.object({ slug: categorySlugSchema, name: z.string() })),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.object({ items: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

/** A price in minor units of one currency, VAT included, with the VAT it includes. */
export const priceSchema = z.object({
  amount: minorUnitsSchema,
  vat: minorUnitsSchema,
  currency: currencyCodeSchema,
});
