import { describe, expect, it } from 'vitest';
import { seedModels } from '../../db/seed/catalogue/models';
import { seedParts } from '../../db/seed/catalogue/parts/index';
import { modelLineup } from '../../db/seed/catalogue/types';
import { describeBuild } from '../scene';
import { SIZE_BUDGET } from '../testing/xml';
import type { RenderModel } from '../types';
import { renderModelView } from './render';

/** The shop's pre-built range as the renderer sees it, each model with its lineup name. */
const models: RenderModel[] = seedModels.map((model) => ({
  name: modelLineup.find((lineup) => lineup.slug === model.slug)?.name ?? model.slug,
  parts: model.parts.map(({ reference, amount }) => {
    const part = seedParts.find((candidate) => candidate.reference === reference);
    if (!part) throw new Error(`no seed part ${reference}`);
    return { ...part, amount } as RenderModel['parts'][number];
  }),
}));

/** What the front view shows of a build, without its name. */
const looks = (model: RenderModel) => {
  const { name: _name, labels: _labels, ...scene } = describeBuild(model);
  return JSON.stringify(scene);
};

describe('the seed models', () => {
  it('each look different from the front: their scenes differ pairwise', () => {
    const scenes = models.map(looks);
    expect(scenes).toHaveLength(12);
    expect(new Set(scenes).size).toBe(scenes.length);
  });

  it('have front images that differ pairwise, each within the size budget', () => {
    const fronts = models.map((model) =>
      renderModelView(model, 'front').replaceAll(model.name, ''),
    );
    expect(new Set(fronts).size).toBe(fronts.length);
    for (const svg of fronts) expect(svg.length).toBeLessThanOrEqual(SIZE_BUDGET);
  });
});
