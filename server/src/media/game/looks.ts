import { mix } from '../palette';
import { textWidth } from '../text';
import { fragment, h, pd, rect, type Markup } from '../svg';
import type { GameMotif, GameType } from '../types';

/**
 * What makes a game's tile its own: a motif drawn from its world and a wordmark in its own type.
 * Each motif is a handful of shapes in the game's two colours, in the tile's 640 × 360 units.
 */

const W = 640;
const H = 360;

type Draw = (first: string, second: string) => Markup;

const skyline: Draw = (first, second) => {
  const towers = [
    [300, 150, 34],
    [340, 90, 46],
    [392, 180, 30],
    [428, 60, 52],
    [486, 130, 38],
    [530, 40, 44],
    [580, 110, 60],
  ] as const;
  return fragment(
    h('path', {
      d: towers.map(([x, y, w]) => pd`M${x} ${H}V${y}h${w}V${H}z`).join(''),
      fill: mix(second, '#000000', 0.75),
    }),
    h('path', {
      d: towers.map(([x, y, w]) => pd`M${x + 6} ${y + 14}h${w - 12}`).join(''),
      stroke: first,
      'stroke-width': 3,
    }),
    [40, 96, 210].map((y, i) =>
      rect(260 + i * 60, y, 200 - i * 40, 6, { fill: i === 1 ? second : first, opacity: 0.8 }),
    ),
  );
};

const crosshair: Draw = (first) =>
  fragment(
    h('circle', { cx: 470, cy: 150, r: 110, fill: 'none', stroke: first, 'stroke-width': 4 }),
    h('circle', { cx: 470, cy: 150, r: 60, fill: 'none', stroke: first, 'stroke-opacity': 0.5 }),
    h('path', {
      d: 'M470 20v100M470 180v100M340 150h100M500 150h100',
      stroke: first,
      'stroke-width': 4,
    }),
    h('circle', { cx: 470, cy: 150, r: 5, fill: first }),
    h('path', {
      d: 'M0 300h640M0 330h640M80 0v360M160 0v360',
      stroke: first,
      'stroke-opacity': 0.12,
    }),
  );

const storm: Draw = (first, second) =>
  fragment(
    [150, 110, 70].map((r, i) =>
      h('circle', {
        cx: 480,
        cy: 140,
        r,
        fill: i === 2 ? second : 'none',
        stroke: i === 0 ? first : second,
        'stroke-width': 14 - i * 4,
        opacity: 0.35 + i * 0.2,
      }),
    ),
    h('path', {
      d: 'M500 40l-40 90h36l-28 90 80-120h-40l30-60z',
      fill: '#fff',
      opacity: 0.9,
    }),
  );

const redacted: Draw = (first) =>
  fragment(
    [40, 80, 120, 160, 200].map((y, i) =>
      rect(300 + (i % 2) * 40, y, 280 - (i % 3) * 50, 22, { fill: '#000', opacity: 0.75 }),
    ),
    rect(300, 240, 120, 22, { fill: first }),
    h('path', { d: 'M560 30l40 40M600 30l-40 40', stroke: first, 'stroke-width': 6 }),
  );

const sigil: Draw = (first, second) =>
  fragment(
    h('circle', { cx: 470, cy: 150, r: 120, fill: 'none', stroke: second, 'stroke-width': 3 }),
    h('circle', {
      cx: 470,
      cy: 150,
      r: 100,
      fill: 'none',
      stroke: second,
      'stroke-dasharray': '4 8',
    }),
    h('path', {
      d: 'M470 30L574 210H366ZM470 270L366 90H574Z',
      fill: 'none',
      stroke: second,
      'stroke-width': 2,
    }),
    h('circle', { cx: 470, cy: 150, r: 26, fill: mix(first, '#000000', 0.3), stroke: second }),
  );

const shards: Draw = (first, second) =>
  fragment(
    h('path', { d: 'M360 0h120L380 360H260z', fill: first, opacity: 0.85 }),
    h('path', { d: 'M520 0h60L500 200h-60z', fill: first, opacity: 0.55 }),
    h('path', { d: 'M600 120h40v240H520z', fill: mix(second, '#ffffff', 0.1), opacity: 0.9 }),
  );

