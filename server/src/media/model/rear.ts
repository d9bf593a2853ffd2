import type { VideoPort } from '@pcshop/stores/schemas';
import { fanFace, fanRing, floorGlow } from '../common';
import { material, shade, ui } from '../palette';
import { seeThrough, type BuildScene } from '../scene';
import { bars, fragment, h, matrix, pd, rect, type Markup } from '../svg';
import { feet } from './caseSide';
import { FLOOR_Y, WIDTH, galleryImage, viewDefs } from './frame';
import { SLOT_PITCH, WALL, type CaseLayout } from './layout';

/** A video output's opening, at (x, y) on a card bracket; returns its width too. */
function port(kind: VideoPort, x: number, y: number): { shape: Markup; width: number } {
  const dark = '#05060a';
  switch (kind) {
    case 'HDMI':
      return { shape: h('path', { d: pd`M${x} ${y}h15v4l-2 2h-11l-2-2z`, fill: dark }), width: 15 };
    case 'DisplayPort':
      return { shape: h('path', { d: pd`M${x} ${y}h16v6h-13l-3-3z`, fill: dark }), width: 16 };
    case 'USB-C':
      return { shape: rect(x, y + 1, 9, 3.6, { rx: 1.8, fill: dark }), width: 9 };
    case 'DVI':
      return { shape: rect(x, y - 1, 28, 8, { rx: 1, fill: '#f4f4f2' }), width: 28 };
    case 'VGA':
      return {
        shape: h('path', { d: pd`M${x} ${y - 1}h17l-2 8h-13z`, fill: '#2a4d9c' }),
        width: 17,
      };
  }
}

/** The graphics card's bracket over its slots: outputs in the top row, vents below. */
function gpuBracket(scene: BuildScene, top: number, slots: number): Markup | null {
  if (!scene.gpu) return null;
  let x = 28;
  let row = 0;
  const ports: Markup[] = [];
  for (const kind of scene.gpu.outputs) {
    if (x > 100) {
      if (row + 1 >= slots) break;
      row += 1;
      x = 28;
    }
    const { shape, width } = port(kind, x, top + (row + 0.5) * SLOT_PITCH - 3);
    ports.push(shape);
    x += width + 5;
  }
  const vents = slots - row - 1;
  return fragment(
    rect(18, top + 1, 104, slots * SLOT_PITCH - 2, { rx: 2, fill: '#3b4250', stroke: '#5c6577' }),
    ports,
    vents > 0 &&
      bars(
        Array.from({ length: 8 }, (_, i) => ({
          x: 30 + i * 11,
          y: top + (row + 1) * SLOT_PITCH + 4,
          length: vents * SLOT_PITCH - 10,
        })),
        true,
        { stroke: '#1d2129', 'stroke-width': 5, 'stroke-linecap': 'round' },
      ),
  );
}

/** The I/O shield: USB, network and audio openings. */
function ioShield(top: number): Markup {
  const usb = Array.from({ length: 8 }, (_, i) => ({
    x: 22 + (i % 2) * 19,
    y: top + 14 + Math.floor(i / 2) * 12,
    length: 13,
  }));
  return fragment(
    rect(16, top, 46, 160, { rx: 2, fill: '#0d1015', stroke: '#3a4254' }),
    bars(usb.slice(0, 4), false, { stroke: '#1f5fbf', 'stroke-width': 5 }),
    bars(usb.slice(4), false, { stroke: '#05060a', 'stroke-width': 5 }),
    rect(22, top + 68, 16, 13, { fill: '#05060a' }),
    bars(
      [0, 1, 2].map((i) => ({ x: 28 + i * 8, y: top + 140, length: 0 })),
      false,
      { stroke: '#b8923a', 'stroke-width': 6, 'stroke-linecap': 'round' },
    ),
  );
}

