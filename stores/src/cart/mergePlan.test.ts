import { describe, expect, it } from 'vitest';
import { mergePlan } from './mergePlan';

describe('mergePlan', () => {
  const basket = [
    { pk: 1, product: { id: '12' }, amount: 3 },
    { pk: 2, product: { id: '40' }, amount: 16 },
    { pk: 3, product: { id: 'pc-45' }, amount: 10 },
  ];

  it('adds amounts, capped at 16, as absolute amounts for lines the basket has', () => {
    expect(
      mergePlan(basket, [
        { product: '12', amount: 2 },
        { product: '40', amount: 1 },
        { product: 'pc-45', amount: 9 },
        { product: 'model-rigsmith-ember', amount: 1 },
      ]),
    ).toEqual([
      { product: '12', kind: 'set', pk: 1, amount: 5, capped: false },
      { product: '40', kind: 'none', capped: true },
      { product: 'pc-45', kind: 'set', pk: 3, amount: 16, capped: true },
      { product: 'model-rigsmith-ember', kind: 'add', amount: 1, capped: false },
    ]);
  });
});
