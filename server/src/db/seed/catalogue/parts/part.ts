import type { CategorySlug } from '@pcshop/stores/schemas';
import type { SeedMoney, SeedPart } from '../types';

/** A seed part of one category: its `specs` are that category's specifications. */
export type SeedPartOf<C extends CategorySlug> = Extract<SeedPart, { category: C }>;

/** A part as a category file writes it: the category comes from the file, `public` is the default status. */
export type SeedPartEntry<C extends CategorySlug> = Omit<SeedPartOf<C>, 'category' | 'status'> & {
  status?: 'archived';
};

/** One category's parts; TypeScript checks each entry's specifications against the category's. */
export function partsOf<C extends CategorySlug>(
  category: C,
  entries: readonly SeedPartEntry<C>[],
): SeedPartOf<C>[] {
  return entries.map(
    ({ status, ...entry }) => ({ ...entry, category, status: status ?? 'public' }) as SeedPartOf<C>,
  );
}

/** A VAT-inclusive street price in pounds and in euros, as minor units (pence, cents). */
export function price(gbp: number, eur: number): SeedMoney {
  return { GBP: Math.round(gbp * 100), EUR: Math.round(eur * 100) };
}
