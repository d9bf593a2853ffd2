import { describe, expect, it } from 'vitest';
import { sampleModels, sampleParts, glassModel, entryModel } from '../testing/samples';
import { expectImage, SIZE_BUDGET } from '../testing/xml';
import { galleryViews, type CaseSpecs } from '@pcshop/stores/schemas';
import type { RenderModel } from '../types';
import { renderModelView } from './render';

const withCase = (model: RenderModel, chassis: RenderModel['parts'][number]): RenderModel => ({
  ...model,
  parts: [chassis, ...model.parts.filter((part) => part.category !== 'case')],
});

const fanUses = (svg: string) => svg.split('href="#fan"').length - 1;

describe('renderModelView', () => {
  it.each(
    sampleModels.flatMap((model) => galleryViews.map((view) => [model.name, view, model] as const)),
  )('%s, %s: a valid 1200 × 900 image within the size budget', (_name, view, model) => {
    const svg = renderModelView(model, view);
    const document = expectImage(svg, 1200, 900);
    expect(document.querySelector('title')?.textContent).toContain(model.name);
    expect(svg.length).toBeLessThanOrEqual(SIZE_BUDGET);
  });

  it('draws the same image for the same build', () => {
    expect(renderModelView(glassModel, 'front')).toBe(renderModelView(glassModel, 'front'));
  });

  it('draws four different views', () => {
    const views = new Set(galleryViews.map((view) => renderModelView(glassModel, view)));
    expect(views.size).toBe(4);
  });

  it('shows the interior through a glass side panel and hides it behind a solid one', () => {
    const glass = renderModelView(glassModel, 'side');
    const solid = renderModelView(
      withCase(glassModel, { ...sampleParts.caseSolidWhite, amount: 1 }),
      'side',
    );
    expect(fanUses(glass)).toBeGreaterThanOrEqual(3);
    expect(fanUses(solid)).toBe(0);
    expect(glass).not.toBe(solid);
  });

  it('lights fans and strips in the accent only when the build has ARGB parts', () => {
    expect(renderModelView(glassModel, 'side')).toMatch(/class="l[ts]"/);
    expect(renderModelView(entryModel, 'side')).not.toMatch(/class="l[ts]"/);
  });

  it("draws the front as its case's: mesh, glass or wooden slats over the fans, or a closed panel", () => {
    const front = (frontPanel: CaseSpecs['frontPanel']) =>
      renderModelView(
        withCase(entryModel, {
          ...sampleParts.caseMesh,
          specs: { ...sampleParts.caseMesh.specs, frontPanel, includedFans: 2 },
          amount: 1,
        }),
        'front',
      );
    const fronts = (['mesh', 'glass', 'solid', 'wood'] as const).map(front);
    expect(new Set(fronts).size).toBe(4);
    const [mesh = 0, glass, solid, wood] = fronts.map(fanUses);
    expect([glass, wood, solid]).toEqual([mesh, mesh, mesh - 2]);
  });

  it("rings the case's own fans in the front only when they are ARGB", () => {
    const front = (includedFansArgb: boolean) =>
      renderModelView(
        withCase(entryModel, {
          ...sampleParts.caseMesh,
          specs: { ...sampleParts.caseMesh.specs, includedFans: 3, includedFansArgb },
          amount: 1,
        }),
        'front',
      );
    const rings = (svg: string) => svg.split('filter="url(#glow)"').length - 1;
    // The mini tower's front takes two of the three.
    expect(rings(front(true))).toBe(2);
    expect(rings(front(false))).toBe(0);
  });

  it('draws a bigger case for a bigger tower', () => {
    const onScreen = (svg: string) => {
      const scale = Number(/matrix\(([\d.]+) /.exec(svg)?.[1]);
      const [, width, height] = /<rect width="(\d+)" height="(\d+)" rx="12"/.exec(svg) ?? [];
      return { width: scale * Number(width), height: scale * Number(height) };
    };
    const full = onScreen(
      renderModelView(withCase(entryModel, { ...sampleParts.caseFullTower, amount: 1 }), 'side'),
    );
    const sff = onScreen(
      renderModelView(withCase(entryModel, { ...sampleParts.caseSff, amount: 1 }), 'side'),
    );
    expect(full.height).toBeGreaterThan(sff.height * 1.5);
    expect(full.width / full.height).toBeLessThan(sff.width / sff.height);
  });

  it('escapes a hostile model name in the title and the badge', () => {
    const name = '<script>alert(1)</script> & "Rig"';
    const svg = renderModelView({ ...glassModel, name }, 'front');
    const document = expectImage(svg, 1200, 900);
    expect(document.getElementsByTagName('script')).toHaveLength(0);
    const texts = Array.from(document.getElementsByTagName('text')).map((node) => node.textContent);
    expect(texts).toContain(name);
  });

  it('names the main parts in the interior view', () => {
    const svg = renderModelView(glassModel, 'interior');
    expect(svg).toContain('AMD Ryzen 7 9800X3D');
    expect(svg).toContain('2 × 16 GB DDR5-6000');
  });

  it('renders a build without parts', () => {
    for (const view of galleryViews) {
      expectImage(renderModelView({ name: 'Bare', parts: [] }, view), 1200, 900);
    }
  });
});