const chevrons: Draw = (first) =>
  fragment(
    [0, 1, 2].map((i) =>
      h('path', {
        d: pd`M${380 + i * 70} 60l80 90-80 90h40l80-90-80-90z`,
        fill: first,
        opacity: 1 - i * 0.3,
      }),
    ),
  );

const sunset: Draw = (first, second) =>
  fragment(
    h('circle', { cx: 470, cy: 200, r: 90, fill: second, opacity: 0.9 }),
    [214, 232, 250].map((y) => rect(370, y, 200, 6, { fill: first })),
    h('path', {
      d: 'M0 300L120 250 200 270 320 220 420 262 520 236 640 270V360H0z',
      fill: mix(first, '#000000', 0.6),
    }),
  );

const forest: Draw = (first, second) =>
  fragment(
    h('path', { d: 'M640 20L380 360h260z', fill: mix(second, '#ffffff', 0.85), opacity: 0.16 }),
    h('path', {
      d: [300, 360, 430, 500, 570]
        .map((x, i) => pd`M${x} ${H}l40 ${-180 - (i % 2) * 60}l40 ${180 + (i % 2) * 60}z`)
        .join(''),
      fill: '#05070a',
    }),
    h('circle', { cx: 600, cy: 60, r: 18, fill: first }),
  );

const halftone: Draw = (first, second) =>
  fragment(
    h(
      'pattern',
      { id: 'ht', width: 16, height: 16, patternUnits: 'userSpaceOnUse' },
      h('circle', { cx: 8, cy: 8, r: 4, fill: first }),
    ),
    rect(300, 0, 340, H, { fill: 'url(#ht)', opacity: 0.35 }),
    h('path', {
      d: 'M470 40l24 64 62-30-30 62 64 24-64 24 30 62-62-30-24 64-24-64-62 30 30-62-64-24 64-24-30-62 62 30z',
      fill: first,
      stroke: second,
      'stroke-width': 6,
    }),
  );

