import { configure } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../platform';
import { byId, catalogue } from '../testing/customiserCatalogue';
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
});
