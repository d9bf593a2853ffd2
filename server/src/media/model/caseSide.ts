import { material, shade } from '../palette';
import { seeThrough, type BuildScene } from '../scene';
import { bars, fragment, h, pd, rect, type Markup } from '../svg';
import { interior } from './interior';
import type { CaseLayout } from './layout';

const INSET = 8;

/** The panel's pattern or sheen, in millimetres: only what this panel uses. */
export function caseSideDefs(scene: BuildScene): Markup[] {
  if (seeThrough(scene.panel)) {
    return [
      h(
        'linearGradient',
        { id: 'gls', x1: 0, y1: 0, x2: 1, y2: 1 },
        h('stop', { offset: 0, 'stop-color': '#fff', 'stop-opacity': 0.14 }),
        h('stop', { offset: 0.45, 'stop-color': '#fff', 'stop-opacity': 0.02 }),
        h('stop', { offset: 1, 'stop-color': '#fff', 'stop-opacity': 0.07 }),
      ),
    ];
  }
  const sheen = h(
    'linearGradient',
    { id: 'sheen', x1: 0, y1: 0, x2: 1, y2: 0.4 },
    h('stop', { offset: 0, 'stop-color': '#fff', 'stop-opacity': 0.1 }),
    h('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': 0.12 }),
  );
  return scene.panel === 'solid' ? [sheen] : [sheen, meshDefs(scene)];
}

/** A perforated metal sheet `#mesh` in the case's colour (side panels and front intakes). */
export function meshDefs(scene: BuildScene): Markup {
  return h(
    'pattern',
    { id: 'mesh', width: 5, height: 5, patternUnits: 'userSpaceOnUse' },
    h('path', {
      d: 'M0 0h5v5H0zM2.5 .8a1.7 1.7 0 1 0 .01 0z',
      'fill-rule': 'evenodd',
      fill: scene.lightBody ? shade(scene.body, -0.05) : shade(scene.body, 0.06),
    }),
  );
}

/** What the side panel shows: the interior behind glass, a mesh with light behind it, or metal. */
function panel(scene: BuildScene, layout: CaseLayout): Markup {
  const { depth, height } = layout;
  const w = depth - 2 * INSET;
  const hh = height - 2 * INSET;
  if (seeThrough(scene.panel)) {
    return fragment(
      h('clipPath', { id: 'pn' }, rect(INSET, INSET, w, hh, { rx: 6 })),
      h('g', { 'clip-path': 'url(#pn)' }, interior(scene, layout)),
      h('path', {
        d: pd`M${INSET + w * 0.55} ${INSET}h${w * 0.16}L${INSET + w * 0.3} ${INSET + hh}h${-w * 0.16}z`,
        fill: '#fff',
        'fill-opacity': 0.035,
      }),
      rect(INSET, INSET, w, hh, {
        rx: 6,
        fill: 'url(#gls)',
        stroke: material.glassEdge,
        'stroke-opacity': 0.35,
        'stroke-width': 1.5,
      }),
    );
  }
  if (scene.panel === 'mesh') {
    return fragment(
      h('clipPath', { id: 'pn' }, rect(INSET, INSET, w, hh, { rx: 6 })),
      h('g', { 'clip-path': 'url(#pn)', opacity: 0.55 }, interior(scene, layout)),
      rect(INSET, INSET, w, hh, { rx: 6, fill: 'url(#mesh)' }),
      rect(INSET, INSET, w, hh, {
        rx: 6,
        fill: 'url(#sheen)',
        stroke: '#000',
        'stroke-opacity': 0.3,
      }),
    );
  }
  const tone = scene.lightBody ? shade(scene.body, 0.04) : shade(scene.body, 0.05);
  const groove = shade(tone, scene.lightBody ? -0.12 : 0.12);
  return fragment(
    rect(INSET, INSET, w, hh, { rx: 6, fill: tone }),
    rect(INSET, INSET, w, hh, { rx: 6, fill: 'url(#sheen)' }),
    rect(INSET + 18, INSET + 18, w - 36, hh - 36, { rx: 4, fill: 'none', stroke: groove }),
    h('path', {
      d: Array.from({ length: 9 }, (_, i) => pd`M${INSET + w - 40} ${INSET + 40 + i * 10}h18`).join(
        '',
      ),
      stroke: shade(tone, -0.3),
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
    !scene.empty &&
      h(
        'text',
        {
          x: INSET + 40,
          y: INSET + hh - 40,
          'font-size': 16,
          'font-weight': 700,
          'letter-spacing': 6,
          fill: groove,
        },
        'RIGSMITH',
      ),
  );
}

/** A case's feet under its bottom edge at `height`. */
export function feet(starts: readonly number[], length: number, height: number): Markup | null {
  return bars(
    starts.map((x) => ({ x, y: height + 2, length })),
    false,
    { stroke: '#05060a', 'stroke-width': 12 },
  );
}

/** The case seen from its side panel (rear on the left), in millimetres, feet included. */
export function caseSide(scene: BuildScene, layout: CaseLayout): Markup {
  const { depth, height } = layout;
  const rim = scene.lightBody ? shade(scene.body, -0.3) : material.metalLight;
  return fragment(
    feet([28, depth - 68], 40, height),
    rect(0, 0, depth, height, { rx: 12, fill: scene.body, stroke: rim, 'stroke-width': 1.5 }),
    panel(scene, layout),
    scene.argb
      ? rect(depth - 6, 22, 3, height - 44, { rx: 1.5, class: 'lt' })
      : rect(depth - 7, 20, 4, height - 40, {
          rx: 2,
          fill: shade(scene.body, scene.lightBody ? -0.15 : 0.12),
        }),
  );
}
