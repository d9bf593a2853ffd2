import {
  backdrop,
  backdropDefs,
  fanDefs,
  floorGlowDefs,
  glowDefs,
  gridDefs,
  nameBadge,
} from '../common';
import type { BuildScene } from '../scene';
import { svgDocument, type Child } from '../svg';
import { imageSizes, type ModelView } from '../types';
import { caseSideDefs, meshDefs } from './caseSide';
import { fanSlabDefs } from './components';
import { fanSlabs, type CaseLayout } from './layout';
import { interiorDefs } from './interior';
import { modelStyles } from './styles';

export const { width: WIDTH, height: HEIGHT } = imageSizes.model;
/** Where the case stands: the floor line of every view. */
export const FLOOR_Y = 800;

const viewNames: Record<ModelView, string> = {
  front: 'front three-quarter view',
  side: 'side view',
  interior: 'interior view',
  rear: 'rear view',
};

/** What a view draws besides the badge: the case (its panel, its insides) and the floor. */
export interface ViewContents {
  /** The interior is in view (glass or mesh panel, the open case). */
  interior: boolean;
  /** The side panel is in view. */
  panel: boolean;
  /** The perforated sheet `#mesh` is used (front intake, rear fan grille). */
  mesh: boolean;
  /** The floor glow under the case. */
  floor: boolean;
}

/** The definitions a view needs, and only those: each byte counts against the 8 KB budget. */
export function viewDefs(scene: BuildScene, layout: CaseLayout, uses: ViewContents): Child[] {
  const panelDefs = uses.panel ? caseSideDefs(scene) : [];
  const hasMesh = uses.panel && scene.panel === 'mesh';
  return [
    uses.floor && floorGlowDefs(scene.argb),
    uses.interior && [...interiorDefs(scene), ...fanSlabDefs(fanSlabs(layout))],
    panelDefs,
    uses.mesh && !hasMesh && meshDefs(scene),
  ];
}

/**
 * A gallery image: backdrop, the view's drawing and the name badge. Blur radii are in the
 * drawing's millimetres, so `scale` keeps the glow the same on screen whatever the zoom.
 */
export function galleryImage(
  scene: BuildScene,
  view: ModelView,
  scale: number,
  drawing: Child[],
  defs: Child[],
): string {
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: `${scene.name}, ${viewNames[view]}`,
    defs: [
      modelStyles(),
      backdropDefs(),
      view === 'interior' && gridDefs(40),
      ...glowDefs(3 / scale, 16 / scale),
      fanDefs(),
      defs,
    ],
    children: [
      backdrop(WIDTH, HEIGHT, view === 'interior'),
      drawing,
      nameBadge(scene.name, 40, HEIGHT - 76),
    ],
  });
}
