import type { LightingSpecs } from '@pcshop/stores/schemas';
import { ui } from '../palette';
import { bars, fragment, h, pd, rect } from '../svg';
import { specLine, type PartDrawing } from './frame';

/** The addressable-light gradient `#rgb`: the accent shading through violet to rose. */
const rgbDefs = () =>
  h(
    'linearGradient',
    { id: 'rgb', x1: 0, y1: 0, x2: 1, y2: 0 },
    h('stop', { offset: 0, 'stop-color': ui.accent }),
    h('stop', { offset: 0.5, 'stop-color': '#a78bfa' }),
    h('stop', { offset: 1, 'stop-color': '#fb7185' }),
  );

/** A strip of LEDs on its backing, lit; a controller hub with its ports; or a splitter cable. */
export function lightingDrawing(specs: LightingSpecs): PartDrawing {
  let drawing;
  if (specs.kind === 'strip') {
    const leds = Math.max(8, Math.min(24, Math.round((specs.leds ?? 18) / 2)));
    drawing = h(
      'g',
      { transform: 'rotate(-18 240 196)' },
      rect(40, 176, 400, 40, { rx: 8, fill: '#11141a', stroke: '#3d4556', 'stroke-width': 2 }),
      rect(52, 186, 376, 20, { rx: 10, fill: 'url(#rgb)', filter: 'url(#glow)' }),
      bars(
        Array.from({ length: leds }, (_, i) => ({
          x: 62 + (i * 356) / (leds - 1),
          y: 196,
          length: 0,
        })),
        false,
        { stroke: '#fff', 'stroke-width': 7, 'stroke-linecap': 'round', opacity: 0.8 },
      ),
      h('path', { d: 'M40 196H0', stroke: '#05060a', 'stroke-width': 6 }),
    );
  } else if (specs.kind === 'controller') {
    drawing = fragment(
      h('path', { d: 'M240 270v70', stroke: '#05060a', 'stroke-width': 8 }),
      rect(110, 110, 260, 160, { rx: 18, fill: '#1a1e26', stroke: '#3d4556', 'stroke-width': 2 }),
      rect(130, 130, 220, 10, {
        rx: 5,
        fill: 'url(#rgb)',
        filter: specs.argb ? 'url(#glow)' : null,
      }),
      bars(
        Array.from({ length: 6 }, (_, i) => ({ x: 144 + i * 38, y: 232, length: 18 })),
        false,
        { stroke: '#05060a', 'stroke-width': 12 },
      ),
    );
  } else {
    drawing = fragment(
      h('path', {
        d: pd`M70 200C160 200 180 120 300 120M70 200C160 200 180 200 300 200M70 200C160 200 180 280 300 280`,
        fill: 'none',
        stroke: '#0a0c10',
        'stroke-width': 9,
      }),
      rect(40, 186, 40, 28, { rx: 4, fill: '#f4f4f2' }),
      [120, 200, 280].map((y) => rect(300, y - 14, 44, 28, { rx: 4, fill: '#f4f4f2' })),
    );
  }
  return {
    drawing,
    spec: specLine(
      specs.argb ? 'ARGB' : 'RGB',
      specs.lengthMm ? `${specs.lengthMm} mm` : null,
      specs.leds ? `${specs.leds} LED` : null,
    ),
    defs: [rgbDefs()],
  };
}
