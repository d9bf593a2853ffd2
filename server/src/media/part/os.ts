import type { OsSpecs } from '@pcshop/stores/schemas';
import { ui } from '../palette';
import { wrapText } from '../text';
import { fragment, h, pd, rect } from '../svg';
import type { PartDrawing } from './frame';

/** The boxed licence: a package with the edition's name and a USB key in front of it. */
export function osDrawing(brand: string, specs: OsSpecs): PartDrawing {
  const [x, y, w, hh] = [140, 64, 190, 270];
  const lines = wrapText(specs.edition, w - 36, 24, 3, true);
  return {
    drawing: fragment(
      h('path', { d: pd`M${x + w} ${y}l34 -22v${hh}l-34 22z`, fill: '#0f3a46' }),
      h('path', { d: pd`M${x} ${y}l34 -22h${w}l-34 22z`, fill: '#1d6677' }),
      rect(x, y, w, hh, { fill: 'url(#box)' }),
      h(
        'text',
        {
          x: x + 18,
          y: y + 34,
          'font-size': 14,
          'font-weight': 700,
          'letter-spacing': 2,
          fill: '#cffafe',
        },
        brand.toUpperCase(),
      ),
      h(
        'text',
        { x: x + 18, 'font-size': 24, 'font-weight': 800, fill: '#fff' },
        lines.map((line, i) => h('tspan', { x: x + 18, y: y + 150 + i * 28 }, line)),
      ),
      rect(x + 18, y + hh - 40, 50, 6, { rx: 3, fill: ui.accentHover }),
      h(
        'g',
        { transform: 'rotate(-24 330 300)' },
        rect(300, 280, 86, 34, { rx: 8, fill: '#1a1e26', stroke: '#4a5263', 'stroke-width': 2 }),
        rect(386, 287, 26, 20, { fill: '#aeb5c0' }),
      ),
    ),
    spec: specs.architecture,
    defs: [
      h(
        'linearGradient',
        { id: 'box', x1: 0, y1: 0, x2: 1, y2: 1 },
        h('stop', { offset: 0, 'stop-color': '#0e7490' }),
        h('stop', { offset: 1, 'stop-color': '#312e81' }),
      ),
    ],
  };
}
