import { describe, expect, it } from 'vitest';
import { indexBuild } from '../build/parts';
import type { BuildPart } from '../build/parts';
import { checkArgbHeaders, checkFanMountsFamily } from './fans';
import {
  arcticP12,
  arcticP12Argb3Pack,
  arcticP14,
  corsair4000DAirflow,
  liquidFreezer3_360,
  magB660mMortarDdr4,
  noctuaNhD15,
  phanteksNeonStrip,
  times,
  tridentZ5Rgb32,
  withSpecs,
} from './fixtures';

const run = (rule: typeof checkArgbHeaders, ...parts: BuildPart[]) => rule(indexBuild(parts));

describe('not_enough_120mm_fan_mounts / not_enough_140mm_fan_mounts (4000D: 7 × 120, 4 × 140)', () => {
  it('counts the fans of each pack: two 3-packs and two singles are 8 fans', () => {
    expect(
      run(
        checkFanMountsFamily,
        corsair4000DAirflow,
        times(arcticP12Argb3Pack, 2),
        times(arcticP12, 2),
      ),
    ).toEqual([
      {
        code: 'not_enough_120mm_fan_mounts',
        severity: 'error',
        parts: [arcticP12Argb3Pack.id, arcticP12.id, corsair4000DAirflow.id],
        params: { case: 'Corsair 4000D Airflow', fans: 8, mounts: 7, sizeMm: 120 },
      },
    ]);
  });

  it('passes when the fans fill every mount (equality)', () => {
    expect(
      run(checkFanMountsFamily, corsair4000DAirflow, times(arcticP12Argb3Pack, 2), arcticP12),
    ).toEqual([]);
    expect(run(checkFanMountsFamily, corsair4000DAirflow, times(arcticP14, 4))).toEqual([]);
  });

  it('checks 140 mm fans against the 140 mm mounts, both sizes at once', () => {
    const issues = run(
      checkFanMountsFamily,
      corsair4000DAirflow,
      times(arcticP14, 5),
      times(arcticP12, 8),
    );
    expect(issues.map((issue) => [issue.code, issue.params.fans])).toEqual([
      ['not_enough_120mm_fan_mounts', 8],
      ['not_enough_140mm_fan_mounts', 5],
    ]);
  });

  it("doesn't count the fans of an AIO radiator or an air cooler", () => {
    const build = [
      corsair4000DAirflow,
      liquidFreezer3_360,
      noctuaNhD15,
      times(arcticP12, 7),
      times(arcticP14, 4),
    ];
    expect(run(checkFanMountsFamily, ...build)).toEqual([]);
  });

  it('skips unknown sizes and mounts, counting a pack of unknown size as one fan', () => {
    const unknownSize = withSpecs(arcticP12, { sizeMm: undefined });
    expect(run(checkFanMountsFamily, corsair4000DAirflow, times(unknownSize, 20))).toEqual([]);
    const unknownPack = withSpecs(arcticP12Argb3Pack, { fansPerPack: undefined });
    expect(run(checkFanMountsFamily, corsair4000DAirflow, times(unknownPack, 7))).toEqual([]);
    const noMounts = withSpecs(corsair4000DAirflow, { fanMounts120: undefined });
    expect(run(checkFanMountsFamily, noMounts, times(arcticP12, 20))).toEqual([]);
    expect(run(checkFanMountsFamily, times(arcticP12, 20))).toEqual([]);
  });
});

describe('not_enough_argb_headers (B660M Mortar: 2 headers)', () => {
  it('flags two ARGB fan packs and an ARGB strip', () => {
    expect(
      run(checkArgbHeaders, magB660mMortarDdr4, times(arcticP12Argb3Pack, 2), phanteksNeonStrip),
    ).toEqual([
      {
        code: 'not_enough_argb_headers',
        severity: 'error',
        parts: [arcticP12Argb3Pack.id, phanteksNeonStrip.id, magB660mMortarDdr4.id],
        params: { motherboard: 'MSI MAG B660M Mortar DDR4', devices: 3, headers: 2 },
      },
    ]);
  });

  it('counts a daisy-chained pack once: two 3-packs fill the two headers (equality)', () => {
    expect(run(checkArgbHeaders, magB660mMortarDdr4, times(arcticP12Argb3Pack, 2))).toEqual([]);
  });

  it('counts single ARGB fans one each, and ARGB coolers', () => {
    const singleArgb = withSpecs(arcticP12Argb3Pack, { fansPerPack: 1 });
    expect(run(checkArgbHeaders, magB660mMortarDdr4, times(singleArgb, 3))).toHaveLength(1);
    expect(
      run(checkArgbHeaders, magB660mMortarDdr4, times(arcticP12Argb3Pack, 2), liquidFreezer3_360),
    ).toMatchObject([{ params: { devices: 3 } }]);
  });

  it("doesn't count ARGB memory or non-ARGB fans", () => {
    const build = [
      magB660mMortarDdr4,
      times(arcticP12Argb3Pack, 2),
      tridentZ5Rgb32,
      times(arcticP12, 5),
    ];
    expect(run(checkArgbHeaders, ...build)).toEqual([]);
  });

  it('skips without a board or its header count', () => {
    expect(run(checkArgbHeaders, times(arcticP12Argb3Pack, 9))).toEqual([]);
    const unknown = withSpecs(magB660mMortarDdr4, { argbHeaders: undefined });
    expect(run(checkArgbHeaders, unknown, times(arcticP12Argb3Pack, 9))).toEqual([]);
  });
});
