import { describe, expect, it } from 'vitest';
import { specsSchemaByCategory } from '@pcshop/stores/schemas';
import { catalogueSeedData } from './load';
import type { SeedPart } from './types';
import { SeedError, validateCatalogueSeed, type CatalogueSeedData } from './validate';

const data = catalogueSeedData;

function problemsOf(broken: CatalogueSeedData): string[] {
  try {
    validateCatalogueSeed(broken);
  } catch (error) {
    if (error instanceof SeedError) return error.problems;
    throw error;
  }
  return [];
}

const firstOf = (category: SeedPart['category']) => {
  const part = data.parts.find((candidate) => candidate.category === category);
  if (!part) throw new Error(`the seed has no ${category}`);
  return part;
};

describe('catalogue seed validation', () => {
  it('accepts the shop’s own catalogue', () => {
    expect(data.parts.length).toBeGreaterThan(0);
    expect(problemsOf(data)).toEqual([]);
  });

  it('stops on a part whose specs fail its category’s schema, naming the part', () => {
    const cpu = firstOf('cpu');
    const broken = { ...cpu, specs: { ...cpu.specs, socket: 'AM9' } } as unknown as SeedPart;
    expect(specsSchemaByCategory.cpu.safeParse(broken.specs).success).toBe(false);
    const problems = problemsOf({
      ...data,
      parts: data.parts.map((part) => (part === cpu ? broken : part)),
    });
    expect(problems).toHaveLength(1 + data.models.filter((model) => usesPart(model, cpu)).length);
    expect(problems[0]).toMatch(new RegExp(`^part ${cpu.reference} \\(cpu\\) specs: socket:`));
  });

  it('stops on a part with a negative price or a rating above 5', () => {
    const gpu = firstOf('gpu');
    const problems = problemsOf({
      ...data,
      parts: [...data.parts, { ...gpu, reference: `${gpu.reference}-copy`, rating: 7 }],
    });
    expect(problems).toEqual([expect.stringMatching(/^part .*-copy \(gpu\): rating:/)]);
  });

  it('stops on a reference used twice', () => {
    const problems = problemsOf({ ...data, parts: [...data.parts, firstOf('case')] });
    expect(problems).toContain(
      `part ${firstOf('case').reference}: the reference is used more than once`,
    );
  });

  it('stops on a model that names a part not in the catalogue', () => {
    const [model, ...others] = data.models;
    if (!model) throw new Error('the seed has no model');
    const problems = problemsOf({
      ...data,
      models: [
        { ...model, parts: [...model.parts, { reference: 'gpu-nowhere', amount: 1 }] },
        ...others,
      ],
    });
    expect(problems).toEqual([
      `model ${model.slug}: part gpu-nowhere is not in the catalogue (or not valid)`,
    ]);
  });

  it('stops on a model that breaks a compatibility rule, naming the rule', () => {
    const [model, ...others] = data.models;
    if (!model) throw new Error('the seed has no model');
    const boardLine = model.parts.find(
      (line) => referenceCategory(line.reference) === 'motherboard',
    )!;
    const board = data.parts.find((part) => part.reference === boardLine.reference)!;
    const foreignCpu = data.parts.find(
      (part) =>
        part.category === 'cpu' &&
        board.category === 'motherboard' &&
        part.specs.socket !== board.specs.socket,
    )!;
    const parts = model.parts.map((line) =>
      referenceCategory(line.reference) === 'cpu'
        ? { ...line, reference: foreignCpu.reference }
        : line,
    );
    const problems = problemsOf({ ...data, models: [{ ...model, parts }, ...others] });
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^model ${model.slug}: breaks cpu_socket_mismatch`)),
    );
  });

  it('stops on a model without copy in every language', () => {
    const [model] = data.models;
    if (!model) throw new Error('the seed has no model');
    const copy = data.modelCopy[model.slug]!;
    const { 'de-DE': _german, ...withoutGerman } = copy;
    const problems = problemsOf({
      ...data,
      modelCopy: { ...data.modelCopy, [model.slug]: withoutGerman as typeof copy },
    });
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^model ${model.slug} copy .*de-DE`)),
    ]);
  });

  it('stops on a redirect to a path outside the storefront and on a malformed coupon', () => {
    const problems = problemsOf({
      ...data,
      redirects: [...data.redirects, { from: 'old-page', to: 'https://example.com', status: 301 }],
      coupons: [
        ...data.coupons,
        { ...data.coupons[0]!, code: 'BOTH', amountOff: { GBP: 100, EUR: 100 } },
      ],
    });
    expect(problems).toEqual([
      expect.stringMatching(/^redirect old-page: to:/),
      expect.stringMatching(/^coupon BOTH: .*either a percentage or a fixed amount/),
    ]);
  });
});

function usesPart(model: { parts: { reference: string }[] }, part: SeedPart) {
  return model.parts.some((line) => line.reference === part.reference);
}

function referenceCategory(reference: string) {
  return data.parts.find((part) => part.reference === reference)?.category;
}
