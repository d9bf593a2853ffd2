import { fanFace, fanRing, floorGlow } from '../common';
import { material, shade, ui } from '../palette';
import type { BuildScene } from '../scene';
import { bars, fragment, h, matrix, pd, rect, type Markup } from '../svg';
import { caseSide, feet } from './caseSide';
import { FLOOR_Y, WIDTH, galleryImage, viewDefs } from './frame';
import { caseFanQueue, fitting, largestCase, type CaseLayout, type FanSpec } from './layout';

/** Foreshortening of the three-quarter view: the glass side turned towards the viewer. */
const SIDE_X = 0.8;
const SIDE_SLOPE = 0.12;
const FRONT_X = 0.58;
const FRONT_SLOPE = 0.2;

/** The fans seen through the front: a front radiator's, else the case fans the front takes. */
function frontFans(scene: BuildScene, layout: CaseLayout, room: number): FanSpec[] {
  const { cooler } = layout;
  if (cooler.kind === 'aio' && cooler.vertical) {
    return cooler.fans.map((fan) => ({ size: fan.h, argb: fan.argb, tone: fan.tone ?? null }));
  }
  if (scene.tower === 'small-form-factor') return [];
  const queue = caseFanQueue(scene);
  return queue.slice(0, fitting(queue, room, 8, 3));
}

/** What covers the intake: mesh, tinted glass, wooden slats (a solid front has none). */
function intakeCover(scene: BuildScene, box: { x: number; y: number; w: number; h: number }) {
  const { x, y, w, h: height } = box;
  if (scene.front === 'glass') {
    return fragment(
      h('path', {
        d: pd`M${x + w * 0.45} ${y}h${w * 0.3}L${x + w * 0.2} ${y + height}h${-w * 0.3}z`,
        fill: '#fff',
        'fill-opacity': 0.06,
      }),
      rect(x, y, w, height, {
        rx: 5,
        fill: material.glassEdge,
        'fill-opacity': 0.06,
        stroke: material.glassEdge,
        'stroke-opacity': 0.45,
        'stroke-width': 1.5,
      }),
    );
  }
  if (scene.front === 'wood') {
    const slats = Math.floor(w / 13);
    const pitch = w / slats;
    return h('path', {
      d: Array.from({ length: slats }, (_, i) => pd`M${x + pitch * (i + 0.5)} ${y}v${height}`).join(
        '',
      ),
      stroke: material.walnut,
      'stroke-width': pitch - 4,
    });
  }
  return rect(x, y, w, height, { rx: 5, fill: 'url(#mesh)' });
}

/**
 * The front panel, face-on in millimetres (u across, y down): its cover (mesh, glass, wooden
 * slats) over the fans behind it, or a closed panel with intake slits at its sides.
 */
function frontPanel(scene: BuildScene, layout: CaseLayout): Markup {
  const { width, height } = layout;
  const top = scene.opticalBay && scene.tower !== 'small-form-factor' ? 86 : 34;
  const solid = scene.front === 'solid';
  const intake = solid
    ? { x: 20, y: top, w: width - 40, h: height - top - 26 }
    : { x: 14, y: top, w: width - 28, h: height - top - 26 };
  const fans = solid ? [] : frontFans(scene, layout, intake.h - 12);
  const size = (fan: FanSpec) => Math.min(fan.size, intake.w - 8);
  const centres = fans.map(
    (fan, i) =>
      intake.y +
      6 +
      fans.slice(0, i).reduce((sum, above) => sum + size(above) + 8, 0) +
      size(fan) / 2,
  );
  const edge = scene.lightBody ? shade(scene.body, -0.3) : '#596275';
  return fragment(
    feet([20, width - 50], 30, height),
    rect(0, 0, width, height, { rx: 10, fill: scene.body, stroke: edge, 'stroke-width': 1.5 }),
    solid
      ? fragment(
          rect(intake.x, intake.y, intake.w, intake.h, {
            rx: 4,
            fill: shade(scene.body, scene.lightBody ? -0.04 : 0.06),
            stroke: edge,
            'stroke-opacity': 0.5,
          }),
          [4, width - 12].map((u) =>
            rect(u, top, 8, intake.h, { rx: 3, fill: '#06080c', stroke: edge }),
          ),
        )
      : fragment(
          rect(intake.x, intake.y, intake.w, intake.h, { rx: 5, fill: '#06080c' }),
          fans.map((fan, i) => fanFace(width / 2, centres[i] ?? 0, size(fan), false, fan.tone)),
          intakeCover(scene, intake),
          fans.map((fan, i) => fan.argb && fanRing(width / 2, centres[i] ?? 0, size(fan))),
        ),
    top > 34 &&
      fragment(
        rect(14, 36, width - 28, 42, { rx: 3, fill: '#0d0f14', stroke: '#2d3443' }),
        rect(24, 52, width - 80, 3, { fill: '#2d3443' }),
        rect(width - 44, 62, 16, 6, { rx: 2, fill: '#2d3443' }),
      ),
    h('circle', {
      cx: width / 2,
      cy: 17,
      r: 6,
      fill: '#0d0f14',
      stroke: scene.argb ? ui.accentHover : '#596275',
      'stroke-width': 2,
    }),
    bars(
      [width / 2 - 34, width / 2 + 20].map((u) => ({ x: u, y: 17, length: 14 })),
      false,
      { stroke: '#05060a', 'stroke-width': 6 },
    ),
    scene.frontStrip &&
      bars(
        [8.5, width - 8.5].map((u) => ({ x: u, y: 40, length: height - 80 })),
        true,
        { class: 'ls', 'stroke-width': 3 },
      ),
  );
}

