import type { SortOption } from '../api/schemas/common';

export interface SortableItem {
  title: string;
  price: number;
  rating: number;
  deliveryDays: number;
  /** Units sold recently: higher sells better. */
  sold: number;
}

const byTitle = (a: SortableItem, b: SortableItem) => a.title.localeCompare(b.title, 'en');

const comparators: Record<SortOption, (a: SortableItem, b: SortableItem) => number> = {
  bestselling: (a, b) => b.sold - a.sold || byTitle(a, b),
  price_asc: (a, b) => a.price - b.price || byTitle(a, b),
  price_desc: (a, b) => b.price - a.price || byTitle(a, b),
  'title_a-z': byTitle,
  'title_z-a': (a, b) => byTitle(b, a),
  rating_asc: (a, b) => a.rating - b.rating || byTitle(a, b),
  delivery_asc: (a, b) => a.deliveryDays - b.deliveryDays || byTitle(a, b),
};

/** A sorted copy; ties fall back to the title so the order is stable across reloads. */
export function sortParts<T extends SortableItem>(items: readonly T[], sort: SortOption): T[] {
  return [...items].sort(comparators[sort]);
}
