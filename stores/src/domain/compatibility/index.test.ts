import { describe, expect, it } from 'vitest';
import { indexBuild } from '../build/parts';
import type { Build, BuildPart } from '../build/parts';
import { estimateBuildFps } from '../fps';
import { estimatePower } from '../power';
import * as fixtures from './fixtures';
import {
  asusDrw24d5mt,
  barracuda2tb,
  compatibleBuild,
  coolerMasterNr200p,
  corei5_14400f,
  corsair4000DAirflow,
  corsairCx550,
  dellE2216hv,
  liquidFreezer3_420,
  magB660mMortarDdr4,
  noctuaNhD15,
  noctuaNhL9i17xx,
  rogStrixRtx4090,
  ryzen7800x3d,
  samsung870Evo1tb,
  samsung990Pro2tb,
  strixB650EI,
  times,
  vengeanceDdr5_32,
  arcticP12,
  arcticP14,
  arcticP12Argb3Pack,
  archerTx3000e,
  rtx4090Fe,
} from './fixtures';
import { checkCompatibility, markCandidates, ruleCodes, rules } from './index';

const codes = (build: Build) => checkCompatibility(build).map((issue) => issue.code);
const errorsOf = (build: Build) =>
  checkCompatibility(build).filter((issue) => issue.severity === 'error');
/** Every fixture part in one build: a case, a board, … of each kind, and many conflicts. */
const parts = Object.values(fixtures).filter(
  (value): value is BuildPart => typeof value === 'object' && 'category' in value,
);

