import { describe, expect, it } from 'vitest';
import { indexBuild } from '../build/parts';
import type { BuildPart } from '../build/parts';
import { checkCoolerHeight, checkGpuLength, checkRadiator } from './clearance';
import {
  coolerMasterNr200p,
  corsair4000DAirflow,
  liquidFreezer3_360,
  liquidFreezer3_420,
  noctuaNhD15,
  rogStrixRtx4090,
  rtx4060Ventus,
  rtx4090Fe,
  times,
  withSpecs,
} from './fixtures';

const run = (rule: typeof checkGpuLength, ...parts: BuildPart[]) => rule(indexBuild(parts));

describe('gpu_too_long', () => {
  it('flags a 358 mm card in a case that takes 330 mm', () => {
    expect(run(checkGpuLength, rogStrixRtx4090, coolerMasterNr200p)).toEqual([
      {
        code: 'gpu_too_long',
        severity: 'error',
        parts: [rogStrixRtx4090.id, coolerMasterNr200p.id],
        params: {
          gpu: 'ASUS ROG Strix GeForce RTX 4090 OC',
          gpuLengthMm: 358,
          case: 'Cooler Master MasterBox NR200P',
          caseMaxMm: 330,
        },
      },
    ]);
  });

  it('passes shorter cards and a card exactly as long as the case allows', () => {
    expect(run(checkGpuLength, rtx4090Fe, coolerMasterNr200p)).toEqual([]);
    expect(run(checkGpuLength, rogStrixRtx4090, corsair4000DAirflow)).toEqual([]);
    const exact = withSpecs(coolerMasterNr200p, { maxGpuLengthMm: 304 });
    expect(run(checkGpuLength, rtx4090Fe, exact)).toEqual([]);
    const oneShort = withSpecs(coolerMasterNr200p, { maxGpuLengthMm: 303 });
    expect(run(checkGpuLength, rtx4090Fe, oneShort)).toHaveLength(1);
  });

  it('checks every card of the build', () => {
    const issues = run(
      checkGpuLength,
      rogStrixRtx4090,
      times(rtx4060Ventus, 2),
      coolerMasterNr200p,
    );
    expect(issues.map((issue) => issue.parts[0])).toEqual([rogStrixRtx4090.id]);
  });

  it('skips without a case or a card', () => {
    expect(run(checkGpuLength, rogStrixRtx4090)).toEqual([]);
    expect(run(checkGpuLength, coolerMasterNr200p)).toEqual([]);
  });

  it("can't verify a card whose length, or a case whose maximum, isn't listed", () => {
    const unlistedCard = withSpecs(rogStrixRtx4090, { lengthMm: null });
    expect(run(checkGpuLength, unlistedCard, coolerMasterNr200p)).toEqual([
      {
        code: 'gpu_too_long',
        severity: 'unverified',
        parts: [rogStrixRtx4090.id, coolerMasterNr200p.id],
        params: {
          gpu: 'ASUS ROG Strix GeForce RTX 4090 OC',
          case: 'Cooler Master MasterBox NR200P',
        },
        missing: ['gpu.lengthMm'],
      },
    ]);
    const unlistedCase = withSpecs(coolerMasterNr200p, { maxGpuLengthMm: null });
    expect(run(checkGpuLength, rtx4060Ventus, unlistedCase)).toEqual([
      {
        code: 'gpu_too_long',
        severity: 'unverified',
        parts: [rtx4060Ventus.id, coolerMasterNr200p.id],
        params: {
          gpu: 'MSI GeForce RTX 4060 Ventus 2X Black 8G OC',
          case: 'Cooler Master MasterBox NR200P',
        },
        missing: ['case.maxGpuLengthMm'],
      },
    ]);
    const absentCard = withSpecs(rtx4060Ventus, { lengthMm: undefined });
    expect(run(checkGpuLength, absentCard, unlistedCase)).toMatchObject([
      { severity: 'unverified', missing: ['gpu.lengthMm', 'case.maxGpuLengthMm'] },
    ]);
  });

  it('answers for each card: one unverified, one that fits', () => {
    const unlistedCard = withSpecs(rogStrixRtx4090, { lengthMm: null });
    const issues = run(checkGpuLength, unlistedCard, rtx4060Ventus, coolerMasterNr200p);
    expect(issues.map((issue) => [issue.parts[0], issue.severity])).toEqual([
      [rogStrixRtx4090.id, 'unverified'],
    ]);
  });
});