const peaks: Draw = (first, second) =>
  fragment(
    h('circle', { cx: 520, cy: 110, r: 60, fill: mix(first, '#ffffff', 0.3), opacity: 0.7 }),
    h('path', {
      d: 'M260 360L380 140 430 210 500 90 640 300V360z',
      fill: mix(second, '#000000', 0.4),
    }),
    h('path', {
      d: 'M300 200c60-20 120 10 180-10s100-30 160 0',
      fill: 'none',
      stroke: '#fff',
      'stroke-opacity': 0.4,
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
  );

const blocks: Draw = (first, second) => {
  const cells: Markup[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      if ((row * 7 + col * 3) % 5 === 0 && row > 0) continue;
      cells.push(
        rect(380 + col * 48, 60 + row * 48, 46, 46, {
          fill: row === 0 ? first : mix(second, row % 2 ? '#000000' : '#ffffff', 0.1 + col * 0.03),
        }),
      );
    }
  }
  return fragment(cells);
};

const road: Draw = (first, second) =>
  fragment(
    h('circle', { cx: 470, cy: 130, r: 70, fill: first, opacity: 0.85 }),
    h('path', { d: 'M300 190H640V360H300z', fill: mix(second, '#000000', 0.6) }),
    h('path', { d: 'M455 190h30l120 170H335z', fill: '#15171c' }),
    h('path', {
      d: 'M470 200v20M470 240v34M470 296v50',
      stroke: '#fff',
      'stroke-width': 6,
    }),
  );

const castle: Draw = (first, second) =>
  fragment(
    [
      [470, 90],
      [560, 40],
      [600, 200],
      [350, 60],
    ].map(([x, y]) => h('circle', { cx: x, cy: y, r: 2.5, fill: second })),
    h('path', {
      d: 'M330 360V220l20-40 20 40v-60l24-60 24 60v80h30v-120l26-70 26 70v120h30v-60l20-40 20 40V360z',
      fill: mix(first, '#000000', 0.55),
    }),
    h('path', { d: 'M454 190h12v24h-12zM506 150h12v24h-12z', fill: second }),
  );

export const motifs: Record<GameMotif, Draw> = {
  skyline,
  crosshair,
  storm,
  redacted,
  sigil,
  shards,
  chevrons,
  sunset,
  forest,
  halftone,
  peaks,
  blocks,
  road,
  castle,
};

interface TypeStyle {
  family: string;
  weight: number;
  italic: boolean;
  upper: boolean;
  /** Letter spacing in ems. */
  tracking: number;
  /** Average glyph width in ems, before spacing. */
  em: number;
}

const sans = "system-ui,'Segoe UI',Roboto,sans-serif";
const serif = "Georgia,'DejaVu Serif','Times New Roman',serif";
const narrow = "'Arial Narrow','Liberation Sans Narrow','Roboto Condensed',sans-serif";
const mono = "'Courier New','DejaVu Sans Mono',monospace";

export const typeStyles: Record<GameType, TypeStyle> = {
  glitch: { family: sans, weight: 900, italic: true, upper: true, tracking: 0.02, em: 0.72 },
  stencil: { family: narrow, weight: 700, italic: false, upper: true, tracking: 0.12, em: 0.5 },
  heavy: { family: sans, weight: 900, italic: true, upper: true, tracking: 0, em: 0.74 },
  'serif-caps': { family: serif, weight: 700, italic: false, upper: true, tracking: 0.1, em: 0.72 },
  'serif-italic': { family: serif, weight: 400, italic: true, upper: false, tracking: 0, em: 0.52 },
  angular: { family: sans, weight: 800, italic: false, upper: true, tracking: 0.18, em: 0.72 },
  pixel: { family: mono, weight: 700, italic: false, upper: true, tracking: 0.04, em: 0.6 },
};

/**
 * The title as its game sets it, bottom left, in at most two lines: defined once (`#wm`) and
 * drawn as a coloured echo and the face, so the title's text is in the image once.
 */
export function wordmark(title: string, type: GameType, face: string, echo: string): Markup[] {
  const style = typeStyles[type];
  const text = style.upper ? title.toUpperCase() : title;
  const maxWidth = W - 80;
  const lines = splitTitle(text);
  const size = Math.min(
    58,
    ...lines.map((line) => maxWidth / (line.length * (style.em + style.tracking))),
  );
  const lineHeight = size * 1.05;
  const bottom = H - 36;
  const widthOf = (line: string) =>
    Math.max(
      textWidth(line, size, style.weight >= 600),
      line.length * size * (style.em + style.tracking),
    );
  const definition = h(
    'text',
    {
      id: 'wm',
      'font-family': style.family,
      'font-size': Math.round(size),
      'font-weight': style.weight,
      'font-style': style.italic ? 'italic' : null,
      'letter-spacing': style.tracking ? `${style.tracking}em` : null,
    },
    lines.map((line, i) =>
      h(
        'tspan',
        {
          x: 40,
          y: bottom - (lines.length - 1 - i) * lineHeight,
          textLength: widthOf(line) > maxWidth ? maxWidth : null,
          lengthAdjust: widthOf(line) > maxWidth ? 'spacingAndGlyphs' : null,
        },
        line,
      ),
    ),
  );
  const offset = type === 'glitch' ? 4 : type === 'pixel' ? 4 : 2;
  return [
    h('defs', null, definition),
    h('use', { href: '#wm', x: offset, y: offset, fill: echo }),
    h('use', { href: '#wm', fill: face }),
  ];
}

/** A long title breaks after its colon or near its middle space; a short one stays whole. */
function splitTitle(text: string): string[] {
  if (text.length <= 16) return [text];
  const colon = text.indexOf(': ');
  if (colon > 0) return [text.slice(0, colon + 1), text.slice(colon + 2)];
  const middle = text.length / 2;
  let best = -1;
  for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) {
    if (best < 0 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  return best > 0 ? [text.slice(0, best), text.slice(best + 1)] : [text];
}
