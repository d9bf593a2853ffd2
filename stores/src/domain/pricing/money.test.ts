import { describe, expect, it } from 'vitest';
import { buildPrice, includedVat, modelPricing, percentOf } from './money';

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
});
