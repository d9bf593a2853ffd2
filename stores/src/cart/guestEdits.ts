import { MAX_BASKET_AMOUNT, MAX_BASKET_LINES } from '../api/constants/index';
import { ApiRefusal } from '../api/refusal';
import { isLineAmount, isProductId, type CartEntry } from './localLines';

/**
 * A guest's edits of their lines, refused as the basket API refuses the same edit (the same
 * codes), so the cart shows one set of messages for both.
 */
const refuse = (status: number, code: string, message: string, field: string) =>
  new ApiRefusal({ status, code, message, fields: { [field]: [message] } });

function checkAmount(amount: number) {
  if (!isLineAmount(amount))
    throw refuse(400, 'validation_failed', `An amount is 1 to ${MAX_BASKET_AMOUNT}`, 'amount');
}

function checkProduct(product: string) {
  if (!isProductId(product))
    throw refuse(400, 'unknown_product', `There is no product ${product} to add`, 'product');
}

/** Adds `amount` to the product's line (made when missing, at the end). */
export function addEntry(
  lines: readonly CartEntry[],
  product: string,
  amount: number,
): CartEntry[] {
  checkProduct(product);
  checkAmount(amount);
  const line = lines.find((candidate) => candidate.product === product);
  if (!line) {
    if (lines.length >= MAX_BASKET_LINES)
      throw refuse(409, 'basket_full', `A cart holds at most ${MAX_BASKET_LINES} lines`, 'product');
    return [...lines, { product, amount }];
  }
  if (line.amount + amount > MAX_BASKET_AMOUNT)
    throw refuse(
      409,
      'amount_above_maximum',
      `At most ${MAX_BASKET_AMOUNT} of one product`,
      'amount',
    );
  return lines.map((candidate) =>
    candidate === line ? { product, amount: line.amount + amount } : candidate,
  );
}

export function setEntryAmount(
  lines: readonly CartEntry[],
  product: string,
  amount: number,
): CartEntry[] {
  checkAmount(amount);
  if (!lines.some((line) => line.product === product))
    throw refuse(404, 'not_found', 'Basket line not found', 'product');
  return lines.map((line) => (line.product === product ? { product, amount } : line));
}

export const removeEntry = (lines: readonly CartEntry[], product: string): CartEntry[] =>
  lines.filter((line) => line.product !== product);

/**
 * Puts `next` in the line of `product` (an edited build), its amount kept, added to the line of
 * `next` when there is one.
 */
export function replaceEntry(
  lines: readonly CartEntry[],
  product: string,
  next: string,
): CartEntry[] {
  checkProduct(next);
  const line = lines.find((candidate) => candidate.product === product);
  if (!line) throw refuse(404, 'not_found', 'Basket line not found', 'product');
  if (next === product) return [...lines];
  const existing = lines.find((candidate) => candidate.product === next);
  if (!existing)
    return lines.map((candidate) =>
      candidate === line ? { product: next, amount: line.amount } : candidate,
    );
  if (existing.amount + line.amount > MAX_BASKET_AMOUNT)
    throw refuse(
      409,
      'amount_above_maximum',
      `At most ${MAX_BASKET_AMOUNT} of one product`,
      'amount',
    );
  return lines.flatMap((candidate) => {
    if (candidate === line) return [];
    return candidate === existing
      ? [{ product: next, amount: existing.amount + line.amount }]
      : [candidate];
  });
}
