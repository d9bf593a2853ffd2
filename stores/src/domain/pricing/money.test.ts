import { describe, expect, it } from 'vitest';
import {
  basketTotals,
  buildPrice,
  couponDiscount,
  includedVat,
  modelPricing,
  percentOf,
  shippingCharge,
} from './money';

describe('money', () => {
  it('splits out the VAT included in an amount, rounded half up in whole minor units', () => {
    expect(includedVat(120_00, 2000)).toBe(20_00);
    expect(includedVat(97_391, 2000)).toBe(16_232);
    expect(includedVat(1, 2000)).toBe(0);
    // Exact in integers up to ten million pounds (no float error).
    expect(includedVat(999_999_999, 2200)).toBe(180_327_869);
  });

  it('takes a percentage rounded half up', () => {
    expect(percentOf(97_391, 5)).toBe(4870);
    expect(percentOf(10, 5)).toBe(1);
    expect(percentOf(9, 5)).toBe(0);
  });

  it("prices a model: parts plus the assembly fee, less the model's discount", () => {
    expect(modelPricing(87_491, 9_900, 5)).toEqual({
      amount: 92_521,
      was: 97_391,
      discountPercent: 5,
    });
    expect(modelPricing(87_491, 9_900, null)).toEqual({
      amount: 97_391,
      was: null,
      discountPercent: null,
    });
  });

  it('prices a custom build: parts × amounts plus the assembly fee as its own line', () => {
    expect(
      buildPrice(
        [
          { price: 45_000, amount: 1 },
          { price: 6_000, amount: 2 },
        ],
        9_900,
      ),
    ).toEqual({ parts: 57_000, assemblyFee: 9_900, total: 66_900 });
    expect(buildPrice([], 9_900)).toEqual({ parts: 0, assemblyFee: 0, total: 0 });
  });

  it('gives an unchanged model the same price as the customiser before its discount', () => {
    const lines = [
      { price: 50_000, amount: 1 },
      { price: 18_745, amount: 2 },
    ];
    const parts = buildPrice(lines, 0).parts;
    expect(modelPricing(parts, 9_900, 5).was).toBe(buildPrice(lines, 9_900).total);
  });

  it('takes a voucher off the subtotal: a percentage rounded half up, a fixed amount, never more than the subtotal', () => {
    expect(couponDiscount(97_391, { kind: 'percentage', percent: 10 })).toBe(9_739);
    expect(couponDiscount(97_391, { kind: 'percentage', percent: 100 })).toBe(97_391);
    expect(couponDiscount(97_391, { kind: 'fixed', amount: 2_000 })).toBe(2_000);
    expect(couponDiscount(1_500, { kind: 'fixed', amount: 2_000 })).toBe(1_500);
  });

  it('charges shipping below the free threshold, nothing from it, and leaves an unknown price to be confirmed', () => {
    expect(shippingCharge(10_000, 1_499, 150_000)).toBe(1_499);
    expect(shippingCharge(150_000, 1_499, 150_000)).toBe(0);
    expect(shippingCharge(10_000, 1_499, null)).toBe(1_499);
    expect(shippingCharge(10_000, null, 150_000)).toBeNull();
    expect(shippingCharge(0, 1_499, 150_000)).toBe(0);
  });

  it("totals a basket: VAT per line at the country's rate, less the discount's, plus the shipping's", () => {
    expect(basketTotals([12_000, 6_000], 1_800, 1_200, 2000)).toEqual({
      subtotal: 18_000,
      vat: 2_000 + 1_000 - 300 + 200,
      discount: 1_800,
      shipping: 1_200,
      total: 17_400,
    });
    // Rounded once per line: 3 × 1 penny lines carry no VAT at 20 %.
    expect(basketTotals([1, 1, 1], 0, 0, 2000).vat).toBe(0);
    expect(basketTotals([12_200], 0, null, 2200)).toEqual({
      subtotal: 12_200,
      vat: 2_200,
      discount: 0,
      shipping: null,
      total: 12_200,
    });
  });
});
