import type { OpticalDriveSpecs } from '@pcshop/stores/schemas';
import { ui } from '../palette';
import { fragment, h, pd, rect } from '../svg';
import { specLine, type PartDrawing } from './frame';

/** A box seen from the front and a little above: top and right faces behind the front. */
function box(x: number, y: number, w: number, hh: number, depth: number, tone: string) {
  const dx = depth * 0.55;
  const dy = depth * 0.5;
  return fragment(
    h('path', { d: pd`M${x} ${y}l${dx} ${-dy}h${w}l${-dx} ${dy}z`, fill: tone }),
    h('path', { d: pd`M${x + w} ${y}l${dx} ${-dy}v${hh}l${-dx} ${dy}z`, fill: '#12151b' }),
  );
}

/** A 5.25-inch drive's front (tray, eject button, disc logo) or a slim external drive. */
export function opticalDriveDrawing(specs: OpticalDriveSpecs): PartDrawing {
  const logo = specs.kind === 'blu-ray' ? 'Blu-ray' : 'DVD±RW';
  let drawing;
  if (specs.internal) {
    const [x, y, w, hh] = [50, 190, 340, 98];
    drawing = fragment(
      box(x, y, w, hh, 150, '#3a404c'),
      rect(x, y, w, hh, { rx: 4, fill: '#15181e', stroke: '#3d4556', 'stroke-width': 2 }),
      rect(x + 14, y + 26, w - 28, 4, { fill: '#05060a' }),
      rect(x + w - 58, y + 60, 34, 12, { rx: 3, fill: '#2a303c' }),
      h('circle', { cx: x + w - 78, cy: y + 66, r: 3, fill: ui.accent }),
      h(
        'text',
        { x: x + 18, y: y + 72, 'font-size': 16, 'font-weight': 700, fill: '#8d96a6' },
        logo,
      ),
    );
  } else {
    const [x, y, w, hh] = [60, 250, 290, 26];
    drawing = fragment(
      h('path', {
        d: 'M380 200C440 210 430 300 380 330',
        fill: 'none',
        stroke: '#05060a',
        'stroke-width': 7,
      }),
      box(x, y, w, hh, 200, '#23272f'),
      h('ellipse', { cx: x + 200, cy: y - 52, rx: 84, ry: 34, fill: '#2c313b' }),
      rect(x, y, w, hh, { rx: 4, fill: '#15181e', stroke: '#3d4556', 'stroke-width': 2 }),
      h(
        'text',
        { x: x + 16, y: y + 18, 'font-size': 13, 'font-weight': 700, fill: '#8d96a6' },
        logo,
      ),
    );
  }
  return {
    drawing,
    spec: specLine(logo, specs.interface === 'usb' ? 'USB' : 'SATA', specs.internal && '5.25″'),
  };
}
