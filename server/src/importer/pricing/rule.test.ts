import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ImportError } from '../errors';
import { SkipPart } from '../mappers/outcome';
import type { MappedPart } from '../mappers/index';
import { importedCategories } from '../runImport';
import { defaultPricingRuleFile, loadPricingRule, offerFor, type PricingRule } from './rule';

const folder = mkdtempSync(path.join(tmpdir(), 'pricing-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function ruleFile(rule: unknown): string {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(rule));
  return file;
}

const gpu: MappedPart = {
  category: 'gpu',
  brand: 'MSI',
  title: 'MSI GeForce RTX 4060 VENTUS 2X BLACK 8G OC',
  implausible: [],
  specs: {
    chipset: 'GeForce RTX 4060',
    vramGb: 8,
    lengthMm: 199,
    slotWidth: 2,
    boardPowerW: 115,
    powerConnectors: ['8-pin'],
    outputs: ['HDMI', 'DisplayPort'],
    recommendedPsuW: 550,
    perfIndex: 30,
  },
};

const memory: MappedPart = {
  category: 'memory',
  brand: 'G.SKILL',
  title: 'G.SKILL Trident Z5 RGB DDR5-6000 CL30 32GB (2x16GB)',
  implausible: [],
  specs: {
    type: 'DDR5',
    modules: 2,
    capacityGbPerModule: 16,
    speedMtps: 6000,
    casLatency: 30,
    argb: true,
  },
};

const rule = (categories: Record<string, unknown>, rounding = { step: 100, ending: 99 }) => ({
  rounding: { GBP: rounding, EUR: rounding },
  categories,
});

describe('the pricing rule', () => {
  it('prices by base plus spec-driven terms, rounded up to .99 in each currency', () => {
    const pricing = loadPricingRule(
      ruleFile(
        rule({
          gpu: {
            base: { GBP: 8000, EUR: 9400 },
            terms: [
              { quantity: 'perfIndex', power: 1.8, per: { GBP: 30, EUR: 35 } },
              { quantity: 'vramGb', per: { GBP: 600, EUR: 700 } },
            ],
            stock: 12,
            deliveryDays: 3,
          },
        }),
      ),
      ['gpu'],
    );
    // 30^1.8 = 456.02. GBP: 8000 + 30 × 456.02 + 600 × 8 = 26 480.6 → 26 499;
    // EUR: 9400 + 35 × 456.02 + 700 × 8 = 30 960.7 → 30 999.
    expect(offerFor(pricing, gpu, 'id-1')).toEqual({
      prices: { GBP: 26499, EUR: 30999 },
      stock: 12,
      deliveryDays: 3,
    });
  });

  it('uses derived quantities: a memory kit by its total size', () => {
    const pricing = loadPricingRule(
      ruleFile(
        rule(
          {
            memory: {
              base: { GBP: 1000, EUR: 1000 },
              terms: [{ quantity: 'totalGb', per: { GBP: 220, EUR: 250 } }],
              stock: 1,
              deliveryDays: 1,
            },
          },
          { step: 500, ending: 499 },
        ),
      ),
      ['memory'],
    );
    // 1000 + 220 × 32 = 8040 → 8499 (x4.99 / x9.99 endings); 1000 + 250 × 32 = 9000 → 9499.
    expect(offerFor(pricing, memory, 'id-1').prices).toEqual({ GBP: 8499, EUR: 9499 });
  });

  it('adds nothing for a term on a fact the data sheet does not list', () => {
    const psu = (pcieConnectors: { '6-pin': number; '8-pin': number; '16-pin': number } | null) =>
      ({
        category: 'psu',
        brand: 'Corsair',
        title: 'Corsair SF1000L',
        implausible: pcieConnectors === null ? ['psuWithoutPciePlugs'] : [],
        specs: {
          wattage: 1000,
          formFactor: 'SFX-L',
          efficiency: null,
          modular: 'full',
          pcieConnectors,
        },
      }) satisfies MappedPart;
    const pricing = loadPricingRule(
      ruleFile(
        rule({
          psu: {
            base: { GBP: 5000, EUR: 6000 },
            terms: [
              { quantity: 'sixteenPinConnectors', per: { GBP: 1000, EUR: 1000 } },
              { quantity: 'efficiencyLevel', per: { GBP: 500, EUR: 500 } },
              { quantity: 'fullyModular', per: { GBP: 300, EUR: 300 } },
            ],
            stock: 1,
            deliveryDays: 1,
          },
        }),
      ),
      ['psu'],
    );
    // Plugs and certificate unknown: 5000 + 300 (fully modular) → 5399; 6000 + 300 → 6399.
    expect(offerFor(pricing, psu(null), 'id-1').prices).toEqual({ GBP: 5399, EUR: 6399 });
    // One 16-pin plug listed: 1000 more.
    expect(offerFor(pricing, psu({ '6-pin': 0, '8-pin': 0, '16-pin': 1 }), 'id-1').prices).toEqual({
      GBP: 6399,
      EUR: 7399,
    });
  });

  it("prices a part whose perfIndex isn't listed by its term's otherwise terms, never at its base", () => {
    const cpu = (perfIndex: number | null) =>
      ({
        category: 'cpu',
        brand: 'Intel',
        title: 'Intel Core i7-6700K',
        implausible: [],
        specs: {
          socket: 'LGA1151',
          cores: 4,
          threads: 8,
          baseClockGhz: 4,
          boostClockGhz: 4.2,
          tdpW: 91,
          peakPowerW: null,
          integratedGraphics: true,
          memoryTypes: ['DDR3', 'DDR4'],
          coolerIncluded: false,
          perfIndex,
        },
      }) satisfies MappedPart;
    const pricing = loadPricingRule(
      ruleFile(
        rule({
          cpu: {
            base: { GBP: 2000, EUR: 2000 },
            terms: [
              {
                quantity: 'perfIndex',
                per: { GBP: 100, EUR: 100 },
                otherwise: [
                  { quantity: 'threads', per: { GBP: 500, EUR: 500 } },
                  { quantity: 'boostClockGhz', per: { GBP: 1000, EUR: 1000 } },
                ],
              },
            ],
            stock: 1,
            deliveryDays: 1,
          },
        }),
      ),
      ['cpu'],
    );
    // Listed: 2000 + 100 × 50 = 7000 → 7099.
    expect(offerFor(pricing, cpu(50), 'id-1').prices).toEqual({ GBP: 7099, EUR: 7099 });
    // Not listed: 2000 + 500 × 8 threads + 1000 × 4.2 GHz = 10 200 → 10 299.
    expect(offerFor(pricing, cpu(null), 'id-1').prices).toEqual({ GBP: 10299, EUR: 10299 });
  });

  it('skips a part that lists none of its terms: nothing to price it by', () => {
    const pricing = loadPricingRule(
      ruleFile(
        rule({
          gpu: {
            base: { GBP: 8000, EUR: 9400 },
            terms: [{ quantity: 'perfIndex', per: { GBP: 30, EUR: 35 } }],
            stock: 1,
            deliveryDays: 1,
          },
        }),
      ),
      ['gpu'],
    );
    const unlisted = { ...gpu, specs: { ...gpu.specs, perfIndex: null } } satisfies MappedPart;
    expect(() => offerFor(pricing, unlisted, 'id-1')).toThrow(
      new SkipPart('gpu: nothing to price it by (perfIndex not listed)'),
    );
  });

  it('the committed default prices CPUs and graphics cards outside the performance tables', () => {
    const pricing = loadPricingRule(defaultPricingRuleFile, importedCategories);
    const unlisted = {
      ...gpu,
      specs: { ...gpu.specs, perfIndex: null, recommendedPsuW: null },
    } satisfies MappedPart;
    // Its board power in the perfIndex's place: 8000 + 600 × 8 GB + 40 × 115 W = 17 400 → 17 499.
    expect(offerFor(pricing, unlisted, 'id-1').prices.GBP).toBe(17499);
  });

  it('gives each part the same stock and delivery time from a range on every run', () => {
    const pricing: PricingRule = loadPricingRule(defaultPricingRuleFile, importedCategories);
    const first = offerFor(pricing, gpu, 'c2000000-0000-4000-8000-000000000001');
    const again = offerFor(pricing, gpu, 'c2000000-0000-4000-8000-000000000001');
    expect(again).toEqual(first);
    const stocks = new Set(
      Array.from({ length: 200 }, (_, n) => offerFor(pricing, gpu, `id-${n}`).stock),
    );
    expect(Math.min(...stocks)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...stocks)).toBeLessThanOrEqual(20);
    expect(stocks.size).toBeGreaterThan(10);
  });

  it('the committed default prices every imported category', () => {
    expect(() => loadPricingRule(defaultPricingRuleFile, importedCategories)).not.toThrow();
  });

  it('refuses a term naming a quantity the category does not have', () => {
    const file = ruleFile(
      rule({
        gpu: {
          base: { GBP: 1, EUR: 1 },
          terms: [{ quantity: 'megahertz', per: { GBP: 1, EUR: 1 } }],
          stock: 1,
          deliveryDays: 1,
        },
      }),
    );
    expect(() => loadPricingRule(file, ['gpu'])).toThrow(
      /categories\.gpu\.terms\.0\.quantity: unknown quantity "megahertz" for gpu/,
    );
    const otherwise = ruleFile(
      rule({
        gpu: {
          base: { GBP: 1, EUR: 1 },
          terms: [
            {
              quantity: 'perfIndex',
              per: { GBP: 1, EUR: 1 },
              otherwise: [{ quantity: 'megahertz', per: { GBP: 1, EUR: 1 } }],
            },
          ],
          stock: 1,
          deliveryDays: 1,
        },
      }),
    );
    expect(() => loadPricingRule(otherwise, ['gpu'])).toThrow(
      /categories\.gpu\.terms\.0\.otherwise\.0\.quantity: unknown quantity "megahertz"/,
    );
  });

  it('refuses a rule missing a category the import writes', () => {
    const file = ruleFile(rule({ gpu: { base: { GBP: 1, EUR: 1 }, stock: 1, deliveryDays: 1 } }));
    expect(() => loadPricingRule(file, ['gpu', 'cpu'])).toThrow('has no entry for cpu');
  });

  it('refuses an ending that is not below its step, and a file that is not JSON', () => {
    const file = ruleFile(rule({}, { step: 100, ending: 100 }));
    expect(() => loadPricingRule(file, [])).toThrow(/rounding\.GBP: ending must be below step/);
    const broken = path.join(folder, 'broken.json');
    writeFileSync(broken, '{');
    expect(() => loadPricingRule(broken, [])).toThrow(ImportError);
  });
});
