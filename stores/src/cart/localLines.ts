import { MAX_BASKET_AMOUNT, MAX_BASKET_LINES } from '../api/constants/index';
import type { KeyValueStorage } from '../platform';

/** Where a guest's cart lines are kept (local storage), as `[{ product, amount }]`. */
export const CART_KEY = 'rigsmith.cart';

/** One line of a cart as it is kept and sent: a product id and how many. */
export interface CartEntry {
  product: string;
  amount: number;
}

/**
 * The shapes of a product id (`123`, `pc-45`, `model-<slug>`), checked cheaply at start-up: the
 * header's count is read on every page, before zod is loaded. The server checks the rest (a
 * product not in the catalogue is dropped when the summary names it).
 */
const productIdPattern = /^(?:[1-9][0-9]{0,9}|pc-[1-9][0-9]{0,9}|model-[a-z0-9]+(?:-[a-z0-9]+)*)$/;

export const isProductId = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 106 && productIdPattern.test(value);

export const isLineAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_BASKET_AMOUNT;

/**
 * The lines kept under `CART_KEY`, read defensively: what is not a list reads as no lines, and a
 * line without a known product id, with an amount that is not 1–16, a second line of one product
 * or a line past the 50th is dropped. `dropped` counts what was left out, to tell the shopper.
 */
export function parseLocalLines(raw: string | null): { lines: CartEntry[]; dropped: number } {
  if (raw === null) return { lines: [], dropped: 0 };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { lines: [], dropped: 1 };
  }
  if (!Array.isArray(value)) return { lines: [], dropped: 1 };
  const lines: CartEntry[] = [];
  for (const entry of value as unknown[]) {
    const { product, amount } = (entry ?? {}) as Partial<Record<keyof CartEntry, unknown>>;
    if (
      isProductId(product) &&
      isLineAmount(amount) &&
      lines.length < MAX_BASKET_LINES &&
      !lines.some((line) => line.product === product)
    ) {
      lines.push({ product, amount });
    }
  }
  return { lines, dropped: value.length - lines.length };
}

export function readLocalLines(storage: KeyValueStorage) {
  return parseLocalLines(storage.getItem(CART_KEY));
}

/** Keeps the lines (an empty cart removes the key). */
export function writeLocalLines(storage: KeyValueStorage, lines: readonly CartEntry[]): void {
  if (lines.length === 0) storage.removeItem(CART_KEY);
  else
    storage.setItem(
      CART_KEY,
      JSON.stringify(lines.map(({ product, amount }) => ({ product, amount }))),
    );
}
