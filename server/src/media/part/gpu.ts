import type { GpuSpecs } from '@pcshop/stores/schemas';
import { fanDefs, fanFace } from '../common';
import { material } from '../palette';
import { gpuAccent, gpuFanCount } from '../scene';
import { bars, fragment, rect } from '../svg';
import { CX, specLine, type PartDrawing } from './frame';

/**
 * The card from its fan side: length to scale, fans by length, bracket with its outputs, power
 * plugs on the top edge, PCIe contacts and the chip maker's colour.
 */
export function gpuDrawing(specs: GpuSpecs): PartDrawing {
  // Drawn at a common two-fan card's size when the data sheet doesn't list it.
  const lengthMm = specs.lengthMm ?? 267;
  const w = Math.min(410, Math.max(220, lengthMm * 1.15));
  const hh = 120 + Math.min(specs.slotWidth ?? 2, 4) * 10;
  const x = CX - w / 2 + 8;
  const y = 196 - hh / 2;
  const fans = gpuFanCount(lengthMm);
  const inner = w - 36;
  const diameter = Math.min(hh - 22, inner / fans - 8);
  const plugs = (specs.powerConnectors ?? []).slice(0, 3);
  return {
    drawing: fragment(
      rect(x - 16, y - 10, 10, hh + 22, { rx: 2, fill: material.aluminium }),
      bars(
        (specs.outputs ?? [])
          .slice(0, 5)
          .map((_, i) => ({ x: x - 11, y: y + 8 + i * 22, length: 14 })),
        true,
        { stroke: '#05060a', 'stroke-width': 5 },
      ),
      bars([{ x: x + 40, y: y + hh + 6, length: Math.min(150, w * 0.4) }], false, {
        stroke: '#c9a63a',
        'stroke-width': 12,
      }),
      rect(x, y, w, hh, { rx: 12, fill: '#181c24', stroke: '#3c4456', 'stroke-width': 2 }),
      rect(x + 6, y + 6, w - 12, 8, { rx: 4, fill: '#262c38' }),
      Array.from({ length: fans }, (_, i) =>
        fanFace(x + 18 + (inner / fans) * (i + 0.5), y + 10 + (hh - 10) / 2, diameter, false),
      ),
      rect(x + w - 12, y + 24, 5, hh - 48, { rx: 2.5, fill: gpuAccent(specs.chipset) }),
      plugs.map((plug, i) =>
        rect(x + w - 60 - i * 42, y - 9, plug === '16-pin' ? 30 : 36, 11, {
          rx: 2,
          fill: '#05060a',
        }),
      ),
    ),
    spec: specLine(specs.chipset, `${specs.vramGb} GB`, `${specs.lengthMm} mm`),
    defs: [fanDefs()],
  };
}
