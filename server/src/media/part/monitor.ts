import type { MonitorSpecs } from '@pcshop/stores/schemas';
import { ui } from '../palette';
import { fragment, h, pd, rect } from '../svg';
import { CX, specLine, type PartDrawing } from './frame';

/** The screen to scale by its diagonal and aspect ratio, on its stand, lit with a landscape. */
export function monitorDrawing(specs: MonitorSpecs): PartDrawing {
  const [px, py] = specs.resolution.split('x').map(Number) as [number, number];
  const aspect = px / py;
  const diagonal = Math.min(440, (specs.sizeInch ?? 27) * 11.5);
  const w = Math.min(420, diagonal * Math.cos(Math.atan(1 / aspect)));
  const hh = w / aspect;
  const x = CX - w / 2;
  const bottom = 262;
  const y = bottom - hh;
  return {
    drawing: fragment(
      h('path', { d: pd`M${CX - 14} ${bottom}h28l10 64h-48z`, fill: '#2a303c' }),
      rect(CX - 70, 322, 140, 12, { rx: 6, fill: '#353c4a' }),
      rect(x - 6, y - 6, w + 12, hh + 12, {
        rx: 8,
        fill: '#0d1015',
        stroke: '#3d4556',
        'stroke-width': 2,
      }),
      rect(x, y, w, hh, { fill: 'url(#scr)' }),
      h('path', {
        d: pd`M${x} ${y + hh * 0.72}L${x + w * 0.3} ${y + hh * 0.42}L${x + w * 0.5} ${y + hh * 0.6}L${x + w * 0.72} ${y + hh * 0.34}L${x + w} ${y + hh * 0.66}V${y + hh}H${x}z`,
        fill: '#0b0d12',
        opacity: 0.75,
      }),
      h('circle', { cx: x + w * 0.74, cy: y + hh * 0.24, r: hh * 0.09, fill: '#fde68a' }),
    ),
    spec: specLine(
      `${specs.sizeInch}″`,
      specs.resolution.replace('x', '×'),
      `${specs.refreshHz} Hz`,
      specs.panel,
    ),
    defs: [
      h(
        'linearGradient',
        { id: 'scr', x1: 0, y1: 0, x2: 0, y2: 1 },
        h('stop', { offset: 0, 'stop-color': '#1e3a8a' }),
        h('stop', { offset: 0.6, 'stop-color': ui.accent }),
        h('stop', { offset: 1, 'stop-color': ui.deal }),
      ),
    ],
  };
}
