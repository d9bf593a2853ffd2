import { luminance, mix, safeHex, ui } from '../palette';
import { fittedText, wrapText } from '../text';
import { h, pd, rect, svgDocument, type Markup } from '../svg';
import { imageSizes, type RenderGame } from '../types';

const { width: W, height: H } = imageSizes.game;

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

/** A game's tile, 640 × 360: its two colours as an abstract composition under its title. */
export function renderGameTile(game: RenderGame): string {
  const first = safeHex(game.colours[0], ui.surfaceOverlay);
  const second = safeHex(game.colours[1], ui.accent);
  const next = random(hash(game.title));
  const fontSize = game.title.length > 30 ? 34 : 44;
  const lines = wrapText(game.title, W - 80, fontSize, 3, true);
  const lineHeight = fontSize * 1.12;
  const top = H - 40 - (lines.length - 1) * lineHeight;
  const dark = luminance(first) < 0.5 ? first : mix(first, '#000000', 0.55);
  return svgDocument({
    width: W,
    height: H,
    title: game.title,
    defs: [
      h(
        'linearGradient',
        { id: 'tb', x1: 0, y1: 0, x2: 1, y2: 1 },
        h('stop', { offset: 0, 'stop-color': dark }),
        h('stop', { offset: 1, 'stop-color': second }),
      ),
      h(
        'linearGradient',
        { id: 'ts', x1: 0, y1: 0, x2: 0, y2: 1 },
        h('stop', { offset: 0.35, 'stop-color': ui.surface, 'stop-opacity': 0 }),
        h('stop', { offset: 1, 'stop-color': ui.surface, 'stop-opacity': 0.92 }),
      ),
    ],
    children: [
      rect(0, 0, W, H, { fill: 'url(#tb)' }),
      composition(first, second, next),
      rect(0, 0, W, H, { fill: 'url(#ts)' }),
      rect(40, top - fontSize - 18, 48, 6, { rx: 3, fill: ui.accent }),
      h(
        'g',
        { 'font-size': fontSize, 'font-weight': 800, fill: ui.text },
        lines.map((line, i) =>
          fittedText(line, W - 80, { x: 40, y: top + i * lineHeight }, fontSize),
        ),
      ),
    ],
  });
}
