import type { BasketItem, BasketSummary, CountryCode, CouponState } from '@pcshop/stores/schemas';
import { basketTotals, couponDiscount, shippingCharge } from '@pcshop/stores/domain';
import { requestContext, type LocaleQuery, type RequestContext } from '../catalogue/context';
import { couponUsable } from '../catalogue/coupons';
import { HttpError } from '../errors';
import type { BasketDeps } from './basket';
import {
  findProducts,
  toItem,
  type BasketLineRef,
  type CouponWithUses,
  type PricedProduct,
} from './items';
import { shippingRate } from './shipping';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SummaryInput {
  coupon: string | null;
  /** The shipping country; the query's when absent. */
  country?: CountryCode | undefined;
}

/**
 * What a voucher does to a subtotal: unknown or unusable now (`invalid`), not valid in the
 * shipping country (`invalid_country`), used as often as the customer may (`invalid`), under its
 * minimum subtotal in the currency (`below_minimum`), else `applied` with its discount.
 */
export function couponOutcome(
  found: CouponWithUses | null,
  subtotal: number,
  context: RequestContext,
  now: Date,
): { state: CouponState; discount: number; minimum: number | null } {
  const refused = (state: CouponState, minimum: number | null = null) => ({
    state,
    discount: 0,
    minimum,
  });
  if (!found || !couponUsable(found.row, now, context.currency)) return refused('invalid');
  const { row, uses } = found;
  if (!row.countries.includes(context.country)) return refused('invalid_country');
  if (row.perCustomerLimit !== null && uses >= row.perCustomerLimit) return refused('invalid');
  const minimum = row.minimumSubtotal?.[context.currency] ?? null;
  if (minimum !== null && subtotal < minimum) return refused('below_minimum', minimum);
  const discount = couponDiscount(
    subtotal,
    row.percentOff !== null
      ? { kind: 'percentage', percent: row.percentOff }
      : { kind: 'fixed', amount: row.amountOff![context.currency]! },
  );
  return { state: 'applied', discount, minimum };
}

/**
 * A summary of lines shipped to a country, computed by the server only, in one round of
 * statements run together (the products, and the shop's terms — VAT rate, assembly fee,
 * free-shipping threshold — with the voucher and a signed-in basket's lines): subtotal, VAT,
 * discount, shipping, total, shipping time and expected delivery. Per-customer voucher limits are read
 * here and checked again, atomically, when the order is placed.
 */
async function summarise(
  deps: BasketDeps,
  source: { products: readonly { product: string; amount: number }[] } | { basketOf: string },
  userId: string | null,
  input: SummaryInput,
  locale: LocaleQuery,
): Promise<PricedBasket> {
  const asked = requestContext(locale);
  const context: RequestContext = { ...asked, country: input.country ?? asked.country };
  const options = { viewer: userId, terms: true, coupon: input.coupon };
  const {
    lines: basketLines,
    products: found,
    terms,
    coupon,
  } = await findProducts(
    deps.db,
    context,
    'basketOf' in source ? source : { ids: source.products.map((line) => line.product) },
    options,
  );
  const lines = 'products' in source ? source.products : (basketLines ?? []);
  const unknown = lines.filter((line) => !found.has(line.product)).map((line) => line.product);
  if (unknown.length > 0 && !('basketOf' in source)) {
    throw new HttpError(400, 'unknown_product', 'Some products are not in the catalogue', {
      products: unknown.map((id) => `Product ${id} is not in the catalogue`),
    });
  }
  const items: BasketItem[] = lines.flatMap((line) => {
    const priced = found.get(line.product);
    return priced ? [toItem(priced, line.amount)] : [];
  });

  const subtotal = items.reduce((sum, item) => sum + item.total, 0);
  const now = deps.clock.now();
  const voucher = input.coupon ? couponOutcome(coupon, subtotal, context, now) : null;
  const discount = voucher?.discount ?? 0;
  const rate = shippingRate(context.country, context.currency);
  const freeFrom = terms?.freeShippingFrom ?? null;
  const shipping = shippingCharge(subtotal - discount, rate.price, freeFrom);
  const totals = basketTotals(
    items.map((item) => item.total),
    discount,
    shipping,
    terms?.vatRateBp ?? 0,
  );
  const slowest = Math.max(0, ...items.map((item) => item.product.delivery_days));
  const deliveryDays = items.length > 0 && rate.days !== null ? slowest + rate.days : null;
  const summary: BasketSummary = {
    items,
    subtotal: totals.subtotal,
    vat: totals.vat,
    discount: totals.discount,
    shipping_price: totals.shipping,
    free_shipping_from: freeFrom,
    total_price: totals.total,
    shipping_time: items.length > 0 ? rate.days : null,
    expected_delivery_time:
      deliveryDays === null
        ? null
        : new Date(now.getTime() + deliveryDays * DAY_MS).toISOString().slice(0, 10),
    coupon:
      input.coupon && voucher
        ? { code: input.coupon.toUpperCase(), state: voucher.state, minimum: voucher.minimum }
        : null,
    can_checkout: items.length > 0 && items.every((item) => item.problems.length === 0),
    country: context.country,
    currency: context.currency,
  };
  return { summary, lines, products: found, coupon };
}

/** A summary and what it priced: the lines, each product found, and the voucher asked for. */
export interface PricedBasket {
  summary: BasketSummary;
  /** The lines priced, as they were read (a basket's in its order). */
  lines: readonly BasketLineRef[];
  products: Map<string, PricedProduct>;
  coupon: CouponWithUses | null;
}

/**
 * The signed-in user's basket priced, with what it was priced from: the summary, and for
 * ordering, the products (a build's parts) and the voucher's row.
 */
export function priceBasket(
  deps: BasketDeps,
  userId: string,
  input: SummaryInput,
  locale: LocaleQuery,
): Promise<PricedBasket> {
  return summarise(deps, { basketOf: userId }, userId, input, locale);
}

/** `POST /api/basket/calculate_summary`: the signed-in user's basket. */
export async function basketSummary(
  deps: BasketDeps,
  userId: string,
  input: SummaryInput,
  locale: LocaleQuery,
): Promise<BasketSummary> {
  return (await priceBasket(deps, userId, input, locale)).summary;
}

/**
 * `POST /api/basket/calculate_summary_for_products`: a guest's lines (a signed-in caller's own
 * assemblies too); a product not in the catalogue is refused (400 `unknown_product`, the ids in
 * `fields.products`), so the cart can drop it and say so. Archived products are priced, with
 * their problem.
 */
export async function productsSummary(
  deps: BasketDeps,
  userId: string | null,
  input: SummaryInput & { products: { product: string; amount: number }[] },
  locale: LocaleQuery,
): Promise<BasketSummary> {
  return (await summarise(deps, { products: input.products }, userId, input, locale)).summary;
}
