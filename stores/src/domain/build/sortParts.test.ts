import { describe, expect, it } from 'vitest';
import { sortBy, type SortKeys } from './sortParts';

const item = (title: string, keys: Partial<SortKeys> = {}): SortKeys => ({
  title,
  price: 100,
  rating: 4,
  deliveryDays: 3,
  sold: 10,
  ...keys,
});

const titles = (items: SortKeys[]) => items.map((one) => one.title);

describe('sortBy', () => {
  const items = [
    item('Corsair', { price: 300, sold: 5, deliveryDays: 1 }),
    item('Arctic', { price: 100, sold: 50, rating: 4.8 }),
    item('Be quiet!', { price: 100, sold: 5, rating: 3.9, deliveryDays: 5 }),
  ];

  it('orders by each of the seven options, ties by title', () => {
    const sorted = (sort: Parameters<typeof sortBy>[1]) =>
      titles(sortBy(items, sort, (one) => one));
    expect(sorted('bestselling')).toEqual(['Arctic', 'Be quiet!', 'Corsair']);
    expect(sorted('price_asc')).toEqual(['Arctic', 'Be quiet!', 'Corsair']);
    expect(sorted('price_desc')).toEqual(['Corsair', 'Arctic', 'Be quiet!']);
    expect(sorted('title_a-z')).toEqual(['Arctic', 'Be quiet!', 'Corsair']);
    expect(sorted('title_z-a')).toEqual(['Corsair', 'Be quiet!', 'Arctic']);
    expect(sorted('rating_asc')).toEqual(['Be quiet!', 'Corsair', 'Arctic']);
    expect(sorted('delivery_asc')).toEqual(['Corsair', 'Arctic', 'Be quiet!']);
  });

  it('reads keys through the given function, with the position, and leaves the input as it was', () => {
    const models = [{ name: 'Volt' }, { name: 'Arc' }, { name: 'Nova' }];
    const byPosition = sortBy(models, 'bestselling', ({ name }, position) =>
      item(name, { sold: -position }),
    );
    expect(byPosition.map(({ name }) => name)).toEqual(['Volt', 'Arc', 'Nova']);
    expect(sortBy(models, 'title_a-z', ({ name }) => item(name))).toEqual([
      { name: 'Arc' },
      { name: 'Nova' },
      { name: 'Volt' },
    ]);
    expect(models.map(({ name }) => name)).toEqual(['Volt', 'Arc', 'Nova']);
  });
});
