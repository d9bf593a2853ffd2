import type { CpuSpecs } from '@pcshop/stores/schemas';
import { brandColours, ui } from '../palette';
import { fittedText } from '../text';
import { bars, fragment, h, pd, rect } from '../svg';
import { CX, CY, specLine, type PartDrawing } from './frame';

/** The maker's colour from the brand name. */
function cpuColour(brand: string): string {
  const name = brand.toLowerCase();
  if (name.includes('amd')) return brandColours.amd;
  if (name.includes('intel')) return brandColours.intel;
  return ui.accent;
}

/**
 * The processor from above: substrate, heat spreader (AM5's notched outline, Intel's oblong
 * one), the brand's colour and the model name etched on it.
 */
export function cpuDrawing(brand: string, title: string, specs: CpuSpecs): PartDrawing {
  const intel = specs.socket.startsWith('LGA');
  const w = 250;
  const hh = intel ? 208 : 250;
  const x = CX - w / 2;
  const y = CY - hh / 2 + 6;
  const colour = cpuColour(brand);
  const ihs = { x: x + 22, y: y + 22, w: w - 44, h: hh - 44 };
  const notch = 22;
  const spreader =
    specs.socket === 'AM5'
      ? h('path', {
          d: pd`M${ihs.x} ${ihs.y}h${ihs.w}v${ihs.h * 0.28}h-${notch}v${ihs.h * 0.44}h${notch}v${ihs.h * 0.28}h-${ihs.w}v-${ihs.h * 0.28}h${notch}v-${ihs.h * 0.44}h-${notch}z`,
          fill: 'url(#ihs)',
          stroke: '#e6eaf0',
          'stroke-width': 1.5,
        })
      : rect(ihs.x, ihs.y, ihs.w, ihs.h, {
          rx: 8,
          fill: 'url(#ihs)',
          stroke: '#e6eaf0',
          'stroke-width': 1.5,
        });
  const model = title.toLowerCase().startsWith(brand.toLowerCase())
    ? title.slice(brand.length).trim()
    : title;
  const capacitors = Array.from({ length: 6 }, (_, i) => ({
    x: ihs.x + 30 + i * ((ihs.w - 60) / 5),
    y: y + 8,
    length: 6,
  }));
  return {
    drawing: fragment(
      rect(x, y, w, hh, { rx: 10, fill: '#1d3a2c', stroke: '#2f5a43', 'stroke-width': 2 }),
      bars(capacitors, false, { stroke: '#c9a63a', 'stroke-width': 4 }),
      h('path', { d: pd`M${x + 4} ${y + hh - 4}l18 0l-18 -18z`, fill: '#c9a63a' }),
      spreader,
      rect(ihs.x + 16, ihs.y + 16, 40, 6, { rx: 3, fill: colour }),
      fittedText(brand.toUpperCase(), ihs.w - 40, {
        x: CX,
        y: CY - 2,
        'font-size': 34,
        'font-weight': 800,
        'text-anchor': 'middle',
        fill: '#59606c',
      }),
      fittedText(model, ihs.w - (specs.socket === 'AM5' ? 2 * notch + 24 : 40), {
        x: CX,
        y: CY + 30,
        'font-size': 17,
        'font-weight': 600,
        'text-anchor': 'middle',
        fill: '#6b7380',
      }),
    ),
    spec: specLine(specs.socket, `${specs.cores}C/${specs.threads}T`, `${specs.boostClockGhz} GHz`),
    defs: [
      h(
        'linearGradient',
        { id: 'ihs', x1: 0, y1: 0, x2: 1, y2: 1 },
        h('stop', { offset: 0, 'stop-color': '#d9dee6' }),
        h('stop', { offset: 0.55, 'stop-color': '#aab2be' }),
        h('stop', { offset: 1, 'stop-color': '#c8ced8' }),
      ),
    ],
  };
}
