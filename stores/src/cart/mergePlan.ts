import { MAX_BASKET_AMOUNT } from '../api/constants/index';
import type { CartEntry } from './localLines';

/** A line of the server basket, as the merge needs it. */
export interface ServerLine {
  pk: number;
  product: { id: string };
  amount: number;
}

/**
 * What the merge does with one local line: `add` it (the basket has none of the product), `set`
 * the basket's line to an absolute amount, or nothing (the basket's line is already full).
 * `capped`: the sum was above the line maximum, so some units were left out.
 */
export type MergeStep =
  | { product: string; kind: 'add'; amount: number; capped: boolean }
  | { product: string; kind: 'set'; pk: number; amount: number; capped: boolean }
  | { product: string; kind: 'none'; capped: true };

/**
 * The one rule of the merge at sign-in: amounts add, capped at the line maximum. A line of the
 * basket gets an absolute amount (`set`), so sending it twice changes nothing.
 */
export function mergePlan(basket: readonly ServerLine[], local: readonly CartEntry[]): MergeStep[] {
  return local.map(({ product, amount }): MergeStep => {
    const line = basket.find((candidate) => candidate.product.id === product);
    const wanted = (line?.amount ?? 0) + amount;
    const total = Math.min(wanted, MAX_BASKET_AMOUNT);
    const capped = wanted > total;
    if (!line) return { product, kind: 'add', amount: total, capped };
    if (total === line.amount) return { product, kind: 'none', capped: true };
    return { product, kind: 'set', pk: line.pk, amount: total, capped };
  });
}
