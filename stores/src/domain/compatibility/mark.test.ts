import { describe, expect, it } from 'vitest';
import { indexBuild, withPart } from '../build/parts';
import type { Build, BuildPart } from '../build/parts';
import * as fixtures from './fixtures';
import {
  barracuda2tb,
  compatibleBuild,
  corsairCx550,
  corsairRm850x,
  corsairRm1000x,
  coolerMasterNr200p,
  corei5_14400f,
  corei5_14600k,
  corsair4000DAirflow,
  corsairSf750,
  magB660mMortarDdr4,
  rogStrixRtx4090,
  rogSwiftPg27aqdm,
  ryzen7800x3d,
  rtx4060Ventus,
  rtx4090Fe,
  rx7800xtPulse,
  samsung870Evo1tb,
  samsung990Pro2tb,
  strixB650A,
  strixB650EI,
  times,
  vengeanceLpxDdr4_16,
  withSpecs,
} from './fixtures';
import { checkCompatibility } from './index';
import { candidateModes, markCandidates } from './mark';
import { rulesForCategory } from './rules';

const sffBuild: Build = [
  coolerMasterNr200p,
  ryzen7800x3d,
  strixB650EI,
  corsairSf750,
  rogSwiftPg27aqdm,
];
const gpus = [rtx4060Ventus, rogStrixRtx4090, rx7800xtPulse, rtx4090Fe];
/** A build whose case, board and PSU leave out every fact they may leave out. */
const unlistedBuild: Build = [
  withSpecs(corsair4000DAirflow, {
    psuFormFactors: null,
    maxGpuLengthMm: null,
    maxCoolerHeightMm: null,
    radiatorMounts: null,
    fanMounts120: null,
    fanMounts140: null,
    bays35: null,
    bays25: null,
    bays525: null,
  }),
  ryzen7800x3d,
  withSpecs(strixB650A, { m2Slots: null, pcieSlots: null, argbHeaders: null, videoOutputs: null }),
  withSpecs(corsairRm850x, { pcieConnectors: null }),
  rogSwiftPg27aqdm,
];
/** A CPU and a graphics card whose draw isn't listed: the PSU check can't be verified. */
const unlistedDraw: Build = [
  withSpecs(corei5_14600k, { peakPowerW: null }),
  withSpecs(rtx4060Ventus, { boardPowerW: null }),
];
const summary = (marks: ReturnType<typeof markCandidates>) =>
  marks.map((mark) => [mark.id, mark.compatible, mark.issues.map((issue) => issue.code)]);