function powerSupply(scene: BuildScene, layout: CaseLayout): Markup {
  const { width, height } = layout;
  const inlet = (x: number, y: number) =>
    fragment(
      rect(x, y, 24, 18, { rx: 2, fill: '#05060a', stroke: '#3a4254' }),
      bars(
        [x + 7, x + 12, x + 17].map((px) => ({ x: px, y: y + 6, length: 6 })),
        true,
        { stroke: '#8d96a6', 'stroke-width': 1.6 },
      ),
    );
  if (scene.tower === 'small-form-factor') return inlet(width - 44, height - WALL - 30);
  const sfx = scene.psu?.formFactor !== 'ATX' && scene.psu !== null;
  const w = Math.min(sfx ? 125 : 150, width - 28);
  const hh = sfx ? 63 : 86;
  const y = height - WALL - hh - 2;
  const cx = 14 + hh / 2 + 8;
  const cy = y + hh / 2;
  return fragment(
    rect(14, y, w, hh, { rx: 3, fill: '#14171d', stroke: '#3a4254' }),
    h('circle', { cx, cy, r: hh / 2 - 8, fill: '#07090c' }),
    h('path', {
      d: [0.85, 0.6, 0.35]
        .map((k) => {
          const r = (hh / 2 - 8) * k;
          return pd`M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
        })
        .join(''),
      fill: 'none',
      stroke: '#3a4150',
      'stroke-width': 2,
    }),
    inlet(14 + w - 34, y + 10),
    rect(14 + w - 30, y + hh - 26, 8, 14, { rx: 1, fill: '#05060a' }),
    scene.psu &&
      h(
        'text',
        {
          x: 14 + w - 10,
          y: y + hh - 10,
          'font-size': 9,
          'text-anchor': 'end',
          fill: ui.textMuted,
        },
        `${scene.psu.wattage} W`,
      ),
  );
}

/** The back of the case, flat on: I/O, exhaust fan, expansion slots with the card's outputs, PSU. */
export function rearView(scene: BuildScene, layout: CaseLayout): string {
  const { width, height, board, shroud } = layout;
  const s = Math.min(1.5, 700 / (height + 8));
  const x = (WIDTH - width * s) / 2;
  const y = FLOOR_Y - (height + 8) * s;
  const ioTop = board.y + 8;
  const slotTop = Math.max(ioTop + 164, layout.slotY - 6);
  const limit = shroud ? shroud.y : height - WALL - 40;
  const slots = Math.max(
    1,
    Math.min(scene.expansionSlots, Math.floor((limit - slotTop) / SLOT_PITCH)),
  );
  const gpuSlots = scene.gpu ? Math.min(slots, Math.ceil(scene.gpu.slotWidth)) : 0;
  const rearFan = layout.rearFans[0];
  const fanX = 72;
  const fanSize = Math.min(rearFan?.h ?? 120, width - fanX - 14);
  const cover = scene.lightBody ? shade(scene.body, -0.1) : shade(scene.body, 0.08);
  const drawing = fragment(
    scene.argb &&
      h('ellipse', {
        cx: width / 2,
        cy: height * 0.35,
        rx: width * 0.62,
        ry: height * 0.38,
        class: 'hl',
      }),
    feet([20, width - 50], 30, height),
    rect(0, 0, width, height, {
      rx: 10,
      fill: scene.body,
      stroke: scene.lightBody ? shade(scene.body, -0.3) : material.metalLight,
      'stroke-width': 1.5,
    }),
    seeThrough(scene.panel) &&
      rect(width - 7, 10, 3, height - 20, { fill: material.glassEdge, 'fill-opacity': 0.5 }),
    ioShield(ioTop),
    fanSize >= 80 &&
      fragment(
        fanFace(fanX + fanSize / 2, ioTop + fanSize / 2, fanSize, false),
        rect(fanX, ioTop, fanSize, fanSize, { fill: 'url(#mesh)' }),
        rearFan?.argb && fanRing(fanX + fanSize / 2, ioTop + fanSize / 2, fanSize),
      ),
    rect(10, slotTop, 4, slots * SLOT_PITCH, { fill: shade(cover, -0.2) }),
    bars(
      Array.from({ length: slots - gpuSlots }, (_, i) => ({
        x: 18,
        y: slotTop + (gpuSlots + i + 0.5) * SLOT_PITCH,
        length: 104,
      })),
      false,
      { stroke: cover, 'stroke-width': SLOT_PITCH - 4 },
    ),
    gpuBracket(scene, slotTop, gpuSlots),
    bars(
      Array.from({ length: Math.max(0, Math.floor((width - 150) / 10)) }, (_, i) => ({
        x: 136 + i * 10,
        y: slotTop + 6,
        length: slots * SLOT_PITCH - 12,
      })),
      true,
      {
        stroke: shade(scene.body, scene.lightBody ? -0.25 : -0.5),
        'stroke-width': 4,
        'stroke-linecap': 'round',
      },
    ),
    powerSupply(scene, layout),
  );
  const defs = viewDefs(scene, layout, { interior: false, panel: false, mesh: true, floor: true });
  return galleryImage(
    scene,
    'rear',
    s,
    [
      floorGlow(WIDTH / 2, FLOOR_Y, width * s * 1.4, 46),
      h('g', { transform: matrix(s, 0, 0, s, x, y) }, drawing),
    ],
    defs,
  );
}