describe('checkCompatibility', () => {
  it('has exactly the codes of SPEC §5, each reported by one rule', () => {
    expect([...ruleCodes].sort()).toEqual(
      [
        'cpu_socket_mismatch',
        'motherboard_too_big',
        'psu_form_factor_mismatch',
        'not_enough_35_bays',
        'not_enough_25_bays',
        'gpu_too_long',
        'cooler_too_tall',
        'radiator_not_supported',
        'not_enough_m2_slots',
        'memory_type_mismatch',
        'not_enough_dimm_slots',
        'gpu_required',
        'psu_underpowered',
        'psu_missing_pcie_connectors',
        'not_enough_120mm_fan_mounts',
        'not_enough_140mm_fan_mounts',
        'not_enough_argb_headers',
        'not_enough_pcie_slots',
        'monitor_no_compatible_connection',
        'not_enough_optical_bays',
        'cooler_socket_unsupported',
      ].sort(),
    );
    expect(rules.flatMap((rule) => rule.codes).sort()).toEqual([...ruleCodes].sort());
  });

  it('passes a complete, compatible build', () => {
    expect(checkCompatibility(compatibleBuild)).toEqual([]);
  });

  it('reports several issues at once, in the order of ruleCodes', () => {
    const build: Build = [
      coolerMasterNr200p,
      ryzen7800x3d,
      magB660mMortarDdr4,
      noctuaNhD15,
      vengeanceDdr5_32,
      rogStrixRtx4090,
      corsairCx550,
      dellE2216hv,
    ];
    expect(codes(build)).toEqual([
      'cpu_socket_mismatch',
      'motherboard_too_big',
      'psu_form_factor_mismatch',
      'gpu_too_long',
      'cooler_too_tall',
      'memory_type_mismatch',
      'psu_underpowered',
      'psu_missing_pcie_connectors',
      'monitor_no_compatible_connection',
    ]);
  });

  it('has real parts that trigger every code', () => {
    const broken: Build[] = [
      [coolerMasterNr200p, ryzen7800x3d, magB660mMortarDdr4, noctuaNhD15, vengeanceDdr5_32],
      [corsair4000DAirflow, times(barracuda2tb, 3), times(samsung870Evo1tb, 3), asusDrw24d5mt],
      [coolerMasterNr200p, rogStrixRtx4090, liquidFreezer3_420, corsairCx550, dellE2216hv],
      [
        strixB650EI,
        times(samsung990Pro2tb, 3),
        times(vengeanceDdr5_32, 2),
        rtx4090Fe,
        archerTx3000e,
      ],
      [
        corsair4000DAirflow,
        strixB650EI,
        times(arcticP12, 8),
        times(arcticP14, 5),
        times(arcticP12Argb3Pack, 2),
      ],
      [corei5_14400f, noctuaNhD15],
      [ryzen7800x3d, noctuaNhL9i17xx],
    ];
    const reported = new Set(broken.flatMap(codes));
    expect([...ruleCodes].filter((code) => !reported.has(code))).toEqual([]);
  });

  it('reports nothing from a rule while one of the categories it requires is empty', () => {
    for (const rule of rules) {
      for (const category of rule.requires) {
        const without = indexBuild(parts.filter((part) => part.category !== category));
        expect(rule.check(without)).toEqual([]);
      }
      expect(rule.requires.every((category) => rule.categories.includes(category))).toBe(true);
    }
  });

  it('never throws on missing, malformed or absurd data', () => {
    const garbage: unknown[] = [undefined, null, 'x', -1, Number.NaN, {}, [], [null, 'AM5'], true];
    for (const target of parts) {
      for (const key of Object.keys(target.specs)) {
        for (const value of garbage) {
          const broken = { ...target, specs: { ...target.specs, [key]: value } } as BuildPart;
          const build = parts.map((part) => (part === target ? broken : part));
          expect(() => checkCompatibility(build)).not.toThrow();
          expect(() => estimatePower(build)).not.toThrow();
          expect(() => markCandidates(build.slice(1), [broken])).not.toThrow();
        }
      }
    }
    const odd = [
      null,
      { id: 'x', title: 'x', category: 'toaster', specs: {}, amount: 1 },
      { ...rtx4090Fe, specs: null },
      { ...ryzen7800x3d, amount: Number.NaN },
      { ...noctuaNhD15, amount: -2 },
      { ...corsairCx550, amount: '3' },
    ] as unknown as Build;
    expect(() => checkCompatibility(odd)).not.toThrow();
    expect(
      estimateBuildFps(
        odd,
        { referenceFps: { '1080p': 1, '1440p': 1, '4k': 1 }, cpuLimitFps: 1 },
        '4k',
      ),
    ).not.toBeUndefined();
    expect(checkCompatibility([])).toEqual([]);
  });

  it('answers an unknown fact with unverified checks, never with a conflict the known data lacks', () => {
    const known = errorsOf(parts);
    for (const target of parts) {
      for (const key of Object.keys(target.specs)) {
        for (const value of [null, undefined]) {
          const unknown = { ...target, specs: { ...target.specs, [key]: value } } as BuildPart;
          const build = parts.map((part) => (part === target ? unknown : part));
          const where = `${target.id}.${key} = ${value}`;
          for (const issue of checkCompatibility(build)) {
            if (issue.severity === 'unverified') {
              expect(issue.missing?.length, where).toBeGreaterThan(0);
              continue;
            }
            // The same conflict, about the same part (a cooler's socket is the board's when the
            // processor's is unknown, so the other parts may differ).
            const before = known.find(
              (error) => error.code === issue.code && error.parts.includes(issue.parts[0] ?? ''),
            );
            expect(before, `${where}: ${issue.code}`).toBeDefined();
          }
        }
      }
    }
  });

  it('keeps a compatible build free of conflicts whatever fact of a part is unknown', () => {
    for (const target of compatibleBuild) {
      const others = compatibleBuild.filter((part) => part !== target);
      for (const key of Object.keys(target.specs)) {
        const unknown = { ...target, specs: { ...target.specs, [key]: null } } as BuildPart;
        const where = `${target.id}.${key}`;
        expect(errorsOf([...others, unknown]), where).toEqual([]);
        expect(markCandidates(others, [unknown])[0]?.compatible, where).toBe(true);
      }
    }
  });
});
