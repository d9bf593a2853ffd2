import { configure } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_PART_AMOUNT } from '../domain/build/limits';
import type { BuildPart } from '../domain/build/parts';
import * as real from '../domain/compatibility/fixtures';
import { memoryStorage } from '../platform';
import {
  CustomiserStore,
  type CustomiserCatalogue,
  type CustomiserModel,
  type CustomiserPart,
} from './CustomiserStore';

/** A catalogue part from a real-part fixture, with commerce fields. */
function product(
  part: BuildPart,
  price: number,
  extra: Partial<CustomiserPart> = {},
): CustomiserPart {
  return {
    id: part.id,
    reference: part.id.toUpperCase(),
    category: part.category,
    brand: part.title.split(' ')[0]!,
    title: part.title,
    specs: part.specs,
    price,
    stock: 5,
    status: 'public',
    rating: 4.5,
    ratingCount: 10,
    deliveryDays: 3,
    sold: 1,
    ...extra,
  } as CustomiserPart;
}

const parts = [
  product(real.corsair4000DAirflow, 9_499),
  product(real.coolerMasterNr200p, 8_999),
  product(real.ryzen7800x3d, 33_999, { sold: 50 }),
  product(real.corei5_14600k, 27_999, { sold: 20 }),
  product(real.strixB650A, 21_999),
  product(real.magB660mMortarDdr4, 13_999),
  product(real.rtx4090Fe, 159_999),
  product(real.rtx4060Ventus, 27_999, { stock: 0 }),
  product(real.rx7800xtPulse, 47_999),
  product(real.vengeanceDdr5_32, 9_999),
  product(real.vengeanceLpxDdr4_16, 3_999),
  product(real.corsairCx550, 5_999),
  product(real.corsairRm1000x, 17_999),
];

function catalogue(models: Record<string, CustomiserModel> = {}): CustomiserCatalogue {
  return {
    partsOfCategory: vi.fn(async (category) => parts.filter((part) => part.category === category)),
    partsByIds: vi.fn(async (ids) => parts.filter((part) => ids.includes(part.id))),
    games: vi.fn(async () => []),
    model: vi.fn(async (slug) => {
      const model = models[slug];
      if (!model) throw new Error(`no model ${slug}`);
      return model;
    }),
  };
}

const byId = (id: string) => parts.find((part) => part.id === id)!;

