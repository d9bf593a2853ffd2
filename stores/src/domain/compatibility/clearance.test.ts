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

  it('skips without a case, a card or their lengths', () => {
    expect(run(checkGpuLength, rogStrixRtx4090)).toEqual([]);
    expect(run(checkGpuLength, coolerMasterNr200p)).toEqual([]);
    expect(
      run(checkGpuLength, withSpecs(rogStrixRtx4090, { lengthMm: undefined }), coolerMasterNr200p),
    ).toEqual([]);
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

  it('ignores AIO coolers and skips a cooler without a height', () => {
    expect(run(checkCoolerHeight, liquidFreezer3_360, coolerMasterNr200p)).toEqual([]);
    expect(
      run(checkCoolerHeight, withSpecs(noctuaNhD15, { heightMm: undefined }), coolerMasterNr200p),
    ).toEqual([]);
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

  it('tells the kind from the radiator size when `kind` is missing, skips unknown mounts', () => {
    const noKind = withSpecs(liquidFreezer3_420, { kind: undefined });
    expect(run(checkRadiator, noKind, corsair4000DAirflow)).toHaveLength(1);
    const noMounts = withSpecs(corsair4000DAirflow, { radiatorMounts: undefined });
    expect(run(checkRadiator, liquidFreezer3_420, noMounts)).toEqual([]);
  });
});
