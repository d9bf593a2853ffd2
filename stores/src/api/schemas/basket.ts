import { z } from 'zod';
import {
  countryCodeSchema,
  currencyCodeSchema,
  localeQuerySchema,
  minorUnitsSchema,
} from './common';
import { couponCodeSchema } from './coupons';
import { partAmountSchema, partIdSchema, slugSchema } from './ids';
import { MAX_BASKET_LINES } from '../constants/index';

/**
 * What a basket line holds, by its product id (one string, the same in the signed-in basket, the
 * guest's local lines and the guest summary):
 * - `123`: a catalogue part (a single product: a part, a monitor, an accessory), its part id;
 * - `pc-45`: an assembly, the build made by `POST /api/ecommerce/pc_build` with kind `assembly`,
 *   priced as its parts plus the assembly fee (`buildPrice`);
 * - `model-rigsmith-nova`: a pre-built model bought as it is, priced as the model page prices it,
 *   its discount kept (`modelPricing`). Customising a model makes an assembly instead.
 * The last two are PC builds (`product_class` `pc-build`), the first a `product`.
 */
export const basketProductIdSchema = z.union([
  partIdSchema,
  z.string().regex(/^pc-[1-9][0-9]{0,9}$/, 'Expected pc-<build id>'),
  z
    .string()
    .startsWith('model-')
    .refine(
      (id) => slugSchema.safeParse(id.slice('model-'.length)).success,
      'Expected model-<slug>',
    ),
]);
export type BasketProductId = z.infer<typeof basketProductIdSchema>;

export { MAX_BASKET_AMOUNT, MAX_BASKET_LINES } from '../constants/index';

/** How many of a line's product: a whole number from 1 to MAX_BASKET_AMOUNT. */
export const basketAmountSchema = partAmountSchema;

export const productClasses = ['pc-build', 'product'] as const;
export type ProductClass = (typeof productClasses)[number];

/**
 * Why a line can't be checked out as it is (it may stay in the basket), with the source
 * document's messages: `out_of_stock` 'The product is out of stock', `archived` 'The product is
 * archived' (a PC build's own text for a model no longer sold), `build_unavailable` 'Some
 * components are not available', `build_archived` 'Some components are archived',
 * `build_unfinished` 'Assembly is not finished', `build_incompatible` (a compatibility rule
 * broken, its codes in `rules`).
 */
export const basketProblemCodes = [
  'out_of_stock',
  'archived',
  'build_unavailable',
  'build_archived',
  'build_unfinished',
  'build_incompatible',
] as const;
export type BasketProblemCode = (typeof basketProblemCodes)[number];

export const basketProblemSchema = z.object({
  code: z.enum(basketProblemCodes),
  /** The parts of a build concerned (their ids), empty for a single product. */
  components: z.array(partIdSchema),
  /** The compatibility rule codes, for `build_incompatible`. */
  rules: z.array(z.string()),
});
export type BasketProblem = z.infer<typeof basketProblemSchema>;

/** A line's product as the cart shows it, priced by the server in the asked currency. */
export const basketProductSchema = z.object({
  id: basketProductIdSchema,
  /** A part's SKU; a PC build's model slug (null for a build not started from a model). */
  reference: z.string().nullable(),
  title: z.string(),
  /** Every unit of the line can be bought now (for a build: every part, for every unit). */
  in_stock: z.boolean(),
  status: z.enum(['public', 'archived']),
  product_class: z.enum(productClasses),
  /** One unit, VAT included, minor units of the summary's currency. */
  price: minorUnitsSchema,
  /** Before a model's discount; null without one. */
  was: minorUnitsSchema.nullable(),
  /** Days before it is ready to ship: the slowest part's delivery, plus the build days for a PC. */
  delivery_days: z.number().int().min(0),
  /** A part's picture, a model's front view, an assembly's case; null without one. */
  image: z.string().startsWith('/media/').nullable(),
});
export type BasketProduct = z.infer<typeof basketProductSchema>;

/** A priced line: a guest's (in a summary) or, with its `pk`, one of the signed-in basket. */
export const basketItemSchema = z.object({
  product: basketProductSchema,
  amount: basketAmountSchema,
  /** price × amount. */
  total: minorUnitsSchema,
  /** Empty when the line can be checked out. */
  problems: z.array(basketProblemSchema),
});
export type BasketItem = z.infer<typeof basketItemSchema>;