/** The drawing's extent in millimetres, turned three-quarters. */
function extent({ depth, height, width }: { depth: number; height: number; width: number }) {
  return {
    x: SIDE_X * depth + FRONT_X * width,
    y: height + 8 + SIDE_SLOPE * depth + FRONT_SLOPE * width,
  };
}

export interface Placement {
  /** Horizontal centre and floor line of the drawing. */
  cx: number;
  floor: number;
  maxWidth: number;
  maxHeight: number;
  maxScale: number;
}

/**
 * The case turned three-quarters (glass side and front panel in view), drawn from millimetres
 * with three affine faces; returns the scale used and the drawing's width on screen.
 */
export function threeQuarterCase(
  scene: BuildScene,
  layout: CaseLayout,
  place: Placement,
): { markup: Markup; scale: number; span: number } {
  const { depth, height, width } = layout;
  const { x: spanX, y: spanY } = extent(layout);
  const s = Math.min(place.maxScale, place.maxWidth / spanX, place.maxHeight / spanY);
  const e = place.cx - (s * spanX) / 2;
  const f = place.floor - s * (height + 8 + SIDE_SLOPE * depth);
  const topTone = shade(scene.body, scene.lightBody ? 0.3 : 0.1);
  const markup = fragment(
    h(
      'g',
      { transform: matrix(s * SIDE_X, s * SIDE_SLOPE, 0, s, e, f) },
      caseSide(scene, layout),
      rect(0, 0, depth, height, { rx: 12, fill: '#000', 'fill-opacity': 0.16 }),
    ),
    h(
      'g',
      {
        transform: matrix(
          s * FRONT_X,
          -s * FRONT_SLOPE,
          0,
          s,
          e + s * SIDE_X * depth,
          f + s * SIDE_SLOPE * depth,
        ),
      },
      frontPanel(scene, layout),
    ),
    h(
      'g',
      { transform: matrix(s * SIDE_X, s * SIDE_SLOPE, s * FRONT_X, -s * FRONT_SLOPE, e, f) },
      rect(0, 0, depth, width, { rx: 10, fill: topTone, stroke: shade(topTone, 0.15) }),
      rect(depth * 0.2, 20, depth * 0.6, width - 40, { rx: 6, fill: 'url(#mesh)' }),
    ),
  );
  return { markup, scale: s, span: s * spanX };
}

/**
 * The hero image: the case turned three-quarters, glass side and front panel in view. Its scale
 * is halfway (geometrically) between filling the frame and the one scale that fits the largest
 * case, so every case fills much of its picture and a small case still looks small beside a tower.
 */
export function frontView(scene: BuildScene, layout: CaseLayout): string {
  const frame = { maxWidth: 980, maxHeight: 690 };
  const fit = (size: { x: number; y: number }) =>
    Math.min(1.3, frame.maxWidth / size.x, frame.maxHeight / size.y);
  const maxScale = Math.sqrt(fit(extent(layout)) * fit(extent(largestCase)));
  const place = { cx: WIDTH / 2, floor: FLOOR_Y, ...frame, maxScale };
  const { markup, scale, span } = threeQuarterCase(scene, layout, place);
  const defs = viewDefs(scene, layout, {
    interior: scene.panel !== 'solid',
    panel: true,
    mesh: true,
    floor: true,
  });
  return galleryImage(
    scene,
    'front',
    scale,
    [floorGlow(WIDTH / 2, FLOOR_Y, span * 0.62, 50), markup],
    defs,
  );
}
