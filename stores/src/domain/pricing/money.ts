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
