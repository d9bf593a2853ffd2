import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { categorySlugs, specsSchemaByCategory } from '../../api/schemas/specs';
import type { Build, BuildPart } from '../build/parts';
import * as fixtures from './fixtures';
import {
  barracuda2tb,
  corsair4000DAirflow,
  corsairRm1000x,
  rogSwiftPg27aqdm,
  ryzen7800x3d,
  rtx4060Ventus,
  samsung870Evo1tb,
  strixB650A,
  times,
} from './fixtures';
import { checkCompatibility } from './index';

/** The customiser's texts in en-GB (locales.test.ts keeps every other locale's keys the same). */
const texts = JSON.parse(
  readFileSync(
    path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../locales/en-GB/customiser.json',
    ),
    'utf8',
  ),
) as {
  unverified: Record<string, string>;
  unverifiedTitles: Record<string, string>;
  facts: Record<string, Record<string, string>>;
};

/** Every specification field of the schema, and those a data sheet may leave out (null or absent). */
const fields = categorySlugs.flatMap((category) =>
  Object.entries(specsSchemaByCategory[category].shape).map(([field, schema]) => ({
    category,
    field,
    unlisted: schema.safeParse(null).success || schema.safeParse(undefined).success,
  })),
);

const everyPart = Object.values(fixtures).filter(
  (value): value is BuildPart => typeof value === 'object' && 'category' in value,
);

/**
 * Builds in which every check has something to check: all the fixtures together (3 ARGB devices
 * on 3 headers, drives, cards, coolers, fans and monitors of every kind), integrated graphics
 * driving a monitor, and 2.5" drives that need more than the 3.5" bays left free.
 */
const probes: Build[] = [
  everyPart,
  [ryzen7800x3d, strixB650A, rogSwiftPg27aqdm],
  [corsair4000DAirflow, barracuda2tb, times(samsung870Evo1tb, 2)],
  [ryzen7800x3d, rtx4060Ventus, corsairRm1000x],
];

/** Each probe with one unlistable fact of one part left out: the unverified checks reported. */
const unverified = probes.flatMap((build) =>
  build.flatMap((target) =>
    fields
      .filter(({ category, unlisted }) => unlisted && category === target.category)
      .flatMap(({ field }) => {
        const unknown = { ...target, specs: { ...target.specs, [field]: null } } as BuildPart;
        return checkCompatibility(build.map((part) => (part === target ? unknown : part))).filter(
          (issue) => issue.severity === 'unverified',
        );
      }),
  ),
);
const reportedCodes = [...new Set(unverified.map((issue) => issue.code))].sort();
const reportedFacts = [...new Set(unverified.flatMap((issue) => issue.missing ?? []))].sort();

describe('unverified checks', () => {
  it('come from the 15 rules that read a fact a data sheet may leave out', () => {
    expect(reportedCodes).toEqual(
      [
        'psu_form_factor_mismatch',
        'not_enough_35_bays',
        'not_enough_25_bays',
        'gpu_too_long',
        'cooler_too_tall',
        'radiator_not_supported',
        'not_enough_m2_slots',
        'psu_underpowered',
        'psu_missing_pcie_connectors',
        'not_enough_120mm_fan_mounts',
        'not_enough_140mm_fan_mounts',
        'not_enough_argb_headers',
        'not_enough_pcie_slots',
        'monitor_no_compatible_connection',
        'not_enough_optical_bays',
      ].sort(),
    );
  });

  it('name only facts the schema lets a data sheet leave out, each rule its own', () => {
    const unlistable = fields
      .filter((fact) => fact.unlisted)
      .map(({ category, field }) => `${category}.${field}`);
    expect(reportedFacts.filter((fact) => !unlistable.includes(fact))).toEqual([]);
    expect(reportedFacts).toEqual(
      [
        'case.psuFormFactors',
        'case.maxGpuLengthMm',
        'case.maxCoolerHeightMm',
        'case.radiatorMounts',
        'case.fanMounts120',
        'case.fanMounts140',
        'case.bays35',
        'case.bays25',
        'case.bays525',
        'cpu.peakPowerW',
        'motherboard.m2Slots',
        'motherboard.pcieSlots',
        'motherboard.argbHeaders',
        'motherboard.videoOutputs',
        'cooler.heightMm',
        'cooler.radiatorMm',
        'cooler.argb',
        'fan.argb',
        'gpu.lengthMm',
        'gpu.boardPowerW',
        'gpu.powerConnectors',
        'gpu.outputs',
        'psu.pcieConnectors',
        'monitor.inputs',
      ].sort(),
    );
  });

  it('have a title and a message for every code', () => {
    for (const code of reportedCodes) {
      expect(texts.unverifiedTitles[code], code).toEqual(expect.any(String));
      expect(texts.unverified[code], code).toEqual(expect.any(String));
    }
  });

  it('have a text for every fact they name, and no text for a field the schema lacks', () => {
    for (const fact of reportedFacts) {
      const [category = '', field = ''] = fact.split('.');
      expect(texts.facts[category]?.[field], fact).toEqual(expect.any(String));
    }
    const known = fields.map(({ category, field }) => `${category}.${field}`);
    const texted = Object.entries(texts.facts).flatMap(([category, byField]) =>
      Object.keys(byField).map((field) => `${category}.${field}`),
    );
    expect(texted.filter((fact) => !known.includes(fact))).toEqual([]);
  });
});
