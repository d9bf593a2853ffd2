import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiRefusal, NetworkFailure } from '@pcshop/stores';
import type { BasketItem, BasketProblem } from '@pcshop/stores/schemas';
import texts from '../../../../locales/en-GB/cart.json';
import { cartRefusalText } from './cartRefusal';
import { lineProblems } from './lineProblems';

/** The English catalogue as `t`, so the tests read the shopper's words. */
const t = ((key: string) =>
  key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)[part], texts) ??
  key) as unknown as TFunction<'cart'>;

const item = (
  productClass: 'pc-build' | 'product',
  codes: BasketProblem['code'][],
): BasketItem => ({
  product: {
    id: productClass === 'product' ? '12' : 'pc-4',
    reference: null,
    title: 'Thing',
    in_stock: true,
    status: 'public',
    product_class: productClass,
    price: 100,
    was: null,
    delivery_days: 1,
    image: null,
  },
  amount: 1,
  total: 100,
  problems: codes.map((code) => ({ code, components: [], rules: [] })),
});

describe('lineProblems', () => {
  it("words a product's problems as the source document does", () => {
    expect(lineProblems(t, item('product', ['out_of_stock', 'archived']))).toEqual([
      { kind: 'out-of-stock', message: 'The product is out of stock' },
      { kind: 'archived', message: 'The product is archived' },
    ]);
  });

  it("words a PC build's problems with its own texts", () => {
    expect(
      lineProblems(
        t,
        item('pc-build', ['archived', 'build_unavailable', 'build_archived', 'build_unfinished']),
      ).map((problem) => problem.message),
    ).toEqual([
      'This PC is no longer sold',
      'Some components are not available',
      'Some components are archived',
      'Assembly is not finished',
    ]);
  });

  it('has none for a line that can be bought', () => {
    expect(lineProblems(t, item('product', []))).toEqual([]);
  });
});

describe('cartRefusalText', () => {
  it('names the basket refusals, a lost connection, and anything else generically', () => {
    const refusal = (code: string) => new ApiRefusal({ status: 409, code, message: code });
    expect(cartRefusalText(t, refusal('basket_full'))).toBe(texts.errors.basket_full);
    expect(cartRefusalText(t, refusal('amount_above_maximum'))).toBe(
      texts.errors.amount_above_maximum,
    );
    expect(cartRefusalText(t, new NetworkFailure(new Error('offline')))).toBe(texts.errors.network);
    expect(cartRefusalText(t, refusal('teapot'))).toBe(texts.errors.failed);
  });
});
