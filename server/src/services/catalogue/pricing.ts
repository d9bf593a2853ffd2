/**
 * Money rules of the catalogue (SERVER-TEAM.md): integer minor units, VAT-inclusive prices per
 * currency, VAT rates in basis points.
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
