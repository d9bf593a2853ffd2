import { describe, expect, it } from 'vitest';
import { categorySlugs } from '@pcshop/stores/schemas';
import { sampleParts } from '../testing/samples';
import { expectImage, SIZE_BUDGET } from '../testing/xml';
import type { RenderPart } from '../types';
import { renderPartImage } from './render';

const fanUses = (svg: string) => svg.split('href="#fan"').length - 1;
const samples = Object.entries(sampleParts) as [string, RenderPart][];

describe('renderPartImage', () => {
  it('has a sample of every category', () => {
    expect(new Set(samples.map(([, part]) => part.category))).toEqual(new Set(categorySlugs));
  });

  it.each(samples)(
    '%s: a valid 480 × 480 image with its brand, within the size budget',
    (_key, part) => {
      const svg = renderPartImage(part);
      const document = expectImage(svg, 480, 480);
      const texts = Array.from(document.getElementsByTagName('text')).map(
        (node) => node.textContent,
      );
      expect(texts).toContain(part.brand);
      expect(document.querySelector('title')?.textContent).toContain(part.title);
      expect(svg.length).toBeLessThanOrEqual(SIZE_BUDGET);
      expect(renderPartImage(part)).toBe(svg);
    },
  );

  it('escapes a hostile brand and title', () => {
    const part = { ...sampleParts.gpuLong, brand: '<script>x</script>', title: 'A"B\'C & <D>' };
    const document = expectImage(renderPartImage(part), 480, 480);
    expect(document.getElementsByTagName('script')).toHaveLength(0);
    expect(document.querySelector('title')?.textContent).toBe('<script>x</script> A"B\'C & <D>');
  });

  it('draws one fan per fan in a pack', () => {
    expect(fanUses(renderPartImage(sampleParts.fansArgb))).toBe(3);
    expect(fanUses(renderPartImage(sampleParts.fanPlain))).toBe(1);
  });

  it('gives a graphics card the fans its length calls for', () => {
    expect(fanUses(renderPartImage(sampleParts.gpuLong))).toBe(3);
    const short = {
      ...sampleParts.gpuShort,
      specs: { ...sampleParts.gpuShort.specs, lengthMm: 170 },
    };
    expect(fanUses(renderPartImage(short))).toBe(1);
  });

  it('draws a memory kit with as many sticks as modules', () => {
    const sticks = (modules: number) => {
      const part = {
        ...sampleParts.memoryArgb,
        specs: { ...sampleParts.memoryArgb.specs, modules },
      };
      return renderPartImage(part).split('class="lt"').length - 1;
    };
    expect([sticks(1), sticks(2), sticks(4)]).toEqual([1, 2, 4]);
  });

  it('draws the DIMM slots a board has', () => {
    const dimmSlots = (svg: string) =>
      (/<path d="([^"]+)" stroke="#0a0c10" stroke-width="6"/.exec(svg)?.[1] ?? '').split('M')
        .length - 1;
    expect(dimmSlots(renderPartImage(sampleParts.boardAtx))).toBe(4);
    expect(dimmSlots(renderPartImage(sampleParts.boardItx))).toBe(2);
  });

  it('draws an ultrawide monitor wider than a 16:9 one', () => {
    const screen = (svg: string) => {
      const match =
        /<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="([\d.]+)" fill="url\(#scr\)"/.exec(
          svg,
        );
      return Number(match?.[1]) / Number(match?.[2]);
    };
    expect(screen(renderPartImage(sampleParts.monitorWide))).toBeCloseTo(3440 / 1440, 1);
    expect(screen(renderPartImage(sampleParts.monitor))).toBeCloseTo(16 / 9, 1);
  });

  it('shows a case with a glass panel differently from the same case with a solid one', () => {
    const glass = renderPartImage(sampleParts.caseGlass);
    const solid = renderPartImage({
      ...sampleParts.caseGlass,
      specs: { ...sampleParts.caseGlass.specs, sidePanel: 'solid' },
    });
    expect(glass).toContain('url(#gls)');
    expect(solid).not.toContain('url(#gls)');
  });
});
