import { describe, expect, it } from 'vitest';
import type { CaseSpecs } from '@pcshop/stores/schemas';
import { describeBuild } from '../scene';
import { glassModel, sampleParts } from '../testing/samples';
import type { RenderModel } from '../types';
import { caseDimensions, largestCase, layoutCase, towerDimensions } from './layout';
import { renderModelView } from './render';

/** The Surge in a mid tower with other room on its data sheet. */
const inCase = (specs: Partial<CaseSpecs>): RenderModel => ({
  ...glassModel,
  parts: [
    {
      ...sampleParts.caseGlass,
      specs: { ...sampleParts.caseGlass.specs, ...specs } as CaseSpecs,
      amount: 1,
    },
    ...glassModel.parts.filter((part) => part.category !== 'case'),
  ],
});

const size = (specs: Partial<CaseSpecs>) => caseDimensions(describeBuild(inCase(specs)));

describe('caseDimensions', () => {
  it('sizes a case by its data sheet within its class', () => {
    expect(size({ maxGpuLengthMm: 461 }).depth).toBeGreaterThan(
      size({ maxGpuLengthMm: 365 }).depth,
    );
    expect(size({ fanMounts120: 10 }).height).toBeGreaterThan(size({ fanMounts120: 6 }).height);
    expect(size({ radiatorMounts: [240, 360, 420] }).height).toBeGreaterThan(
      size({ radiatorMounts: [240, 360] }).height,
    );
    expect(size({ maxCoolerHeightMm: 190 }).width).toBeGreaterThan(
      size({ maxCoolerHeightMm: 160 }).width,
    );
    const mid = towerDimensions['mid-tower'];
    const extreme = size({ maxGpuLengthMm: 900, fanMounts120: 60, maxCoolerHeightMm: 900 });
    expect(extreme.depth).toBeLessThanOrEqual(Math.round(mid.depth * 1.12));
    expect(extreme.height).toBeLessThanOrEqual(Math.round(mid.height * 1.12));
    expect(extreme.depth).toBeLessThanOrEqual(largestCase.depth);
  });

  it('draws two cases of one class with different data sheets differently', () => {
    const roomy = inCase({ maxGpuLengthMm: 461, fanMounts120: 10 });
    const compact = inCase({ maxGpuLengthMm: 330, fanMounts120: 6 });
    expect(renderModelView(roomy, 'front')).not.toBe(renderModelView(compact, 'front'));
  });

  it('draws a small form factor case smaller than a full tower in the front view', () => {
    const heightOn = (model: RenderModel) => {
      const svg = renderModelView(model, 'front');
      // The side face's transform: matrix(a b c d e f), d the vertical scale.
      const match = /matrix\([-\d.]+ [-\d.]+ [-\d.]+ ([-\d.]+) /.exec(svg);
      return Number(match?.[1]) * caseDimensions(describeBuild(model)).height;
    };
    const sff = inCase({ ...sampleParts.caseSff.specs });
    const full = inCase({ ...sampleParts.caseFullTower.specs });
    expect(heightOn(sff)).toBeLessThan(heightOn(full) * 0.75);
  });
});

describe('layoutCase', () => {
  const noFans = (model: RenderModel): RenderModel => ({
    ...model,
    parts: model.parts.filter((part) => part.category !== 'fan'),
  });

  it("fits the case's own fans first, in the front, then the bought ones", () => {
    const own = layoutCase(
      describeBuild(inCase({ includedFans: 2, includedFanSizeMm: 140, includedFansArgb: false })),
    );
    expect(own.frontFans.slice(0, 2)).toEqual([
      expect.objectContaining({ h: 140, argb: false }),
      expect.objectContaining({ h: 140, argb: false }),
    ]);
    const bought = [...own.frontFans.slice(2), ...own.rearFans, ...own.topFans];
    expect(bought.length).toBeGreaterThan(0);
    expect(bought.every((fan) => fan.argb)).toBe(true);
  });

  it('keeps only a plain rear fan when neither the case nor the build brings any', () => {
    const bare = layoutCase(describeBuild(noFans(inCase({ includedFans: 0 }))));
    expect(bare.frontFans).toEqual([]);
    expect(bare.rearFans).toEqual([expect.objectContaining({ argb: false, tone: null })]);
    const lit = layoutCase(
      describeBuild(noFans(inCase({ includedFans: 4, includedFansArgb: true }))),
    );
    expect(lit.frontFans.length + lit.rearFans.length + lit.topFans.length).toBe(4);
    expect(lit.frontFans.every((fan) => fan.argb)).toBe(true);
  });
});
