import { describe, expect, it } from 'vitest';
import { categorySlugs, specsSchemaByCategory } from '@pcshop/stores/schemas';
import type { CategorySlug } from '@pcshop/stores/schemas';
import { checkCompatibility, estimatePower, ruleCodes } from '@pcshop/stores/domain';
import type { Build, BuildPart, RuleCode } from '@pcshop/stores/domain';
import { seedModels } from './models';
import { seedParts } from './parts/index';
import type { SeedPartOf } from './parts/part';
import { modelLineup } from './types';
import type { SeedPart } from './types';

/** A seed part as one line of a build (its reference as the id). */
function line(part: SeedPart, amount = 1): BuildPart {
  return {
    id: part.reference,
    title: part.title,
    category: part.category,
    specs: part.specs,
    amount,
  } as BuildPart;
}

const publicParts = seedParts.filter((part) => part.status === 'public');

/** The public parts of a category, those the customiser offers. */
function offered<C extends CategorySlug>(category: C): SeedPartOf<C>[] {
  return publicParts.filter((part): part is SeedPartOf<C> => part.category === category);
}

/** Every build of one part of `first` and one part of `second` bought `amounts` times. */
function* pairs(
  first: readonly SeedPart[],
  second: readonly SeedPart[],
  amounts: readonly number[] = [1],
): Generator<readonly [BuildPart, BuildPart]> {
  for (const a of first) {
    for (const b of second) for (const amount of amounts) yield [line(a), line(b, amount)];
  }
}

const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

describe('seed parts', () => {
  it('hold at least 250 parts', () => {
    expect(seedParts.length).toBeGreaterThanOrEqual(250);
  });

  it('have specifications that pass their category schema', () => {
    const invalid = seedParts
      .map((part) => ({
        reference: part.reference,
        result: specsSchemaByCategory[part.category].safeParse(part.specs),
      }))
      .filter(({ result }) => !result.success)
      .map(({ reference, result }) => `${reference}: ${result.error?.message}`);
    expect(invalid).toEqual([]);
  });

  it("list every fact: none is unknown (null) in the shop's own catalogue", () => {
    const unknown = seedParts.flatMap((part) =>
      Object.entries(part.specs)
        .filter(([, value]) => value === null)
        .map(([field]) => `${part.reference}: ${field}`),
    );
    expect(unknown).toEqual([]);
  });

  it('have unique references of the form <category>-<brand>-<model>', () => {
    const references = seedParts.map((part) => part.reference);
    expect(new Set(references).size).toBe(references.length);
    const malformed = seedParts.filter(
      (part) =>
        !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(part.reference) ||
        !part.reference.startsWith(`${part.category}-${kebab(part.brand)}-`),
    );
    expect(malformed.map((part) => part.reference)).toEqual([]);
  });

  it.each(categorySlugs)('offer %s parts in stock and out of stock', (category) => {
    const parts = offered(category);
    expect(parts.some((part) => part.stock > 0)).toBe(true);
    expect(parts.some((part) => part.stock === 0)).toBe(true);
  });

  it('keep at least 8 archived parts, none of them in stock', () => {
    const archived = seedParts.filter((part) => part.status === 'archived');
    expect(archived.length).toBeGreaterThanOrEqual(8);
    expect(archived.filter((part) => part.stock > 0).map((part) => part.reference)).toEqual([]);
  });

  it('are priced in positive whole pence and cents, the euro price at least the pound price', () => {
    const mispriced = seedParts.filter(
      ({ price }) =>
        !Number.isInteger(price.GBP) ||
        !Number.isInteger(price.EUR) ||
        price.GBP <= 0 ||
        price.EUR < price.GBP,
    );
    expect(mispriced.map((part) => part.reference)).toEqual([]);
  });

  it('have stock, ratings, delivery times and sales in range', () => {
    const wholeAtLeastZero = (value: number) => Number.isInteger(value) && value >= 0;
    const outOfRange = seedParts.filter(
      (part) =>
        !wholeAtLeastZero(part.stock) ||
        !wholeAtLeastZero(part.ratingCount) ||
        !wholeAtLeastZero(part.sold) ||
        part.rating < 0 ||
        part.rating > 5 ||
        Math.round(part.rating * 10) !== part.rating * 10 ||
        !Number.isInteger(part.deliveryDays) ||
        part.deliveryDays < 1 ||
        part.deliveryDays > 10,
    );
    expect(outOfRange.map((part) => part.reference)).toEqual([]);
  });

  it('have a brand, a title and a short description', () => {
    const incomplete = seedParts.filter(
      (part) =>
        part.brand.trim() === '' ||
        part.title.trim() === '' ||
        part.description.length < 40 ||
        part.description.length > 300,
    );
    expect(incomplete.map((part) => part.reference)).toEqual([]);
  });
});