export const basketLineSchema = basketItemSchema.extend({ pk: z.number().int().positive() });
export type BasketLine = z.infer<typeof basketLineSchema>;

/** `GET /api/basket/product`: the signed-in user's lines, the oldest first. */
export const basketSchema = z.object({
  items: z.array(basketLineSchema),
  currency: currencyCodeSchema,
});
export type Basket = z.infer<typeof basketSchema>;

export const basketQuerySchema = localeQuerySchema;

export const basketLineParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** `POST /api/basket/product`: adds `amount` to the product's line (made when missing). */
export const basketAddSchema = z.object({
  product: basketProductIdSchema,
  amount: basketAmountSchema.default(1),
});
export type BasketAdd = z.input<typeof basketAddSchema>;

/**
 * `PATCH /api/basket/product/{id}`: the line's new amount. `up_to_stock` (the merge at sign-in):
 * the line ends at most at what the shop can sell now, yet never below what it held.
 */
export const basketPatchSchema = z.object({
  amount: basketAmountSchema,
  up_to_stock: z.boolean().default(false),
});

/**
 * `POST /api/basket/product/{id}/replace`: another product in the line's place (an edited build),
 * keeping its amount; added to that product's line when the basket has one.
 */
export const basketReplaceSchema = z.object({ product: basketProductIdSchema });

/** A voucher code sent with a summary; null or '' for none. */
export const summaryCouponSchema = z
  .union([couponCodeSchema, z.literal(''), z.null()])
  .optional()
  .transform((code) => code || null);

/** `POST /api/basket/calculate_summary`: the signed-in basket shipped to `country`. */
export const summaryRequestSchema = z.object({
  coupon: summaryCouponSchema,
  /** The shipping country (its VAT rate and shipping price); the query's country when absent. */
  country: countryCodeSchema.optional(),
});
export type SummaryRequest = z.input<typeof summaryRequestSchema>;

/** `POST /api/basket/calculate_summary_for_products`: a guest's lines, priced by the server. */
export const productsSummaryRequestSchema = summaryRequestSchema.extend({
  products: z
    .array(z.object({ product: basketProductIdSchema, amount: basketAmountSchema }))
    .max(MAX_BASKET_LINES)
    .refine(
      (lines) => new Set(lines.map((line) => line.product)).size === lines.length,
      'Each product may appear once',
    ),
});
export type ProductsSummaryRequest = z.input<typeof productsSummaryRequestSchema>;

/**
 * A voucher sent with a summary: `applied` ('Voucher Code has been applied'), `invalid_country`
 * ('The coupon is invalid for the current country'), `invalid` (unknown, not started, expired,
 * used up, or no amount in the currency: 'The coupon is not valid'), `below_minimum` (the
 * subtotal is under its minimum, `minimum`).
 */
export const couponStates = ['applied', 'invalid_country', 'invalid', 'below_minimum'] as const;
export type CouponState = (typeof couponStates)[number];

export const summaryCouponStateSchema = z.object({
  code: z.string(),
  state: z.enum(couponStates),
  /** The smallest subtotal it applies to (minor units), for `below_minimum`; else null. */
  minimum: minorUnitsSchema.nullable(),
});

/**
 * A basket's summary, computed by the server only: `subtotal` (lines, VAT included), `vat` (the
 * VAT included in what is paid, at the shipping country's rate), `discount` (the voucher's),
 * `shipping_price` (0 is Free; null is To be confirmed), `total_price` (subtotal − discount +
 * shipping), `shipping_time` (days in transit), `expected_delivery_time` (ISO date: today + the
 * slowest line's days + shipping days; null for an empty basket).
 */
export const basketSummarySchema = z.object({
  items: z.array(basketItemSchema),
  subtotal: minorUnitsSchema,
  vat: minorUnitsSchema,
  discount: minorUnitsSchema,
  shipping_price: minorUnitsSchema.nullable(),
  /** Goods from this total ship free; null when shipping is never free in the currency. */
  free_shipping_from: minorUnitsSchema.nullable(),
  total_price: minorUnitsSchema,
  shipping_time: z.number().int().min(0).nullable(),
  expected_delivery_time: z.iso.date().nullable(),
  coupon: summaryCouponStateSchema.nullable(),
  /** Every line can be checked out (none has a problem) and there is at least one. */
  can_checkout: z.boolean(),
  country: countryCodeSchema,
  currency: currencyCodeSchema,
});
export type BasketSummary = z.infer<typeof basketSummarySchema>;
