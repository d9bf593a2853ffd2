import { floorGlow } from '../common';
import type { BuildScene } from '../scene';
import { h, matrix } from '../svg';
import { caseSide } from './caseSide';
import { FLOOR_Y, WIDTH, galleryImage, viewDefs } from './frame';
import { largestCase, type CaseLayout } from './layout';

/** The side view: the whole case flat on, scaled as the front view is, so sizes compare. */
export function sideView(scene: BuildScene, layout: CaseLayout): string {
  const { depth, height } = layout;
  const fit = (size: { depth: number; height: number }) =>
    Math.min(1.45, 700 / (size.height + 8), 1040 / size.depth);
  const scale = Math.sqrt(fit(layout) * fit(largestCase));
  const x = (WIDTH - depth * scale) / 2;
  const y = FLOOR_Y - (height + 8) * scale;
  const defs = viewDefs(scene, layout, {
    interior: scene.panel !== 'solid',
    panel: true,
    mesh: false,
    floor: true,
  });
  return galleryImage(
    scene,
    'side',
    scale,
    [
      floorGlow(WIDTH / 2, FLOOR_Y, depth * scale * 0.75, 46),
      h('g', { transform: matrix(scale, 0, 0, scale, x, y) }, caseSide(scene, layout)),
    ],
    defs,
  );
}