/**
 * For each rule, the builds of public seed parts that engage it: every combination of the parts
 * it compares (and of amounts, for the rules that count), each build holding something the rule
 * has to check (an internal optical drive, an ARGB fan pack, a CPU without integrated graphics,
 * a card with power plugs …), so that a build passes only on the merits of its parts. Each rule
 * must be broken by one of them and passed by another.
 */
const scenarios: Record<RuleCode, () => Iterable<Build>> = {
  cpu_socket_mismatch: () => pairs(offered('cpu'), offered('motherboard')),
  motherboard_too_big: () => pairs(offered('case'), offered('motherboard')),
  psu_form_factor_mismatch: () => pairs(offered('case'), offered('psu')),
  not_enough_35_bays: () =>
    pairs(
      offered('case'),
      offered('storage').filter((drive) => drive.specs.formFactor === '3.5'),
      [1, 2, 3, 4],
    ),
  not_enough_25_bays: () =>
    pairs(
      offered('case'),
      offered('storage').filter((drive) => drive.specs.formFactor === '2.5'),
      [1, 2, 3, 4],
    ),
  gpu_too_long: () => pairs(offered('case'), offered('gpu')),
  cooler_too_tall: () =>
    pairs(
      offered('case'),
      offered('cooler').filter((cooler) => cooler.specs.kind === 'air'),
    ),
  radiator_not_supported: () =>
    pairs(
      offered('case'),
      offered('cooler').filter((cooler) => cooler.specs.kind === 'aio'),
    ),
  not_enough_m2_slots: () =>
    pairs(
      offered('motherboard'),
      offered('storage').filter((drive) => drive.specs.formFactor === 'M.2'),
      [1, 2, 3, 4],
    ),
  memory_type_mismatch: () => pairs(offered('motherboard'), offered('memory')),
  not_enough_dimm_slots: () => pairs(offered('motherboard'), offered('memory'), [1, 2]),
  gpu_required: function* () {
    for (const cpu of offered('cpu').filter((cpu) => !cpu.specs.integratedGraphics)) {
      yield [line(cpu)];
      for (const gpu of offered('gpu')) yield [line(cpu), line(gpu)];
    }
  },
  psu_underpowered: function* () {
    for (const cpu of offered('cpu')) {
      for (const [gpu, psu] of pairs(offered('gpu'), offered('psu'))) yield [line(cpu), gpu, psu];
    }
  },
  psu_missing_pcie_connectors: () =>
    pairs(
      offered('psu'),
      // Seed parts list every fact (see "list every fact"): no card's plugs are unknown.
      offered('gpu').filter((gpu) => gpu.specs.powerConnectors!.length > 0),
    ),
  not_enough_120mm_fan_mounts: () =>
    pairs(
      offered('case'),
      offered('fan').filter((pack) => pack.specs.sizeMm === 120),
      [1, 2, 3],
    ),
  not_enough_140mm_fan_mounts: () =>
    pairs(
      offered('case'),
      offered('fan').filter((pack) => pack.specs.sizeMm === 140),
      [1, 2, 3],
    ),
  not_enough_argb_headers: function* () {
    const argbFans = offered('fan').filter((pack) => pack.specs.argb);
    for (const cooler of offered('cooler')) {
      for (const [motherboard, fans] of pairs(offered('motherboard'), argbFans, [1, 2])) {
        yield [motherboard, fans, line(cooler)];
      }
    }
  },
  not_enough_pcie_slots: function* () {
    const cards = offered('accessory').filter((accessory) => accessory.specs.pcieCard);
    for (const gpu of offered('gpu')) {
      for (const [motherboard, card] of pairs(offered('motherboard'), cards, [1, 2])) {
        yield [motherboard, line(gpu), card];
      }
    }
  },
  monitor_no_compatible_connection: () => pairs(offered('monitor'), offered('gpu')),
  not_enough_optical_bays: () =>
    pairs(
      offered('case'),
      offered('optical-drive').filter((drive) => drive.specs.internal),
      [1, 2],
    ),
  cooler_socket_unsupported: () => pairs(offered('cooler'), offered('cpu')),
};

