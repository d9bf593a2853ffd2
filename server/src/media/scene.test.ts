import { describe, expect, it } from 'vitest';
import type { CaseSpecs } from '@pcshop/stores/schemas';
import { brandColours } from './palette';
import { describeBuild, fanTone, gpuAccent, gpuFanCount } from './scene';
import {
  compactModel,
  entryModel,
  flagshipModel,
  quietModel,
  sampleParts,
} from './testing/samples';

describe('describeBuild', () => {
  it('takes the tower size, side panel and colour from the case', () => {
    const scene = describeBuild(quietModel);
    expect(scene.tower).toBe('mid-tower');
    expect(scene.panel).toBe('solid');
    expect(scene.lightBody).toBe(true);
    expect(describeBuild(compactModel).tower).toBe('small-form-factor');
  });

  it('counts memory sticks across kits, never more than the board has slots', () => {
    expect(describeBuild(flagshipModel).memory.sticks).toBe(4);
    const crowded = {
      name: 'x',
      parts: [
        { ...sampleParts.boardItx, amount: 1 },
        { ...sampleParts.memoryArgb, amount: 3 },
      ],
    };
    expect(describeBuild(crowded).memory.sticks).toBe(2);
  });

  it('glows when any part has addressable lighting, and not otherwise', () => {
    expect(describeBuild(flagshipModel).argb).toBe(true);
    expect(describeBuild(entryModel).argb).toBe(false);
    const onlyMemory = { name: 'x', parts: [{ ...sampleParts.memoryArgb, amount: 1 }] };
    expect(describeBuild(onlyMemory).argb).toBe(true);
  });

  it('counts case fans by pack, and reads the cooler kind', () => {
    const scene = describeBuild(flagshipModel);
    expect(scene.fans).toEqual({ count: 6, sizeMm: 120, argb: true, tone: null });
    expect(scene.cooler).toMatchObject({ kind: 'aio', radiatorMm: 360, fans: 3 });
    expect(describeBuild(entryModel).cooler).toEqual({ kind: 'stock' });
  });

  it('gives long graphics cards more fans, in their maker colour', () => {
    expect([gpuFanCount(170), gpuFanCount(240), gpuFanCount(330)]).toEqual([1, 2, 3]);
    expect(gpuAccent('GeForce RTX 5070')).toBe(brandColours.nvidia);
    expect(gpuAccent('Radeon RX 9070 XT')).toBe(brandColours.amd);
    expect(gpuAccent('Arc B580')).toBe(brandColours.intel);
  });

  it("marks the board's covers in the processor maker's colour", () => {
    expect(describeBuild(flagshipModel).platform).toBe(brandColours.amd);
    const intel = { name: 'x', parts: [{ ...sampleParts.cpuIntel, amount: 1 }] };
    expect(describeBuild(intel).platform).toBe(brandColours.intel);
    expect(describeBuild({ name: 'x', parts: [] }).platform).toBeNull();
  });

  it("gives Noctua's fans their beige and brown, but not its black (chromax) ones", () => {
    expect(fanTone({ brand: 'Noctua', title: 'Noctua NH-D15 G2' })).toBe('noctua');
    expect(fanTone({ brand: 'Noctua', title: 'Noctua NF-A12x25 PWM chromax.black' })).toBeNull();
    expect(fanTone({ brand: 'Arctic', title: 'Arctic P12 PWM PST' })).toBeNull();
    const cooler = (title: string) =>
      describeBuild({ name: 'x', parts: [{ ...sampleParts.coolerAir, title, amount: 1 }] }).cooler;
    expect(cooler('Noctua NH-D15 G2')).toMatchObject({ kind: 'air', tone: 'noctua' });
    expect(cooler('Noctua NH-D15 chromax.black')).toMatchObject({ kind: 'air', tone: null });
  });

  it("takes the front panel, the case's own fans and its light strip from the case", () => {
    const inCase = (specs: Partial<CaseSpecs>) =>
      describeBuild({
        name: 'x',
        parts: [
          {
            ...sampleParts.caseMesh,
            specs: { ...sampleParts.caseMesh.specs, ...specs },
            amount: 1,
          },
        ],
      });
    const lit = inCase({
      frontPanel: 'wood',
      includedFans: 3,
      includedFanSizeMm: 140,
      includedFansArgb: true,
      lightStrip: true,
    });
    expect(lit).toMatchObject({
      front: 'wood',
      caseFans: { count: 3, sizeMm: 140, argb: true },
      frontStrip: true,
      argb: true,
    });
    const unlisted = inCase({});
    expect(unlisted).toMatchObject({
      front: 'mesh',
      caseFans: { count: 0, sizeMm: 120, argb: false },
      frontStrip: false,
      argb: false,
    });
    expect(inCase({ includedFans: 0, includedFansArgb: true }).argb).toBe(false);
  });

  it('falls back to a plausible mid tower when the build has no parts', () => {
    const scene = describeBuild({ name: 'Empty', parts: [] });
    expect(scene).toMatchObject({
      tower: 'mid-tower',
      empty: true,
      gpu: null,
      psu: null,
      argb: false,
    });
  });

  it('names the main parts for the interior callouts', () => {
    expect(describeBuild(flagshipModel).labels).toEqual({
      cpu: 'AMD Ryzen 7 9800X3D',
      cooler: 'Arctic Liquid Freezer III 360 A-RGB',
      memory: '4 × 16 GB DDR5-6000',
      gpu: 'ASUS GeForce RTX 5090 32 GB',
      board: 'ASUS X870 ATX',
      psu: '1200 W 80+ Gold',
    });
  });
});
