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

  it("doesn't check fans of other sizes: no case lists mounts for them", () => {
    const fan200 = withSpecs(arcticP14, { sizeMm: 200 });
    const fan80 = withSpecs(arcticP12, { sizeMm: 80 });
    expect(
      run(checkFanMountsFamily, corsair4000DAirflow, times(fan200, 9), times(fan80, 9)),
    ).toEqual([]);
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

  it('skips unknown sizes and no case, counting a pack of unknown size as one fan', () => {
    const unknownSize = withSpecs(arcticP12, { sizeMm: undefined });
    expect(run(checkFanMountsFamily, corsair4000DAirflow, times(unknownSize, 20))).toEqual([]);
    const unknownPack = withSpecs(arcticP12Argb3Pack, { fansPerPack: null });
    expect(run(checkFanMountsFamily, corsair4000DAirflow, times(unknownPack, 7))).toEqual([]);
    expect(run(checkFanMountsFamily, times(arcticP12, 20))).toEqual([]);
  });

  it("can't verify fans of a size whose mounts the case doesn't list", () => {
    const no120 = withSpecs(corsair4000DAirflow, { fanMounts120: null });
    expect(run(checkFanMountsFamily, no120, arcticP12Argb3Pack, times(arcticP12, 2))).toEqual([
      {
        code: 'not_enough_120mm_fan_mounts',
        severity: 'unverified',
        parts: [arcticP12Argb3Pack.id, arcticP12.id, corsair4000DAirflow.id],
        params: { case: 'Corsair 4000D Airflow', sizeMm: 120 },
        missing: ['case.fanMounts120'],
      },
    ]);
    const no140 = withSpecs(corsair4000DAirflow, { fanMounts140: undefined });
    expect(run(checkFanMountsFamily, no140, arcticP14, times(arcticP12, 8))).toEqual([
      {
        code: 'not_enough_120mm_fan_mounts',
        severity: 'error',
        parts: [arcticP12.id, corsair4000DAirflow.id],
        params: { case: 'Corsair 4000D Airflow', fans: 8, mounts: 7, sizeMm: 120 },
      },
      {
        code: 'not_enough_140mm_fan_mounts',
        severity: 'unverified',
        parts: [arcticP14.id, corsair4000DAirflow.id],
        params: { case: 'Corsair 4000D Airflow', sizeMm: 140 },
        missing: ['case.fanMounts140'],
      },
    ]);
  });

  it('needs no mounts listed for a size the build has no fans of', () => {
    const noMounts = withSpecs(corsair4000DAirflow, { fanMounts120: null, fanMounts140: null });
    expect(run(checkFanMountsFamily, noMounts, liquidFreezer3_360, noctuaNhD15)).toEqual([]);
    const no140 = withSpecs(corsair4000DAirflow, { fanMounts140: null });
    expect(run(checkFanMountsFamily, no140, times(arcticP12, 7))).toEqual([]);
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

  it('skips without a board, and without ARGB devices when the headers are unknown', () => {
    expect(run(checkArgbHeaders, times(arcticP12Argb3Pack, 9))).toEqual([]);
    const unknown = withSpecs(magB660mMortarDdr4, { argbHeaders: null });
    expect(
      run(checkArgbHeaders, unknown, times(arcticP12, 4), noctuaNhD15, tridentZ5Rgb32),
    ).toEqual([]);
  });

  it("can't verify ARGB devices on a board whose ARGB headers aren't listed", () => {
    const unknown = withSpecs(magB660mMortarDdr4, { argbHeaders: null });
    const unlitFan = withSpecs(arcticP14, { argb: null });
    expect(run(checkArgbHeaders, unknown, arcticP12Argb3Pack, arcticP12, unlitFan)).toEqual([
      {
        code: 'not_enough_argb_headers',
        severity: 'unverified',
        parts: [arcticP12Argb3Pack.id, arcticP14.id, magB660mMortarDdr4.id],
        params: { motherboard: 'MSI MAG B660M Mortar DDR4' },
        missing: ['motherboard.argbHeaders'],
      },
    ]);
    expect(run(checkArgbHeaders, unknown, unlitFan)).toMatchObject([
      { severity: 'unverified', missing: ['motherboard.argbHeaders'] },
    ]);
  });

  it("can't verify parts whose lighting isn't listed when they could use up the headers", () => {
    const unlitFan = withSpecs(arcticP14, { argb: null });
    const unlitStrip = { ...phanteksNeonStrip, specs: { ...phanteksNeonStrip.specs, argb: null } };
    const unlitCooler = withSpecs(noctuaNhD15, { argb: null });
    const build = [magB660mMortarDdr4, arcticP12Argb3Pack, unlitFan, unlitStrip, unlitCooler];
    expect(run(checkArgbHeaders, ...(build as BuildPart[]))).toEqual([
      {
        code: 'not_enough_argb_headers',
        severity: 'unverified',
        parts: [arcticP14.id, phanteksNeonStrip.id, noctuaNhD15.id, magB660mMortarDdr4.id],
        params: { motherboard: 'MSI MAG B660M Mortar DDR4' },
        missing: ['fan.argb', 'lighting.argb', 'cooler.argb'],
      },
    ]);
    expect(
      run(checkArgbHeaders, magB660mMortarDdr4, times(arcticP12Argb3Pack, 2), unlitFan),
    ).toMatchObject([{ parts: [arcticP14.id, magB660mMortarDdr4.id], missing: ['fan.argb'] }]);
  });

  it("verifies when parts whose lighting isn't listed can't use up the headers, or too many are ARGB anyway", () => {
    const unlitFan = withSpecs(arcticP14, { argb: null });
    expect(run(checkArgbHeaders, magB660mMortarDdr4, arcticP12Argb3Pack, unlitFan)).toEqual([]);
    expect(
      run(checkArgbHeaders, magB660mMortarDdr4, times(arcticP12Argb3Pack, 3), unlitFan),
    ).toEqual([
      {
        code: 'not_enough_argb_headers',
        severity: 'error',
        parts: [arcticP12Argb3Pack.id, magB660mMortarDdr4.id],
        params: { motherboard: 'MSI MAG B660M Mortar DDR4', devices: 3, headers: 2 },
      },
    ]);
  });
});
