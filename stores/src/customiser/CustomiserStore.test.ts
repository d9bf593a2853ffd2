import { configure } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_PART_AMOUNT } from '../domain/build/limits';
import * as real from '../domain/compatibility/fixtures';
import { memoryStorage } from '../platform';
import { byId, catalogue, parts } from '../testing/customiserCatalogue';
import { CustomiserStore, type CustomiserPart } from './CustomiserStore';

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
    await vi.waitFor(() => expect(store.candidates.current).toHaveLength(2));
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

  it('lists the build issues and offers compatible alternatives, applied in one click', async () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    store.select(byId('cpu-7800x3d'));
    store.select(byId('mb-b660m'));
    expect(store.errors.map((issue) => issue.code)).toContain('cpu_socket_mismatch');
    // The socket mismatch, and the parts still missing as one problem.
    expect(store.problemCount).toBe(store.errors.length + 1);
    await store.candidates.load('motherboard');
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

  it("names the parts whose gaming performance isn't listed instead of estimating FPS", () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    const cpu = byId('cpu-7800x3d') as Extract<CustomiserPart, { category: 'cpu' }>;
    const unlisted = { ...cpu, specs: { ...cpu.specs, perfIndex: null } };
    store.select(unlisted);
    store.select(byId('gpu-4090-fe'));
    store.setFpsGame({
      slug: 'cyberpunk-2077',
      profile: { referenceFps: { '1080p': 140, '1440p': 110, '4k': 60 }, cpuLimitFps: 160 },
    });
    expect(store.fps).toBeNull();
    expect(store.fpsUnlisted).toEqual([unlisted.title]);
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

  it('leaves the opened draft as soon as a shared build is being opened', async () => {
    const store = new CustomiserStore({ catalogue: catalogue(), storage: memoryStorage() });
    store.setDraftId(7);
    const opening = store.openCode(store.code);
    expect(store.draftId).toBeNull();
    await opening;
    expect(store.draftId).toBeNull();
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

  it('keeping the discount drops the waiting model and answers it, leaving the build as it was', async () => {
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
    expect(store.cancelDiscountWarning()?.slug).toBe('forge');
    expect(store.pendingModel).toBeNull();
    expect(store.reference).toBeNull();
    expect(store.lines).toHaveLength(0);
    expect(store.cancelDiscountWarning()).toBeNull();
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
