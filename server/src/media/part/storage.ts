import type { StorageSpecs } from '@pcshop/stores/schemas';
import { material } from '../palette';
import { fittedText } from '../text';
import { bars, fragment, h, pd, rect } from '../svg';
import { capacity, CX, specLine, type PartDrawing } from './frame';

const label = (brand: string, x: number, y: number, width: number, size = 22) =>
  fittedText(brand.toUpperCase(), width, {
    x,
    y,
    'font-size': size,
    'font-weight': 800,
    'letter-spacing': 2,
    'text-anchor': 'middle',
    fill: '#9aa3b2',
  });

/** An M.2 2280 stick: key-M contacts, controller, NAND packages, the screw notch. */
function m2(brand: string): PartDrawing['drawing'] {
  const w = 400;
  const hh = 110;
  const x = CX - w / 2;
  const y = 196 - hh / 2;
  return fragment(
    h('path', {
      d: pd`M${x + 22} ${y}H${x + w - 12}v${hh / 2 - 12}a12 12 0 0 0 0 24v${hh / 2 - 12}H${x + 22}z`,
      fill: '#0f1d16',
      stroke: '#2f5a43',
      'stroke-width': 2,
    }),
    rect(x, y + 12, 24, 60, { fill: '#c9a63a' }),
    rect(x, y + 78, 24, 20, { fill: '#c9a63a' }),
    rect(x + 40, y + 22, 62, 62, { rx: 4, fill: '#1e232c' }),
    [118, 218].map((dx) =>
      rect(x + dx, y + 14, 88, 82, { rx: 4, fill: '#13161c', stroke: '#2a303c' }),
    ),
    rect(x + 40, y + 8, 270, 94, { rx: 6, fill: '#20252f', opacity: 0.92 }),
    label(brand, x + 175, y + 64, 230),
  );
}

/** A 2.5-inch SSD: a flat case with a label and the SATA plug. */
function ssd(brand: string): PartDrawing['drawing'] {
  const w = 320;
  const hh = 224;
  const x = CX - w / 2;
  const y = 196 - hh / 2;
  return fragment(
    rect(x, y, w, hh, { rx: 12, fill: '#262b35', stroke: '#4a5263', 'stroke-width': 2 }),
    rect(x + 22, y + 22, w - 44, hh - 70, { rx: 6, fill: '#181c24' }),
    label(brand, CX, y + hh / 2 - 2, w - 90, 26),
    bars([{ x: x + 40, y: y + hh - 20, length: 120 }], false, {
      stroke: '#05060a',
      'stroke-width': 10,
    }),
  );
}

/** A 3.5-inch hard drive: the lid with the platter and arm in relief. */
function hdd(brand: string): PartDrawing['drawing'] {
  const w = 300;
  const hh = 250;
  const x = CX - w / 2;
  const y = 196 - hh / 2;
  return fragment(
    rect(x, y, w, hh, { rx: 10, fill: material.aluminium, stroke: '#c4cad3', 'stroke-width': 2 }),
    h('circle', {
      cx: x + 130,
      cy: y + 110,
      r: 92,
      fill: '#9ca5b3',
      stroke: '#b6bdc8',
      'stroke-width': 3,
    }),
    h('circle', { cx: x + 130, cy: y + 110, r: 20, fill: '#b6bdc8' }),
    h('path', {
      d: pd`M${x + 250} ${y + 200}L${x + 160} ${y + 120}`,
      stroke: '#6b7380',
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
    rect(x + 30, y + hh - 44, 170, 30, { rx: 4, fill: '#1b1f28' }),
    label(brand, x + 115, y + hh - 22, 150, 16),
  );
}

export function storageDrawing(brand: string, specs: StorageSpecs): PartDrawing {
  const drawing =
    specs.formFactor === 'M.2' ? m2(brand) : specs.formFactor === '2.5' ? ssd(brand) : hdd(brand);
  return {
    drawing,
    spec: specLine(
      capacity(specs.capacityGb),
      specs.interface === 'nvme' ? 'NVMe' : 'SATA',
      specs.formFactor === 'M.2' ? 'M.2' : `${specs.formFactor}″`,
      `${specs.readMBps} MB/s`,
    ),
  };
}
