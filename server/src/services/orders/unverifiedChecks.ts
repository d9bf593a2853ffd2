import { checkCompatibility, toBuildPart } from '@pcshop/stores/domain';
import type { UnverifiedCheck } from '../../db/schema/index';
import type { PricedProduct } from '../basket/items';

/**
 * The checks of an ordered build the rules couldn't make because a part's data sheet doesn't
 * list a fact, for the build team to make by hand; none for a single part. Ordering refuses only
 * conflicts (the basket's `build_incompatible`), so these never hold an order back.
 */
export function unverifiedChecksOf(priced: PricedProduct): UnverifiedCheck[] {
  if (priced.components.length === 0) return [];
  const referenceOf = new Map(priced.components.map(({ row }) => [String(row.id), row.reference]));
  return checkCompatibility(
    priced.components.map(({ row, amount }) => toBuildPart(row, amount)),
  ).flatMap((issue) =>
    issue.severity === 'unverified'
      ? [
          {
            code: issue.code,
            parts: issue.parts.map((id) => referenceOf.get(id) ?? id),
            missing: issue.missing ?? [],
          },
        ]
      : [],
  );
}
