import type { CurrencyCode } from '@pcshop/stores/schemas';
import { HttpError } from '../errors';

export interface Bracket {
  /** `1000-1500`: the bounds in major units; the last bracket is open (`3000-`). */
  id: string;
  /** Minor units, inclusive. */
  min: number;
  /** Minor units, exclusive; null for the open top bracket. */
  max: number | null;
}

/** Bounds of each currency's brackets in major units (README: Builds by budget). */
const bounds: Record<CurrencyCode, number[]> = {
  GBP: [0, 1000, 1500, 2000, 3000],
  EUR: [0, 1200, 1800, 2400, 3500],
};

export const budgetBrackets: Record<CurrencyCode, Bracket[]> = {
  GBP: toBrackets(bounds.GBP),
  EUR: toBrackets(bounds.EUR),
};

function toBrackets(limits: number[]): Bracket[] {
  return limits.map((min, index) => {
    const max = limits[index + 1];
    return {
      id: max === undefined ? `${min}-` : `${min}-${max}`,
      min: min * 100,
      max: max === undefined ? null : max * 100,
    };
  });
}

export const inBracket = (price: number, bracket: Bracket) =>
  price >= bracket.min && (bracket.max === null || price < bracket.max);

/** The bracket of this id in the currency; 400 listing the valid ids otherwise. */
export function bracketById(currency: CurrencyCode, id: string): Bracket {
  const bracket = budgetBrackets[currency].find((candidate) => candidate.id === id);
  if (!bracket) {
    const ids = budgetBrackets[currency].map((candidate) => candidate.id).join(', ');
    throw new HttpError(400, 'unknown_budget', `No ${currency} budget bracket ${id}`, {
      budget: [`Expected one of ${ids}`],
    });
  }
  return bracket;
}