describe('markCandidates', () => {
  it('marks each graphics card of the step against the build, with the reasons', () => {
    expect(summary(markCandidates(sffBuild, gpus))).toEqual([
      [rtx4060Ventus.id, true, []],
      [rogStrixRtx4090.id, false, ['gpu_too_long', 'psu_underpowered']],
      [rx7800xtPulse.id, true, []],
      [rtx4090Fe.id, false, ['psu_underpowered']],
    ]);
  });

  it('swaps the candidate in place of the selected card', () => {
    const withLongCard = [...sffBuild, rogStrixRtx4090];
    expect(summary(markCandidates(withLongCard, gpus))).toEqual(
      summary(markCandidates(sffBuild, gpus)),
    );
  });

  it("doesn't mark candidates for a problem they aren't part of", () => {
    const withWrongMemory = [...sffBuild, vengeanceLpxDdr4_16];
    expect(summary(markCandidates(withWrongMemory, gpus))).toEqual(
      summary(markCandidates(sffBuild, gpus)),
    );
  });

  it("doesn't mark a CPU without integrated graphics before the graphics step", () => {
    const marks = markCandidates(
      [corsair4000DAirflow, magB660mMortarDdr4],
      [corei5_14400f, corei5_14600k, ryzen7800x3d],
    );
    expect(summary(marks)).toEqual([
      [corei5_14400f.id, true, []],
      [corei5_14600k.id, true, []],
      [ryzen7800x3d.id, false, ['cpu_socket_mismatch']],
    ]);
  });

  it('adds drives to the ones already chosen (multi-part steps), unless told to replace', () => {
    expect(candidateModes.storage).toBe('add');
    const base = [
      corsair4000DAirflow,
      strixB650A,
      times(barracuda2tb, 2),
      times(samsung990Pro2tb, 3),
    ];
    const candidates = [barracuda2tb, samsung870Evo1tb, samsung990Pro2tb];
    expect(summary(markCandidates(base, candidates))).toEqual([
      [barracuda2tb.id, false, ['not_enough_35_bays']],
      [samsung870Evo1tb.id, true, []],
      [samsung990Pro2tb.id, false, ['not_enough_m2_slots']],
    ]);
    expect(
      markCandidates(base, candidates, { mode: 'replace' }).every((mark) => mark.compatible),
    ).toBe(true);
  });

  it('agrees with the full check of the build with the candidate swapped in or added', () => {
    const parts = Object.values(fixtures).filter(
      (value): value is BuildPart => typeof value === 'object' && 'category' in value,
    );
    const bases: Build[] = [
      [],
      sffBuild,
      compatibleBuild,
      [
        corsair4000DAirflow,
        corei5_14400f,
        magB660mMortarDdr4,
        corsairSf750,
        times(barracuda2tb, 2),
      ],
      [coolerMasterNr200p, corei5_14600k, strixB650A, rogStrixRtx4090, corsairCx550, ...parts],
      unlistedBuild,
      [...unlistedBuild, ...parts],
      [...unlistedDraw, corsairRm1000x],
    ];
    for (const base of bases) {
      for (const candidate of [...parts, ...unlistedDraw]) {
        const [mark] = markCandidates(base, [candidate]);
        const mode = candidateModes[candidate.category];
        const full = checkCompatibility(withPart(indexBuild(base), candidate, mode)).filter(
          (issue) => issue.code !== 'gpu_required' && issue.parts.includes(candidate.id),
        );
        expect(mark?.issues).toEqual(full);
        expect(mark?.compatible).toBe(!full.some((issue) => issue.severity === 'error'));
      }
    }
  });

  it('never marks a candidate incompatible for a check left unverified', () => {
    const marks = markCandidates(unlistedBuild, [rtx4060Ventus, rogStrixRtx4090]);
    expect(
      marks.map((mark) => [
        mark.id,
        mark.compatible,
        mark.issues.map((issue) => [issue.code, issue.severity]),
      ]),
    ).toEqual([
      [
        rtx4060Ventus.id,
        true,
        [
          ['gpu_too_long', 'unverified'],
          ['psu_missing_pcie_connectors', 'unverified'],
          ['not_enough_pcie_slots', 'unverified'],
        ],
      ],
      [
        rogStrixRtx4090.id,
        false,
        [
          ['gpu_too_long', 'unverified'],
          ['psu_underpowered', 'error'],
          ['psu_missing_pcie_connectors', 'unverified'],
          ['not_enough_pcie_slots', 'unverified'],
        ],
      ],
    ]);
  });

  it('leaves a candidate that can take no part in a build unmarked', () => {
    const empty = { ...rtx4060Ventus, amount: 0 } as BuildPart;
    expect(markCandidates(sffBuild, [empty])).toEqual([
      { id: rtx4060Ventus.id, compatible: true, issues: [] },
    ]);
  });

  it('runs only the rules of the candidate’s category', () => {
    const gpuCodes = rulesForCategory.gpu.flatMap((rule) => rule.codes);
    expect(gpuCodes).toContain('gpu_too_long');
    expect(gpuCodes).not.toContain('cpu_socket_mismatch');
    expect(gpuCodes).not.toContain('gpu_required');
    expect(rulesForCategory.os).toEqual([]);
  });
});
