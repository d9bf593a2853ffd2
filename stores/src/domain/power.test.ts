import { describe, expect, it } from 'vitest';
import { indexBuild } from './build/parts';
import {
  arcticP12Argb3Pack,
  archerTx3000e,
  asusDrw24d5mt,
  asusZenDriveV1m,
  barracuda2tb,
  compatibleBuild,
  corsairRm850x,
  liquidFreezer3_360,
  logitechG502X,
  phanteksNeonStrip,
  ryzen7800x3d,
  rtx4090Fe,
  samsung870Evo1tb,
  strixB650A,
  times,
  vengeanceDdr5_32,
  withSpecs,
} from './compatibility/fixtures';
import {
  FAN_W,
  HDD_W,
  LIGHTING_W,
  MEMORY_MODULE_W,
  MOTHERBOARD_W,
  OPTICAL_DRIVE_W,
  PCIE_CARD_W,
  SSD_W,
  estimatePower,
  powerDrawingParts,
  recommendedPsuW,
} from './power';

describe('estimatePower', () => {
  it('adds CPU peak power and GPU board power, × amount', () => {
    expect(estimatePower([ryzen7800x3d, rtx4090Fe]).peakW).toBe(162 + 450);
    expect(estimatePower([ryzen7800x3d, times(rtx4090Fe, 2)]).peakW).toBe(162 + 900);
  });

  it('adds the flat allowances of every other part', () => {
    const build = [
      strixB650A,
      times(vengeanceDdr5_32, 2),
      barracuda2tb,
      times(samsung870Evo1tb, 2),
      times(arcticP12Argb3Pack, 2),
      liquidFreezer3_360,
      phanteksNeonStrip,
      asusDrw24d5mt,
      asusZenDriveV1m,
      archerTx3000e,
      logitechG502X,
    ];
    expect(estimatePower(build).peakW).toBe(
      MOTHERBOARD_W +
        4 * MEMORY_MODULE_W +
        HDD_W +
        2 * SSD_W +
        6 * FAN_W +
        3 * FAN_W +
        LIGHTING_W +
        OPTICAL_DRIVE_W +
        PCIE_CARD_W,
    );
    expect([
      MOTHERBOARD_W,
      MEMORY_MODULE_W,
      HDD_W,
      SSD_W,
      FAN_W,
      LIGHTING_W,
      OPTICAL_DRIVE_W,
      PCIE_CARD_W,
    ]).toEqual([50, 5, 8, 5, 3, 5, 25, 10]);
  });

  it('recommends peak + 30 %, rounded up to the next 50 W', () => {
    expect(recommendedPsuW(0)).toBe(0);
    expect(recommendedPsuW(500)).toBe(650);
    expect(recommendedPsuW(501)).toBe(700);
    expect(recommendedPsuW(612)).toBe(800);
    expect(estimatePower(compatibleBuild)).toEqual({
      peakW: 692,
      recommendedPsuW: 900,
      headroomPercent: 44,
    });
  });

  it("gives the PSU's headroom over the peak, null without a PSU or without a draw", () => {
    expect(estimatePower([ryzen7800x3d, rtx4090Fe, corsairRm850x]).headroomPercent).toBe(38);
    expect(estimatePower([ryzen7800x3d, rtx4090Fe]).headroomPercent).toBeNull();
    expect(estimatePower([corsairRm850x])).toEqual({
      peakW: 0,
      recommendedPsuW: 0,
      headroomPercent: null,
    });
  });

  it("falls back to the CPU's TDP and counts missing draws as 0 W (a lower bound)", () => {
    expect(estimatePower([withSpecs(ryzen7800x3d, { peakPowerW: undefined })]).peakW).toBe(120);
    expect(estimatePower([withSpecs(rtx4090Fe, { boardPowerW: undefined })]).peakW).toBe(0);
    expect(estimatePower([]).peakW).toBe(0);
  });

  it('lists the parts that draw power, CPU and graphics cards first', () => {
    const parts = powerDrawingParts(
      indexBuild([logitechG502X, strixB650A, ryzen7800x3d, rtx4090Fe]),
    );
    expect(parts.map((part) => part.id)).toEqual([ryzen7800x3d.id, rtx4090Fe.id, strixB650A.id]);
  });
});
