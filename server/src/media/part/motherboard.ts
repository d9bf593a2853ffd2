import type { MotherboardSpecs } from '@pcshop/stores/schemas';
import { boardDimensions, SLOT_PITCH } from '../model/layout';
import { material } from '../palette';
import { bars, fragment, h, matrix, pd, rect } from '../svg';
import { CX, CY, specLine, type PartDrawing } from './frame';

/** Millimetres to pixels: one scale for every form factor, so an ITX board looks small. */
const SCALE = 0.95;

/**
 * The board from above, drawn from its specs: DIMM slots, M.2 heatsinks and PCIe slots by count,
 * socket, VRM and chipset heatsinks, I/O cover (with Wi-Fi antenna plugs when it has Wi-Fi).
 */
export function motherboardDrawing(specs: MotherboardSpecs): PartDrawing {
  const { w, h: height } = boardDimensions[specs.formFactor];
  const itx = specs.formFactor === 'Mini-ITX';
  const cpu = { x: itx ? 80 : Math.min(w / 2, 125), y: itx ? 55 : 80 };
  const slotY = Math.min(170, height - 8) - (itx ? 10 : 0);
  const dimms = Math.min(specs.dimmSlots, 8);
  const dimmX = itx ? w - 12 - dimms * 9 : cpu.x + 62;
  const x16 = Math.min(specs.pcieX16Slots ?? 1, 4);
  const pcie = Array.from({ length: Math.min(specs.pcieSlots ?? 1, 6) }, (_, i) => ({
    x: 44,
    y: slotY + 3 + i * 2 * SLOT_PITCH,
    length: i < x16 ? 89 : i % 2 ? 25 : 39,
  })).filter((slot) => slot.y < height - 8);
  const m2 = Array.from({ length: Math.min(specs.m2Slots ?? 0, 4) }, (_, i) =>
    i === 0 ? { x: 44, y: slotY - 20 } : { x: 44, y: slotY + 12 + (i - 1) * 2 * SLOT_PITCH },
  ).filter((plate) => plate.y + 14 < height - 4);
  const sata = Array.from({ length: Math.min(specs.sataPorts ?? 0, 6) }, (_, i) => ({
    x: w - 16,
    y: height - 14 - i * 8,
    length: 10,
  })).filter((port) => port.y > cpu.y + 110);
  const board = fragment(
    rect(0, 0, w, height, { rx: 4, fill: '#151b26', stroke: '#2c374b', 'stroke-width': 1.5 }),
    h('path', {
      d: pd`M60 ${height - 24}h${w * 0.4}l12-12h${w * 0.25}M40 24v${height * 0.4}`,
      fill: 'none',
      stroke: '#222b3b',
      'stroke-width': 1.5,
    }),
    rect(2, 8, 34, Math.min(130, height - 30), {
      rx: 4,
      fill: material.metal,
      stroke: material.metalLight,
    }),
    specs.wifi &&
      bars(
        [14, 24].map((x) => ({ x, y: 16, length: 0 })),
        false,
        { stroke: '#c9a63a', 'stroke-width': 7, 'stroke-linecap': 'round' },
      ),
    rect(cpu.x - 46, 6, 86, 16, { rx: 2, fill: material.metal, stroke: material.metalLight }),
    rect(40, 28, 15, Math.min(100, height - 60), {
      rx: 2,
      fill: material.metal,
      stroke: material.metalLight,
    }),
    rect(cpu.x - 30, cpu.y - 30, 60, 60, { rx: 3, fill: '#0c0f14', stroke: material.metalLight }),
    rect(cpu.x - 21, cpu.y - 21, 42, 42, { fill: '#8a7340', opacity: 0.55 }),
    bars(
      Array.from({ length: dimms }, (_, i) => ({
        x: dimmX + i * 9 + 3,
        y: 12,
        length: Math.min(133, height - 24),
      })),
      true,
      { stroke: '#0a0c10', 'stroke-width': 6 },
    ),
    bars(
      Array.from({ length: dimms }, (_, i) => ({ x: dimmX + i * 9 + 3, y: 12, length: 5 })),
      true,
      { stroke: '#8d96a6', 'stroke-width': 6 },
    ),
    bars(pcie.slice(0, x16), false, { stroke: '#aeb5c0', 'stroke-width': 7 }),
    bars(pcie, false, { stroke: '#0a0c10', 'stroke-width': 5 }),
    m2.map((plate) =>
      rect(plate.x, plate.y, 70, 13, { rx: 2, fill: material.metal, stroke: material.metalLight }),
    ),
    !itx &&
      rect(w - 70, height - 62, 50, 42, {
        rx: 4,
        fill: material.metal,
        stroke: material.metalLight,
      }),
    rect(w - 13, cpu.y + 50, 8, 52, { fill: '#0a0c10' }),
    bars(sata, false, { stroke: '#0a0c10', 'stroke-width': 5 }),
    [
      [6, 6],
      [w - 6, 6],
      [6, height - 6],
      [w - 6, height - 6],
    ].map(([cx, cy]) => h('circle', { cx, cy, r: 2.5, fill: '#3b4456' })),
  );
  return {
    drawing: h(
      'g',
      {
        transform: matrix(SCALE, 0, 0, SCALE, CX - (w * SCALE) / 2, CY - (height * SCALE) / 2 + 8),
      },
      board,
    ),
    spec: specLine(specs.chipset, specs.formFactor, specs.memoryType, specs.wifi && 'Wi-Fi'),
  };
}
