import { configure } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../platform';
import { byId, catalogue, parts } from '../testing/customiserCatalogue';
import { CustomiserStore } from './CustomiserStore';

describe('CandidateList', () => {
  beforeAll(() => configure({ enforceActions: 'always' }));

  it('marks candidates selected, out of stock or incompatible with the reason', async () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    store.select(byId('cpu-7800x3d'));
    store.goToStep(2);
    await vi.waitFor(() => expect(store.candidates.cards).toHaveLength(2));
    const b660 = store.candidates.cards.find((card) => card.part.id === 'mb-b660m')!;
    expect(b660.state).toBe('incompatible');
    expect(b660.issues.map((issue) => issue.code)).toContain('cpu_socket_mismatch');
    expect(store.candidates.cards.find((card) => card.part.id === 'mb-b650a')!.state).toBe(
      'compatible',
    );

    store.goToStep(5);
    await vi.waitFor(() => expect(store.candidates.cards.length).toBeGreaterThan(0));
    expect(store.candidates.cards.find((card) => card.part.id === 'gpu-4060-ventus')!.state).toBe(
      'out_of_stock',
    );
    store.candidates.setOnlyInStock(true);
    expect(store.candidates.cards.some((card) => card.state === 'out_of_stock')).toBe(false);
  });

  it("marks a step's candidates once per rest of the build: choosing another of them marks none again", async () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    store.select(byId('cpu-7800x3d'));
    store.goToStep(2);
    await vi.waitFor(() => expect(store.candidates.cards).toHaveLength(2));
    const marks = store.candidates.marks;
    store.select(byId('mb-b650a'));
    store.select(byId('mb-b660m'));
    expect(store.candidates.marks).toBe(marks);
    expect(store.candidates.cards.find((card) => card.part.id === 'mb-b660m')!.issues).toEqual(
      store.issues.filter((issue) => issue.parts.includes('mb-b660m')),
    );

    store.select(byId('cpu-14600k'));
    expect(store.candidates.marks).not.toBe(marks);
    expect(store.candidates.cards.find((card) => card.part.id === 'mb-b660m')!.state).toBe(
      'selected',
    );
    expect(store.candidates.marks.get('mb-b660m')!.compatible).toBe(true);
    expect(store.candidates.marks.get('mb-b650a')!.compatible).toBe(false);

    const intel = store.candidates.marks;
    store.goToStep(5);
    await vi.waitFor(() => expect(store.candidates.cards.length).toBeGreaterThan(0));
    store.goToStep(2);
    expect(store.candidates.marks).toBe(intel);
  });

  it('filters to compatible parts only and sorts by price', async () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    store.select(byId('cpu-7800x3d'));
    store.goToStep(2);
    await vi.waitFor(() => expect(store.candidates.cards).toHaveLength(2));
    store.candidates.setOnlyCompatible(true);
    expect(store.candidates.cards.map((card) => card.part.id)).toEqual(['mb-b650a']);
    store.candidates.setOnlyCompatible(false);
    store.candidates.setSort('price_asc');
    expect(store.candidates.cards.map((card) => card.part.price)).toEqual([13_999, 21_999]);
    store.candidates.setSort('price_desc');
    expect(store.candidates.cards.map((card) => card.part.price)).toEqual([21_999, 13_999]);
  });

  it('leaves out an incompatible part with only compatible parts, sold out or not, as the products API does', async () => {
    const soldOut = { ...byId('mb-b660m'), stock: 0 };
    const withSoldOut = catalogue();
    withSoldOut.partsOfCategory = vi.fn(async (category) =>
      parts
        .filter((part) => part.category === category)
        .map((part) => (part.id === soldOut.id ? soldOut : part)),
    );
    const store = new CustomiserStore({ catalogue: withSoldOut, storage: memoryStorage() });
    store.select(byId('cpu-7800x3d'));
    store.goToStep(2);
    await vi.waitFor(() => expect(store.candidates.cards).toHaveLength(2));
    // Its card says it can't be bought; the filter knows it wouldn't fit either.
    expect(store.candidates.cards.find((card) => card.part.id === 'mb-b660m')!.state).toBe(
      'out_of_stock',
    );
    store.candidates.setOnlyCompatible(true);
    expect(store.candidates.cards.map((card) => card.part.id)).toEqual(['mb-b650a']);
    // A part of the build stays, whatever the filters.
    store.select(soldOut);
    store.candidates.setOnlyInStock(true);
    expect(store.candidates.cards.map((card) => card.part.id)).toContain('mb-b660m');
  });

  it('searches and filters by facet, counting each facet among the compatible parts', async () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    store.select(byId('cpu-7800x3d'));
    store.goToStep(2);
    await vi.waitFor(() => expect(store.candidates.cards).toHaveLength(2));
    const sockets = () =>
      store.candidates.facets.find((facet) => facet.key === 'socket') as {
        values: { value: unknown; count: number }[];
      };
    expect(sockets().values.map(({ value, count }) => [value, count])).toEqual([
      ['AM5', 1],
      ['LGA1700', 1],
    ]);
    store.candidates.setOnlyCompatible(true);
    expect(sockets().values.map(({ value, count }) => [value, count])).toEqual([['AM5', 1]]);
    store.candidates.setOnlyCompatible(false);

    store.candidates.setValue('socket', 'LGA1700', true);
    expect(store.candidates.cards.map((card) => card.part.id)).toEqual(['mb-b660m']);
    expect(store.candidates.filtered).toBe(true);
    store.candidates.setValue('socket', 'LGA1700', false);
    store.candidates.setQuery('b650');
    expect(store.candidates.cards.map((card) => card.part.id)).toEqual(['mb-b650a']);

    // Another step has its own facets: the search starts afresh.
    store.goToStep(3);
    expect(store.candidates.filtered).toBe(false);
  });
});