describe('CustomiserStore', () => {
  beforeAll(() => configure({ enforceActions: 'always' }));

  it('walks the steps in the fixed order and loads each step once', async () => {
    const deps = { catalogue: catalogue(), storage: memoryStorage() };
    const store = new CustomiserStore(deps);
    expect(store.steps.map((step) => step.category).slice(0, 3)).toEqual([
      'case',
      'cpu',
      'motherboard',
    ]);
    store.goToStep(0);
    store.nextStep();
    await vi.waitFor(() => expect(store.currentCandidates).toHaveLength(2));
    expect(store.currentStep.category).toBe('cpu');
    store.previousStep();
    store.nextStep();
    expect(deps.catalogue.partsOfCategory).toHaveBeenCalledTimes(2);
  });

  it('totals the build live and replaces the part of a single-part step', () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    store.select(byId('cpu-7800x3d'));
    store.select(byId('cpu-14600k'));
    store.select(parts.find((part) => part.category === 'memory')!);
    expect(store.linesOf('cpu').map((line) => line.part.id)).toEqual(['cpu-14600k']);
    const memory = store.linesOf('memory')[0]!;
    store.setAmount(memory.part.id, 2);
    expect(store.total).toBe(27_999 + memory.part.price * 2);
  });

  it('caps a part bought several times at MAX_PART_AMOUNT, and a single-part step at one', () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    store.select(byId(real.vengeanceDdr5_32.id));
    store.select(byId('cpu-7800x3d'));
    store.setAmount(real.vengeanceDdr5_32.id, 99);
    store.setAmount('cpu-7800x3d', 3);
    expect(store.linesOf('memory')[0]?.amount).toBe(MAX_PART_AMOUNT);
    expect(store.linesOf('cpu')[0]?.amount).toBe(1);
  });

  it('names a line with more units than in stock, and the build is not complete', () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    const memory = byId(real.vengeanceDdr5_32.id);
    store.select(memory);
    store.setAmount(memory.id, memory.stock);
    expect(store.problems).toEqual([]);
    store.setAmount(memory.id, memory.stock + 1);
    expect(store.problems).toEqual([{ code: 'out_of_stock', part: memory }]);
    expect(store.isComplete).toBe(false);
  });

  it('marks candidates selected, out of stock or incompatible with the reason', async () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    store.select(byId('cpu-7800x3d'));
    store.goToStep(2);
    await vi.waitFor(() => expect(store.cards).toHaveLength(2));
    const b660 = store.cards.find((card) => card.part.id === 'mb-b660m')!;
    expect(b660.state).toBe('incompatible');
    expect(b660.issues.map((issue) => issue.code)).toContain('cpu_socket_mismatch');
    expect(store.cards.find((card) => card.part.id === 'mb-b650a')!.state).toBe('compatible');

    store.goToStep(5);
    await vi.waitFor(() => expect(store.cards.length).toBeGreaterThan(0));
    expect(store.cards.find((card) => card.part.id === 'gpu-4060-ventus')!.state).toBe(
      'out_of_stock',
    );
    store.setOnlyInStock(true);
    expect(store.cards.some((card) => card.state === 'out_of_stock')).toBe(false);
  });

  it('filters to compatible parts only and sorts by price', async () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    store.select(byId('cpu-7800x3d'));
    store.goToStep(2);
    await vi.waitFor(() => expect(store.cards).toHaveLength(2));
    store.setOnlyCompatible(true);
    expect(store.cards.map((card) => card.part.id)).toEqual(['mb-b650a']);
    store.setOnlyCompatible(false);
    store.setSort('price_asc');
    expect(store.cards.map((card) => card.part.price)).toEqual([13_999, 21_999]);
    store.setSort('price_desc');
    expect(store.cards.map((card) => card.part.price)).toEqual([21_999, 13_999]);
  });

  it('lists the build issues and offers compatible alternatives, applied in one click', async () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    store.select(byId('cpu-7800x3d'));
    store.select(byId('mb-b660m'));
    expect(store.errors.map((issue) => issue.code)).toContain('cpu_socket_mismatch');
    await store.loadCategory('motherboard');
    const alternatives = store.alternativesFor('mb-b660m');
    expect(alternatives.map((part) => part.id)).toEqual(['mb-b650a']);
    store.replace('mb-b660m', alternatives[0]!);
    expect(store.errors.map((issue) => issue.code)).not.toContain('cpu_socket_mismatch');
  });

  it('estimates power and FPS live', () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    store.select(byId('cpu-7800x3d'));
    store.select(byId('gpu-4090-fe'));
    store.select(byId('psu-cx550'));
    expect(store.power.peakW).toBeGreaterThan(550);
    expect(store.errors.map((issue) => issue.code)).toContain('psu_underpowered');
    store.setFpsGame({
      slug: 'cyberpunk-2077',
      profile: { referenceFps: { '1080p': 140, '1440p': 110, '4k': 60 }, cpuLimitFps: 160 },
    });
    const at1440 = store.fps!;
    store.setFpsResolution('4k');
    expect(store.fps!).toBeLessThan(at1440);
  });

  it("keeps a guest's build across a reload", async () => {
    const storage = memoryStorage();
    const first = new CustomiserStore({ catalogue: catalogue(), storage });
    await first.restore();
    first.select(byId('case-4000d'));
    first.select(byId('cpu-7800x3d'));
    first.dispose();
    const second = new CustomiserStore({ catalogue: catalogue(), storage });
    await second.restore();
    expect(second.lines.map((line) => line.part.id)).toEqual(['case-4000d', 'cpu-7800x3d']);
  });

  it('reproduces a shared build exactly from its code', async () => {
    const first = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    first.select(byId('cpu-7800x3d'));
    const memory = parts.find((part) => part.category === 'memory')!;
    first.select(memory);
    first.setAmount(memory.id, 2);
    const other = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    await other.openCode(first.code);
    expect(other.code).toBe(first.code);
    expect(other.total).toBe(first.total);
  });

  it('pre-selects a model, after the discount warning when the model is discounted', async () => {
    const models = {
      forge: {
        slug: 'forge',
        name: 'Forge',
        discountPercent: 10,
        parts: [{ id: 'cpu-7800x3d', amount: 1 }],
      },
    };
    const store = new CustomiserStore({ catalogue: catalogue(models), storage: memoryStorage() });
    await store.startFromModel('forge');
    expect(store.pendingModel?.slug).toBe('forge');
    expect(store.lines).toHaveLength(0);
    await store.confirmDiscountWarning();
    expect(store.reference).toBe('forge');
    expect(store.lines.map((line) => line.part.id)).toEqual(['cpu-7800x3d']);
  });

  it('reports the required steps still missing', () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    expect(store.isComplete).toBe(false);
    expect(store.missingSteps.map((step) => step.category)).toContain('case');
    store.goToStep(3);
    expect(store.stepStatus(0)).toBe('blocked');
    expect(store.stepStatus(3)).toBe('current');
  });
});
