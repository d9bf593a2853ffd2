/**
 * The shop's one pricing module (server answers and every display): integer minor units,
 * VAT-inclusive prices per currency, VAT rates in basis points.
 */

/**
 * The VAT included in a VAT-inclusive amount: amount × rate / (1 + rate), rounded half up to a
 * whole minor unit, in integer arithmetic (no float error on large amounts).
 */
export function includedVat(amount: number, vatRateBp: number): number {
  const denominator = 10_000 + vatRateBp;
  return Math.floor((2 * amount * vatRateBp + denominator) / (2 * denominator));
}

/** A percentage of an amount, rounded half up to whole minor units. */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((2 * amount * percent + 100) / 200);
}

export interface ModelPricing {
  /** What the shopper pays. */
  amount: number;
  /** Before the discount; null without one. */
  was: number | null;
  discountPercent: number | null;
}

/**
 * A pre-built model's price: its parts (× amounts) plus the assembly fee, less its discount
 * when it has one (rounded to whole minor units).
 */
export function modelPricing(
  partsTotal: number,
  assemblyFee: number,
  discountPercent: number | null,
): ModelPricing {
  const full = partsTotal + assemblyFee;
  if (!discountPercent) return { amount: full, was: null, discountPercent: null };
  return { amount: full - percentOf(full, discountPercent), was: full, discountPercent };
}

/** One part of a build: its VAT-inclusive unit price and how many. */
export interface PricedLine {
  price: number;
  amount: number;
}

export interface BuildPrice {
  /** The parts × amounts. */
  parts: number;
  /** The assembly fee: charged once for a build with at least one part. */
  assemblyFee: number;
  /** What the build costs: parts plus the assembly fee. */
  total: number;
}

/**
 * A custom build's price (customiser, saved builds, assemblies in the cart): its parts plus the
 * assembly fee, shown as its own line wherever the build is priced. An empty build costs nothing.
 */
export function buildPrice(lines: readonly PricedLine[], assemblyFee: number): BuildPrice {
  const parts = lines.reduce((sum, line) => sum + line.price * line.amount, 0);
  const fee = lines.length > 0 ? assemblyFee : 0;
  return { parts, assemblyFee: fee, total: parts + fee };
}

/** A voucher as it prices: a whole percent off, or a fixed amount of the basket's currency off. */
export type CouponValue =
  { kind: 'percentage'; percent: number } | { kind: 'fixed'; amount: number };

/**
 * What a voucher takes off a VAT-inclusive subtotal: the percentage rounded half up, or the fixed
 * amount; never more than the subtotal.
 */
export function couponDiscount(subtotal: number, coupon: CouponValue): number {
  const off = coupon.kind === 'percentage' ? percentOf(subtotal, coupon.percent) : coupon.amount;
  return Math.min(Math.max(off, 0), subtotal);
}

/**
 * The shipping charged on goods worth `goods` (after any discount): free from `freeFrom` (null:
 * never free), else the country's price; null when the country has no price in the currency
 * (shown as "To be confirmed"). An empty basket ships nothing, for nothing.
 */
export function shippingCharge(
  goods: number,
  price: number | null,
  freeFrom: number | null,
): number | null {
  if (goods === 0) return 0;
  if (freeFrom !== null && goods >= freeFrom) return 0;
  return price;
}

export interface BasketTotals {
  /** The lines' VAT-inclusive totals. */
  subtotal: number;
  /** The VAT included in what is paid: per line, less the discount's, plus the shipping's. */
  vat: number;
  discount: number;
  /** Null: to be confirmed (not counted in the total). */
  shipping: number | null;
  /** Subtotal less discount plus shipping. */
  total: number;
}

/**
 * A basket's totals: VAT-inclusive line totals, a discount and a shipping charge, all VAT-inclusive;
 * the VAT included is split out at the shipping country's rate, rounded once per line (the
 * discount's and the shipping's VAT each rounded once too).
 */
export function basketTotals(
  lineTotals: readonly number[],
  discount: number,
  shipping: number | null,
  vatRateBp: number,
): BasketTotals {
  const subtotal = lineTotals.reduce((sum, line) => sum + line, 0);
  const off = Math.min(discount, subtotal);
  const linesVat = lineTotals.reduce((sum, line) => sum + includedVat(line, vatRateBp), 0);
  const vat = linesVat - includedVat(off, vatRateBp) + includedVat(shipping ?? 0, vatRateBp);
  return {
    subtotal,
    vat: Math.max(vat, 0),
    discount: off,
    shipping,
    total: subtotal - off + (shipping ?? 0),
  };
}
