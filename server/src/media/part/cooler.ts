import type { CoolerSpecs } from '@pcshop/stores/schemas';
import { fanDefs, fanFace, fanRing } from '../common';
import { material } from '../palette';
import { fragment, h, pd, rect } from '../svg';
import { CX, specLine, type PartDrawing } from './frame';

const finsDefs = () =>
  h(
    'pattern',
    { id: 'pf', width: 6, height: 5, patternUnits: 'userSpaceOnUse' },
    rect(0, 0, 6, 2, { fill: material.aluminium }),
  );

/** The fan size drawn when a cooler's isn't listed. */
const DRAWN_FAN_MM = 120;

/** An AIO's radiator length: its size, else its fans side by side (one 120 mm fan when unlisted). */
function aioLength(specs: CoolerSpecs): number {
  return specs.radiatorMm ?? (specs.fans ?? 1) * (specs.fanSizeMm ?? DRAWN_FAN_MM);
}

/** A tower cooler face-on (fin stack behind its fan, heat pipes on top) or a low-profile one. */
function airCooler(specs: CoolerSpecs): PartDrawing['drawing'] {
  const height = specs.heightMm ?? 155;
  const fan = (specs.fanSizeMm ?? DRAWN_FAN_MM) * 1.6;
  const argb = specs.argb === true;
  if (height < 100) {
    const plate = fan + 24;
    const top = 200 - plate / 2;
    return fragment(
      rect(CX - plate / 2, top, plate, plate, { rx: 8, fill: material.aluminiumDark }),
      rect(CX - plate / 2, top, plate, plate, { rx: 8, fill: 'url(#pf)' }),
      fanFace(CX, top + plate / 2, fan, argb),
    );
  }
  const stackH = Math.min(300, height * 1.65);
  const stackW = fan + ((specs.fans ?? 1) > 1 ? 40 : 16);
  const top = 340 - stackH;
  const pipes = [-1.5, -0.5, 0.5, 1.5].map(
    (k) => pd`M${CX + k * 34 - 12} ${top + 14}v-16a12 12 0 0 1 24 0v16`,
  );
  return fragment(
    h('path', { d: pipes.join(''), fill: 'none', stroke: '#b87d4b', 'stroke-width': 8 }),
    rect(CX - stackW / 2, top, stackW, stackH - 12, { rx: 4, fill: material.aluminiumDark }),
    rect(CX - stackW / 2, top, stackW, stackH - 12, { rx: 4, fill: 'url(#pf)' }),
    rect(CX - stackW / 2 - 2, top - 4, stackW + 4, 12, {
      rx: 4,
      fill: '#20252f',
      stroke: material.metalLight,
    }),
    rect(CX - 40, 328, 80, 14, { rx: 3, fill: '#b87d4b' }),
    fanFace(CX, top + (stackH - 12) / 2, fan, argb),
  );
}

/** A liquid cooler: radiator with its fans, tubes, and the pump block. */
function aioCooler(specs: CoolerSpecs): PartDrawing['drawing'] {
  const fanSizeMm = specs.fanSizeMm ?? DRAWN_FAN_MM;
  const argb = specs.argb === true;
  const length = aioLength(specs) + 36;
  const k = Math.min(1.15, 400 / length);
  const w = length * k;
  const hh = (fanSizeMm + 6) * k;
  const x = CX - w / 2;
  const y = 48;
  const fan = fanSizeMm * k;
  const count = Math.max(1, Math.round((length - 36) / fanSizeMm));
  const pump = { x: CX + Math.min(90, w / 2 - 60), y: 276 };
  return fragment(
    h('path', {
      d: [0, 18]
        .map(
          (o) =>
            pd`M${pump.x - 30 + o} ${pump.y - 30}C${pump.x - 30 + o} ${y + hh + 40} ${x + 16 + o} ${y + hh + 60} ${x + 16 + o} ${y + hh}`,
        )
        .join(''),
      fill: 'none',
      stroke: '#06080b',
      'stroke-width': 11,
      'stroke-linecap': 'round',
    }),
    rect(x, y, w, hh, { rx: 6, fill: material.metalDark, stroke: '#3a4254', 'stroke-width': 1.5 }),
    Array.from({ length: count }, (_, i) =>
      fanFace(x + 18 * k + fan * (i + 0.5), y + hh / 2, fan, argb),
    ),
    rect(pump.x - 50, pump.y - 50, 100, 100, {
      rx: 24,
      fill: '#171b22',
      stroke: '#3d4556',
      'stroke-width': 2,
    }),
    argb
      ? fanRing(pump.x, pump.y, 70)
      : h('circle', {
          cx: pump.x,
          cy: pump.y,
          r: 32,
          fill: 'none',
          stroke: material.metalLight,
          'stroke-width': 3,
        }),
    h('circle', { cx: pump.x, cy: pump.y, r: 22, fill: '#0d1015' }),
  );
}

export function coolerDrawing(specs: CoolerSpecs): PartDrawing {
  const size = specs.kind === 'aio' ? `${aioLength(specs)} mm` : `${specs.heightMm ?? '–'} mm`;
  return {
    drawing: specs.kind === 'aio' ? aioCooler(specs) : airCooler(specs),
    spec: specLine(
      size,
      `${specs.fans} × ${specs.fanSizeMm} mm`,
      `${specs.tdpRatingW} W`,
      specs.argb && 'ARGB',
    ),
    defs: [fanDefs(), finsDefs()],
  };
}
