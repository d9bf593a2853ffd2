import type { SortOption } from '../../api/schemas/common';

/** What the seven orders read of a part or a model. */
export interface SortKeys {
  title: string;
  price: number;
  rating: number;
  deliveryDays: number;
  /** Units sold recently: higher sells better. */
  sold: number;
}

/** Each order as the key it reads and its direction; ties fall back to the title, A to Z. */
const orders: Record<SortOption, readonly [keyof SortKeys, 1 | -1]> = {
  bestselling: ['sold', -1],
  price_asc: ['price', 1],
  price_desc: ['price', -1],
  'title_a-z': ['title', 1],
  'title_z-a': ['title', -1],
  rating_asc: ['rating', 1],
  delivery_asc: ['deliveryDays', 1],
};

/** `localeCompare(…, 'en')` made once: a list of thousands of parts compares tens of thousands of times. */
const english = new Intl.Collator('en');

function compareBy(key: keyof SortKeys, a: SortKeys, b: SortKeys): number {
  const x = a[key];
  const y = b[key];
  return typeof x === 'string' ? english.compare(x, y as string) : x - (y as number);
}

/**
 * A sorted copy, each item read once through `keysOf` (given its position in `items`); ties fall
 * back to the title so the order is stable across reloads.
 */
export function sortBy<T>(
  items: readonly T[],
  sort: SortOption,
  keysOf: (item: T, position: number) => SortKeys,
): T[] {
  const [key, direction] = orders[sort];
  return items
    .map((item, position) => [item, keysOf(item, position)] as const)
    .sort(([, a], [, b]) => direction * compareBy(key, a, b) || compareBy('title', a, b))
    .map(([item]) => item);
}
