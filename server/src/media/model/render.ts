import { describeBuild } from '../scene';
import type { ModelView, RenderModel } from '../types';
import { layoutCase } from './layout';
import { frontView } from './front';
import { interiorView } from './interiorView';
import { rearView } from './rear';
import { sideView } from './side';

/** One gallery image of a model, 1200 × 900. */
export function renderModelView(model: RenderModel, view: ModelView): string {
  const scene = describeBuild(model);
  const layout = layoutCase(scene);
  switch (view) {
    case 'front':
      return frontView(scene, layout);
    case 'side':
      return sideView(scene, layout);
    case 'rear':
      return rearView(scene, layout);
    case 'interior':
      return interiorView(scene, layout);
  }
}