describe('cooler_too_tall', () => {
  it('flags a 165 mm NH-D15 in a case with 155 mm of clearance', () => {
    expect(run(checkCoolerHeight, noctuaNhD15, coolerMasterNr200p)).toMatchObject([
      {
        code: 'cooler_too_tall',
        parts: [noctuaNhD15.id, coolerMasterNr200p.id],
        params: { coolerHeightMm: 165, caseMaxMm: 155 },
      },
    ]);
  });

  it('passes within the clearance and at equality', () => {
    expect(run(checkCoolerHeight, noctuaNhD15, corsair4000DAirflow)).toEqual([]);
    const exact = withSpecs(coolerMasterNr200p, { maxCoolerHeightMm: 165 });
    expect(run(checkCoolerHeight, noctuaNhD15, exact)).toEqual([]);
  });

  it('ignores AIO coolers, even when the case lists no clearance', () => {
    expect(run(checkCoolerHeight, liquidFreezer3_360, coolerMasterNr200p)).toEqual([]);
    const unlistedCase = withSpecs(coolerMasterNr200p, { maxCoolerHeightMm: null });
    expect(run(checkCoolerHeight, liquidFreezer3_360, unlistedCase)).toEqual([]);
    expect(run(checkCoolerHeight, unlistedCase)).toEqual([]);
  });

  it("can't verify an air cooler whose height, or a case whose clearance, isn't listed", () => {
    const noHeight = withSpecs(noctuaNhD15, { heightMm: undefined });
    expect(run(checkCoolerHeight, noHeight, coolerMasterNr200p)).toEqual([
      {
        code: 'cooler_too_tall',
        severity: 'unverified',
        parts: [noctuaNhD15.id, coolerMasterNr200p.id],
        params: { cooler: 'Noctua NH-D15', case: 'Cooler Master MasterBox NR200P' },
        missing: ['cooler.heightMm'],
      },
    ]);
    const unlistedCase = withSpecs(corsair4000DAirflow, { maxCoolerHeightMm: null });
    expect(run(checkCoolerHeight, noctuaNhD15, unlistedCase)).toEqual([
      {
        code: 'cooler_too_tall',
        severity: 'unverified',
        parts: [noctuaNhD15.id, corsair4000DAirflow.id],
        params: { cooler: 'Noctua NH-D15', case: 'Corsair 4000D Airflow' },
        missing: ['case.maxCoolerHeightMm'],
      },
    ]);
    expect(run(checkCoolerHeight, noHeight, unlistedCase)).toMatchObject([
      { missing: ['cooler.heightMm', 'case.maxCoolerHeightMm'] },
    ]);
  });
});

describe('radiator_not_supported', () => {
  it('flags a 420 mm radiator in the 4000D and a 360 mm one in the NR200P', () => {
    expect(run(checkRadiator, liquidFreezer3_420, corsair4000DAirflow)).toMatchObject([
      {
        code: 'radiator_not_supported',
        parts: [liquidFreezer3_420.id, corsair4000DAirflow.id],
        params: { radiatorMm: 420, caseRadiatorsMm: [120, 140, 240, 280, 360] },
      },
    ]);
    expect(run(checkRadiator, liquidFreezer3_360, coolerMasterNr200p)).toHaveLength(1);
  });

  it('passes a size the case mounts, and ignores air coolers', () => {
    expect(run(checkRadiator, liquidFreezer3_360, corsair4000DAirflow)).toEqual([]);
    expect(run(checkRadiator, noctuaNhD15, coolerMasterNr200p)).toEqual([]);
  });

  it('tells the kind from the radiator size when `kind` is missing', () => {
    const noKind = withSpecs(liquidFreezer3_420, { kind: undefined });
    expect(run(checkRadiator, noKind, corsair4000DAirflow)).toHaveLength(1);
  });

  it("can't verify an AIO whose radiator size, or a case whose mounts, aren't listed", () => {
    const noMounts = withSpecs(corsair4000DAirflow, { radiatorMounts: null });
    expect(run(checkRadiator, liquidFreezer3_420, noMounts)).toEqual([
      {
        code: 'radiator_not_supported',
        severity: 'unverified',
        parts: [liquidFreezer3_420.id, corsair4000DAirflow.id],
        params: { cooler: 'Arctic Liquid Freezer III 420', case: 'Corsair 4000D Airflow' },
        missing: ['case.radiatorMounts'],
      },
    ]);
    const noSize = withSpecs(liquidFreezer3_360, { radiatorMm: undefined });
    expect(run(checkRadiator, noSize, coolerMasterNr200p)).toEqual([
      {
        code: 'radiator_not_supported',
        severity: 'unverified',
        parts: [liquidFreezer3_360.id, coolerMasterNr200p.id],
        params: {
          cooler: 'Arctic Liquid Freezer III 360 A-RGB',
          case: 'Cooler Master MasterBox NR200P',
        },
        missing: ['cooler.radiatorMm'],
      },
    ]);
    expect(run(checkRadiator, noSize, noMounts)).toMatchObject([
      { missing: ['cooler.radiatorMm', 'case.radiatorMounts'] },
    ]);
  });

  it('ignores air coolers when the case lists no radiator mounts', () => {
    const noMounts = withSpecs(corsair4000DAirflow, { radiatorMounts: null });
    expect(run(checkRadiator, noctuaNhD15, noMounts)).toEqual([]);
    expect(run(checkRadiator, noMounts)).toEqual([]);
  });
});
