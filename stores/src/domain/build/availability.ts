/** Why a line of a build can't be bought as it is. */
export type LineProblemCode = 'archived' | 'out_of_stock';

/** What buying a part reads of it. */
export interface StockedPart {
  status: 'public' | 'archived';
  stock: number;
}

/** Why `amount` units of the part can't be bought now (archived, or fewer in stock), or null. */
export function lineProblem(part: StockedPart, amount: number): LineProblemCode | null {
  if (part.status !== 'public') return 'archived';
  return part.stock < amount ? 'out_of_stock' : null;
}
