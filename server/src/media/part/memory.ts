import type { MemorySpecs } from '@pcshop/stores/schemas';
import { litRule } from '../common';
import { fittedText } from '../text';
import { bars, fragment, h, rect } from '../svg';
import { CX, specLine, type PartDrawing } from './frame';

/** The kit's modules fanned out: heat spreader with the brand, gold contacts, light bar. */
export function memoryDrawing(brand: string, specs: MemorySpecs): PartDrawing {
  const shown = Math.min(specs.modules, 4);
  const w = 340;
  const hh = 84;
  const dx = 16;
  const dy = 30;
  const x0 = CX - (w + dx * (shown - 1)) / 2 + dx * (shown - 1);
  const y0 = 190 - (hh + dy * (shown - 1)) / 2;
  const stick = (i: number) => {
    const x = x0 - i * dx;
    const y = y0 + i * dy;
    return fragment(
      rect(x, y, w, hh, { rx: 4, fill: '#1d3a2c' }),
      bars(
        Array.from({ length: 2 }, (_, half) => ({
          x: x + 8 + half * 172,
          y: y + hh - 6,
          length: 152,
        })),
        false,
        { stroke: '#c9a63a', 'stroke-width': 8 },
      ),
      rect(x + 2, y - 6, w - 4, hh - 14, {
        rx: 5,
        fill: '#20242d',
        stroke: '#3d4556',
        'stroke-width': 1.5,
      }),
      specs.argb
        ? rect(x + 8, y - 10, w - 16, 8, { rx: 4, class: 'lt' })
        : rect(x + 8, y - 9, w - 16, 5, { rx: 2.5, fill: '#5d6574' }),
      i === shown - 1 &&
        fittedText(brand.toUpperCase(), w - 60, {
          x: x + w / 2,
          y: y + 40,
          'font-size': 20,
          'font-weight': 800,
          'letter-spacing': 3,
          'text-anchor': 'middle',
          fill: '#6b7380',
        }),
    );
  };
  return {
    drawing: Array.from({ length: shown }, (_, i) => stick(i)),
    spec: specLine(
      `${specs.modules} × ${specs.capacityGbPerModule} GB`,
      `${specs.type}-${specs.speedMtps}`,
      `CL${specs.casLatency}`,
    ),
    defs: [h('style', null, litRule)],
  };
}
