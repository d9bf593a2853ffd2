import { luminance, mix, safeHex, ui } from '../palette';
import { h, pd, rect, svgDocument, type Markup } from '../svg';
import { imageSizes, type RenderGame } from '../types';
import { motifs, wordmark } from './looks';

const { width: W, height: H } = imageSizes.game;

/** WCAG contrast ratio of two colours. */
function contrast(one: string, other: string): number {
  const [light, deep] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (deep + 0.05);
}

/** FNV-1a: a stable number from the title, so each game gets its own composition. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A small deterministic generator (mulberry32) seeded by the title. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Large translucent shapes in the two colours: rings, rotated squares and a band. */
function composition(first: string, second: string, next: () => number): Markup[] {
  const shapes: Markup[] = [];
  const colours = [first, second, mix(first, '#ffffff', 0.35), mix(second, '#000000', 0.3)];
  for (let i = 0; i < 5; i += 1) {
    const colour = colours[i % colours.length] ?? first;
    const x = 220 + next() * 420;
    const y = next() * H;
    const size = 60 + next() * 170;
    const opacity = 0.25 + next() * 0.35;
    const kind = Math.floor(next() * 3);
    if (kind === 0) {
      shapes.push(
        h('circle', {
          cx: x,
          cy: y,
          r: size,
          fill: 'none',
          stroke: colour,
          'stroke-width': 10 + next() * 30,
          opacity,
        }),
      );
    } else if (kind === 1) {
      shapes.push(
        rect(x - size / 2, y - size / 2, size, size, {
          fill: colour,
          opacity,
          transform: `rotate(${Math.round(next() * 90)} ${Math.round(x)} ${Math.round(y)})`,
        }),
      );
    } else {
      shapes.push(
        h('path', {
          d: pd`M${x - 300} ${H + 40}L${x + 60} -40h${size * 0.5}L${x - 300 + size * 0.5} ${H + 40}z`,
          fill: colour,
          opacity,
        }),
      );
    }
  }
  return shapes;
}

/**
 * A game's tile, 640 × 360: its two colours, its motif (or an abstract composition seeded by its
 * title) and its title once, set in the game's own type.
 */
export function renderGameTile(game: RenderGame): string {
  const first = safeHex(game.colours[0], ui.surfaceOverlay);
  const second = safeHex(game.colours[1], ui.accent);
  const dark = luminance(first) < 0.5 ? first : mix(first, '#000000', 0.55);
  const look = game.look;
  const art = look
    ? motifs[look.motif](first, second)
    : composition(first, second, random(hash(game.title)));
  // The face is the lighter colour when it reads on the shaded corner under the title, else the
  // shop's text.
  const bright = luminance(first) >= luminance(second) ? first : second;
  const face = contrast(bright, mix(dark, ui.surface, 0.7)) >= 4.5 ? bright : ui.text;
  const echo = face === first ? second : mix(first, '#000000', 0.2);
  return svgDocument({
    width: W,
    height: H,
    title: game.title,
    defs: [
      h(
        'linearGradient',
        { id: 'tb', x1: 0, y1: 0, x2: 1, y2: 1 },
        h('stop', { offset: 0, 'stop-color': dark }),
        h('stop', { offset: 1, 'stop-color': look ? mix(second, '#000000', 0.35) : second }),
      ),
      h(
        'linearGradient',
        { id: 'ts', x1: 0, y1: 0, x2: 0.6, y2: 1 },
        h('stop', { offset: 0.3, 'stop-color': ui.surface, 'stop-opacity': 0 }),
        h('stop', { offset: 1, 'stop-color': ui.surface, 'stop-opacity': 0.9 }),
      ),
    ],
    children: [
      rect(0, 0, W, H, { fill: 'url(#tb)' }),
      art,
      rect(0, 0, W, H, { fill: 'url(#ts)' }),
      wordmark(game.title, look?.type ?? 'heavy', face, echo),
    ],
  });
}