describe('compatibility coverage of the seed parts', () => {
  it.each(ruleCodes)('%s: seed parts break it and seed parts pass it', (code) => {
    let breaking: Build | undefined;
    let passing: Build | undefined;
    for (const build of scenarios[code]()) {
      const breaks = checkCompatibility(build).some((issue) => issue.code === code);
      if (breaks) breaking ??= build;
      else passing ??= build;
      if (breaking && passing) break;
    }
    expect(breaking, `no build of seed parts breaks ${code}`).toBeDefined();
    expect(passing, `no build of seed parts passes ${code}`).toBeDefined();
  });
});

const partsByReference = new Map(seedParts.map((part) => [part.reference, part]));

/** A model's build; throws on a reference that names no seed part. */
function modelBuild(slug: string): Build {
  const model = seedModels.find((candidate) => candidate.slug === slug);
  if (!model) throw new Error(`no model ${slug}`);
  return model.parts.map(({ reference, amount }) => {
    const part = partsByReference.get(reference);
    if (!part) throw new Error(`${slug}: no part ${reference}`);
    return line(part, amount);
  });
}

function partsSum(slug: string, currency: 'GBP' | 'EUR'): number {
  const model = seedModels.find((candidate) => candidate.slug === slug);
  let sum = 0;
  for (const { reference, amount } of model?.parts ?? []) {
    sum += (partsByReference.get(reference)?.price[currency] ?? Number.NaN) * amount;
  }
  return sum;
}

const oneEach: readonly CategorySlug[] = ['case', 'cpu', 'motherboard', 'cooler', 'gpu', 'psu'];

describe('seed models', () => {
  it('are the models of the lineup, in its order', () => {
    expect(seedModels.map((model) => model.slug)).toEqual(modelLineup.map((model) => model.slug));
  });

  describe.each(modelLineup)('$name', (lineup) => {
    const model = seedModels.find((candidate) => candidate.slug === lineup.slug);

    it('is made of public, in-stock parts, each bought a whole number of times', () => {
      expect(model).toBeDefined();
      for (const { reference, amount } of model?.parts ?? []) {
        const part = partsByReference.get(reference);
        expect(part, reference).toBeDefined();
        expect(part?.status, reference).toBe('public');
        expect(part?.stock ?? 0, reference).toBeGreaterThanOrEqual(amount);
        expect(Number.isInteger(amount) && amount >= 1, reference).toBe(true);
      }
      const references = model?.parts.map((part) => part.reference) ?? [];
      expect(new Set(references).size).toBe(references.length);
    });

    it('is a complete build with the lineup’s CPU and graphics card', () => {
      const build = modelBuild(lineup.slug);
      const count = (category: CategorySlug) =>
        build.filter((part) => part.category === category).reduce((n, p) => n + p.amount, 0);
      for (const category of oneEach) expect(count(category), category).toBe(1);
      for (const category of ['memory', 'storage', 'os'] as const) {
        expect(count(category), category).toBeGreaterThanOrEqual(1);
      }
      const cpu = build.find((part) => part.category === 'cpu');
      const gpu = build.find((part): part is BuildPart<'gpu'> => part.category === 'gpu');
      expect(cpu?.title).toBe(lineup.cpu);
      expect(gpu?.specs.chipset).toBe(lineup.gpu.slice(lineup.gpu.indexOf(' ') + 1));
    });

    it('breaks no compatibility rule and has a power supply with headroom', () => {
      const build = modelBuild(lineup.slug);
      expect(checkCompatibility(build)).toEqual([]);
      expect(estimatePower(build).headroomPercent).toBeGreaterThanOrEqual(30);
    });
  });

  it('make the Nano a Mini-ITX build with an SFX power supply', () => {
    const build = modelBuild('rigsmith-nano');
    const board = build.find((p): p is BuildPart<'motherboard'> => p.category === 'motherboard');
    const psu = build.find((p): p is BuildPart<'psu'> => p.category === 'psu');
    expect(board?.specs.formFactor).toBe('Mini-ITX');
    expect(['SFX', 'SFX-L']).toContain(psu?.specs.formFactor);
  });

  it.each(['GBP', 'EUR'] as const)('cost more from entry to flagship in %s', (currency) => {
    const sums = modelLineup.map((lineup) => partsSum(lineup.slug, currency));
    for (let index = 1; index < sums.length; index++) {
      expect(sums[index], modelLineup[index]?.slug).toBeGreaterThan(sums[index - 1] ?? Infinity);
    }
  });
});
