import type { TFunction } from 'i18next';
import type { CartLineProblem } from '@pcshop/design-system';
import type { BasketItem, BasketProblem } from '@pcshop/stores/schemas';

/** Problems that keep the line's product from being bought now; the rest are archived-like. */
const unavailable: readonly BasketProblem['code'][] = ['out_of_stock', 'build_unavailable'];

/**
 * A line's problems in the source document's words (§8): 'The product is out of stock', 'Some
 * components are not available', 'Some components are archived', 'The product is archived' (a PC
 * build its own text), 'Assembly is not finished'.
 */
export function lineProblems(t: TFunction<'cart'>, item: BasketItem): CartLineProblem[] {
  const build = item.product.product_class === 'pc-build';
  return item.problems.map((problem) => ({
    kind: unavailable.includes(problem.code) ? 'out-of-stock' : 'archived',
    message:
      problem.code === 'archived' && build
        ? t('problems.archivedBuild')
        : t(`problems.${problem.code}`),
  }));
}
