import { fanTones, material, ui, type FanTone } from './palette';
import { fittedText, textWidth } from './text';
import { fragment, h, rect, type Markup } from './svg';

/** The backdrop gradient `#bg`: a lit centre fading into the shop's surface. */
export function backdropDefs(cx = '50%', cy = '42%'): Markup {
  return h(
    'radialGradient',
    { id: 'bg', cx, cy, r: '75%' },
    h('stop', { offset: 0, 'stop-color': '#1d2333' }),
    h('stop', { offset: 1, 'stop-color': ui.surface }),
  );
}

/** A faint technical grid `#grid` with `size` px cells. */
export function gridDefs(size: number): Markup {
  return h(
    'pattern',
    { id: 'grid', width: size, height: size, patternUnits: 'userSpaceOnUse' },
    h('path', {
      d: `M${size} 0H0V${size}`,
      fill: 'none',
      stroke: '#fff',
      'stroke-opacity': 0.035,
    }),
  );
}

/** The class of shapes that glow in the accent (`#glow`): light bars, lit memory. */
export const litRule = `.lt{fill:${ui.accentHover};filter:url(#glow)}`;

/**
 * Light filters: `#glow` keeps a shape and adds an accent-coloured bloom around it (light strips,
 * fan rings), `#halo` blurs a shape into light cast on surfaces.
 */
export function glowDefs(glow: number, halo: number): Markup[] {
  return [
    h(
      'filter',
      { id: 'glow', x: -5, y: -5, width: 11, height: 11 },
      h('feGaussianBlur', { stdDeviation: glow, result: 'b' }),
      h('feFlood', { 'flood-color': ui.accent }),
      h('feComposite', { in2: 'b', operator: 'in' }),
      h(
        'feMerge',
        null,
        h('feMergeNode'),
        h('feMergeNode'),
        h('feMergeNode', { in: 'SourceGraphic' }),
      ),
    ),
    h(
      'filter',
      { id: 'halo', x: '-50%', y: '-50%', width: '200%', height: '200%' },
      h('feGaussianBlur', { stdDeviation: halo }),
    ),
  ];
}

/**
 * A fan seen face-on (`#fan`, 120 × 120 units): frame, seven curved blades and the hub, in the
 * usual black unless a `<use>` sets a maker's tone (`--f`, `--b`, `--h`: see `fanFace`).
 */
export function fanDefs(): Markup {
  const blade = 'M-4-16C8-26 16-40 12-55 24-50 34-40 36-28 22-30 10-24 4-14Z';
  return h(
    'symbol',
    { id: 'fan', viewBox: '-60 -60 120 120' },
    rect(-60, -60, 120, 120, { rx: 12, style: 'fill:var(--f,#1a1e27)' }),
    h('circle', { r: 57, fill: '#090b10' }),
    h('path', { id: 'bl', d: blade, style: `fill:var(--b,${material.fanBlade})` }),
    [1, 2, 3, 4, 5, 6].map((i) =>
      h('use', { href: '#bl', transform: `rotate(${Math.round((i * 3600) / 7) / 10})` }),
    ),
    h('circle', {
      r: 17,
      style: `fill:var(--h,${material.fanHub})`,
      stroke: '#454d5e',
      'stroke-width': 2,
    }),
  );
}

/** The `style` that gives a `#fan` its maker's colours. */
function toneStyle(tone: FanTone | null | undefined): string | null {
  if (!tone) return null;
  const { frame, blade, hub } = fanTones[tone];
  return `--f:${frame};--b:${blade};--h:${hub}`;
}

/** The glowing ring of an ARGB fan of diameter `size`, face-on. */
export function fanRing(cx: number, cy: number, size: number): Markup {
  return h('circle', {
    cx,
    cy,
    r: size * 0.47,
    fill: 'none',
    stroke: ui.accentHover,
    'stroke-width': size * 0.03,
    filter: 'url(#glow)',
  });
}

/** A fan face-on at (cx, cy) with diameter `size`, in its maker's tone; an ARGB fan gets its ring. */
export function fanFace(
  cx: number,
  cy: number,
  size: number,
  argb: boolean,
  tone?: FanTone | null,
): Markup {
  return fragment(
    h('use', {
      href: '#fan',
      x: cx - size / 2,
      y: cy - size / 2,
      width: size,
      height: size,
      style: toneStyle(tone),
    }),
    argb && fanRing(cx, cy, size),
  );
}

/** The frame's background: the gradient, and the grid when `#grid` is defined. */
export function backdrop(width: number, height: number, grid: boolean): Markup[] {
  return [
    rect(0, 0, width, height, { fill: 'url(#bg)' }),
    grid && rect(0, 0, width, height, { fill: 'url(#grid)' }),
  ].filter((item): item is Markup => item !== false);
}

/** The soft pool of light under an object, tinted in the accent when the build glows. */
export function floorGlowDefs(argb: boolean): Markup {
  return h(
    'radialGradient',
    { id: 'floor' },
    h('stop', {
      offset: 0,
      'stop-color': argb ? ui.accent : material.whiteLight,
      'stop-opacity': argb ? 0.3 : 0.14,
    }),
    h('stop', { offset: 1, 'stop-color': ui.surface, 'stop-opacity': 0 }),
  );
}

export function floorGlow(cx: number, cy: number, rx: number, ry: number): Markup {
  return h('ellipse', { cx, cy, rx, ry, fill: 'url(#floor)' });
}

/** The model's name as a small pill with an accent dot, bottom left of a gallery image. */
export function nameBadge(name: string, x: number, y: number): Markup {
  const fontSize = 22;
  const maxText = 520;
  const width = Math.min(maxText, textWidth(name, fontSize, true)) + 66;
  return fragment(
    rect(x, y, width, 44, { rx: 22, fill: ui.surfaceRaised, stroke: ui.border }),
    h('circle', { cx: x + 24, cy: y + 22, r: 6, fill: ui.accent }),
    fittedText(name, maxText, {
      x: x + 42,
      y: y + 29.5,
      'font-size': fontSize,
      'font-weight': 600,
      fill: ui.text,
    }),
  );
}
