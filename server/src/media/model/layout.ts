import type { MotherboardFormFactor } from '@pcshop/stores/schemas';
import type { FanTone } from '../palette';
import type { BuildScene, TowerSize } from '../scene';

/** A rectangle in millimetres, in the case's side coordinates (rear at x = 0, top at y = 0). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Outer dimensions of each tower size, typical of the class (depth × height × width). */
export const towerDimensions: Record<
  TowerSize,
  { depth: number; height: number; width: number; shroud: number }
> = {
  'full-tower': { depth: 540, height: 600, width: 240, shroud: 100 },
  'mid-tower': { depth: 460, height: 500, width: 225, shroud: 95 },
  'mini-tower': { depth: 400, height: 420, width: 210, shroud: 85 },
  'small-form-factor': { depth: 370, height: 290, width: 185, shroud: 0 },
};

const within = (value: number, low: number, high: number) =>
  Math.round(Math.min(high, Math.max(low, value)));

/**
 * The case's outer size: its class's, made deeper for the longest card it takes, wider for the
 * tallest cooler, taller for more fans or a 420 mm radiator, within a band around the class, so
 * two cases of one class differ as their data sheets do. What is not listed keeps the class's.
 */
export function caseDimensions(scene: BuildScene): (typeof towerDimensions)[TowerSize] {
  const base = towerDimensions[scene.tower];
  const { gpuLengthMm, coolerHeightMm, fans120, radiatorMm } = scene.room;
  const taller = (fans120 === null ? 0 : (fans120 - 7) * 8) + ((radiatorMm ?? 0) >= 420 ? 30 : 0);
  return {
    depth:
      gpuLengthMm === null
        ? base.depth
        : within(gpuLengthMm + 75, base.depth * 0.85, base.depth * 1.12),
    height: within(base.height + taller, base.height * 0.9, base.height * 1.12),
    width:
      coolerHeightMm === null
        ? base.width
        : within(coolerHeightMm + 60, base.width * 0.85, base.width * 1.15),
    shroud: base.shroud,
  };
}

/** The largest case `caseDimensions` draws: the views that compare sizes scale to it. */
export const largestCase = {
  depth: towerDimensions['full-tower'].depth * 1.12,
  height: towerDimensions['full-tower'].height * 1.12,
  width: towerDimensions['full-tower'].width * 1.15,
};

/** Board sizes as mounted: w front-to-back, h top-to-bottom. */
export const boardDimensions: Record<MotherboardFormFactor, { w: number; h: number }> = {
  'E-ATX': { w: 330, h: 305 },
  ATX: { w: 244, h: 305 },
  'Micro-ATX': { w: 244, h: 244 },
  'Mini-ITX': { w: 170, h: 170 },
};

export const WALL = 10;
const FAN_DEPTH = 25;
const RADIATOR_DEPTH = 27;
/** PCIe slot pitch (0.8 in). */
export const SLOT_PITCH = 20.32;

export interface FanSlab extends Box {
  argb: boolean;
  /** A maker's colours (Noctua's beige and brown). */
  tone?: FanTone | null;
}

export interface CaseLayout {
  depth: number;
  height: number;
  width: number;
  board: Box;
  /** The CPU socket's centre. */
  cpu: { x: number; y: number };
  dimmSlots: Box[];
  /** Indices of the slots holding a stick. */
  filledSlots: number[];
  /** Top of the first x16 slot. */
  slotY: number;
  gpu: Box | null;
  cooler:
    /** A tower cooler seen edge-on, or a low-profile one whose fan faces the panel. */
    | {
        kind: 'air';
        fins: Box;
        fans: FanSlab[];
        lowProfile: boolean;
        argb: boolean;
        tone: FanTone | null;
      }
    | { kind: 'aio'; pump: Box; radiator: Box; fans: FanSlab[]; vertical: boolean }
    | { kind: 'stock'; body: Box }
    | { kind: 'none' };
  shroud: Box | null;
  /** A power supply seen from the side: only in small cases without a shroud. */
  psu: Box | null;
  frontFans: FanSlab[];
  rearFans: FanSlab[];
  topFans: FanSlab[];
  /** Small cases take their intake fans in the floor. */
  bottomFans: FanSlab[];
}

/** Fill order of DIMM slots: dual channel first (A2, B2), as board manuals recommend. */
export function slotFillOrder(slots: number, sticks: number): number[] {
  if (slots === 4 && sticks === 2) return [1, 3];
  if (slots === 4 && sticks === 1) return [1];
  return Array.from({ length: Math.min(slots, sticks) }, (_, i) => i);
}

/** The CPU cooler: a tower or low-profile air cooler, an AIO (radiator on top, or at the front). */
function layoutCooler(
  scene: BuildScene,
  cpu: { x: number; y: number },
  board: Box,
  depth: number,
  frontRoom: number,
): CaseLayout['cooler'] {
  const c = scene.cooler;
  if (c.kind === 'air' && c.heightMm !== null && c.heightMm < 100) {
    const size = c.fanSizeMm + 6;
    const fins = {
      x: cpu.x - size / 2,
      y: Math.max(board.y + 4, cpu.y - size / 2),
      w: size,
      h: size,
    };
    return { kind: 'air', fins, fans: [], lowProfile: true, argb: c.argb, tone: c.tone };
  }
  if (c.kind === 'air') {
    const h = c.fanSizeMm + 6;
    const fins = { x: cpu.x - 25, y: Math.max(board.y + 4, cpu.y - h / 2), w: 50, h };
    const fans = [fins.x + fins.w, fins.x - FAN_DEPTH]
      .slice(0, Math.min(2, c.fans))
      .map((x) => ({ x, y: fins.y + 3, w: FAN_DEPTH, h: c.fanSizeMm, argb: c.argb, tone: c.tone }));
    return { kind: 'air', fins, fans, lowProfile: false, argb: c.argb, tone: c.tone };
  }
  if (c.kind === 'stock') {
    return { kind: 'stock', body: { x: cpu.x - 45, y: cpu.y - 40, w: 90, h: 80 } };
  }
  if (c.kind === 'none') return { kind: 'none' };
  const length = c.radiatorMm + 36;
  const pump = { x: cpu.x - 29, y: cpu.y - 29, w: 58, h: 58 };
  const fanCount = Math.max(1, Math.min(c.fans, Math.round(c.radiatorMm / c.fanSizeMm)));
  const along = (i: number) => 18 + i * c.fanSizeMm;
  if (length <= depth - 2 * WALL - 50) {
    const radiator = { x: depth - WALL - 34 - length, y: WALL + 2, w: length, h: RADIATOR_DEPTH };
    const fans = Array.from({ length: fanCount }, (_, i) => ({
      x: radiator.x + along(i),
      y: radiator.y + RADIATOR_DEPTH,
      w: c.fanSizeMm,
      h: FAN_DEPTH,
      argb: c.argb,
      tone: c.tone,
    }));
    return { kind: 'aio', pump, radiator, fans, vertical: false };
  }
  const radiator = {
    x: depth - WALL - RADIATOR_DEPTH - 2,
    y: WALL + 16,
    w: RADIATOR_DEPTH,
    h: Math.min(length, frontRoom),
  };
  const fans = Array.from({ length: fanCount }, (_, i) => ({
    x: radiator.x - FAN_DEPTH,
    y: radiator.y + along(i),
    w: FAN_DEPTH,
    h: c.fanSizeMm,
    argb: c.argb,
    tone: c.tone,
  }));
  return { kind: 'aio', pump, radiator, fans, vertical: true };
}

interface FanRoom {
  depth: number;
  height: number;
  board: Box;
  frontRoom: number;
  /** A front radiator fills the front; a top one (or a small case's PSU) the top. */
  frontTaken: boolean;
  topTaken: boolean;
}

/** One case fan before it has a place: its size, light and maker's colours. */
export interface FanSpec {
  size: number;
  argb: boolean;
  tone: FanTone | null;
}

/** The build's case fans in fitting order: the case's own first, then the bought ones. */
export function caseFanQueue(scene: BuildScene): FanSpec[] {
  const own = scene.caseFans;
  const bought = scene.fans;
  return [
    ...Array.from({ length: own.count }, () => ({ size: own.sizeMm, argb: own.argb, tone: null })),
    ...Array.from({ length: bought.count }, () => ({
      size: bought.sizeMm,
      argb: bought.argb,
      tone: bought.tone,
    })),
  ];
}

/** How many of `fans` (at most `most`) stack from the first within `room`, `gap` apart. */
export function fitting(fans: readonly FanSpec[], room: number, gap: number, most: number): number {
  let used = -gap;
  let count = 0;
  for (const fan of fans.slice(0, most)) {
    if (used + gap + fan.size > room) break;
    used += gap + fan.size;
    count += 1;
  }
  return count;
}

/** Offsets of `fans` stacked from `start`, `gap` apart. */
function offsets(fans: readonly FanSpec[], start: number, gap: number): number[] {
  let at = start;
  return fans.map((fan) => {
    const offset = at;
    at += fan.size + gap;
    return offset;
  });
}

/**
 * Where the case fans go (the case's own, then the bought ones): up to three in the front (a
 * small case takes them in its floor), then one exhausting at the rear, the rest on top. A build
 * without fans keeps a plain rear fan.
 */
function layoutCaseFans(
  scene: BuildScene,
  room: FanRoom,
): Pick<CaseLayout, 'frontFans' | 'rearFans' | 'topFans' | 'bottomFans'> {
  const { depth, height, board } = room;
  const queue = caseFanQueue(scene);
  const sff = scene.tower === 'small-form-factor';
  const frontX = depth - WALL - FAN_DEPTH - 4;
  const front = sff || room.frontTaken ? [] : queue.slice(0, fitting(queue, room.frontRoom, 10, 3));
  const frontYs = offsets(front, WALL + 22, 10);
  const frontFans = front.map((fan, i) => ({
    x: frontX,
    y: frontYs[i] ?? 0,
    w: FAN_DEPTH,
    h: fan.size,
    argb: fan.argb,
    tone: fan.tone,
  }));
  const floor = sff ? queue.slice(0, fitting(queue, depth - 2 * WALL - 60, 10, queue.length)) : [];
  const floorXs = offsets(floor, WALL + 30, 10);
  const bottomFans = floor.map((fan, i) => ({
    x: floorXs[i] ?? 0,
    y: height - WALL - FAN_DEPTH - 2,
    w: fan.size,
    h: FAN_DEPTH,
    argb: fan.argb,
    tone: fan.tone,
  }));
  const left = queue.slice(front.length + floor.length);
  const rear = left[0];
  const rearFans =
    queue.length === 0 || rear
      ? [
          {
            x: WALL + 2,
            y: board.y + 6,
            w: FAN_DEPTH,
            h: Math.min(rear?.size ?? 120, 120),
            argb: rear?.argb ?? false,
            tone: rear?.tone ?? null,
          },
        ]
      : [];
  const topRoom = depth - 2 * WALL - 190;
  const rest = room.topTaken ? [] : left.slice(1);
  const top = rest.slice(0, fitting(rest, topRoom, 10, rest.length));
  const topOffsets = offsets(top, 0, 10);
  const topFans = top.map((fan, i) => ({
    x: frontX - 16 - fan.size - (topOffsets[i] ?? 0),
    y: WALL + 2,
    w: fan.size,
    h: FAN_DEPTH,
    argb: fan.argb,
    tone: fan.tone,
  }));
  return { frontFans, rearFans, topFans, bottomFans };
}

/** Where everything sits inside the case, seen through the side panel. */
export function layoutCase(scene: BuildScene): CaseLayout {
  const { depth, height, width, shroud: shroudHeight } = caseDimensions(scene);
  const sff = scene.tower === 'small-form-factor';
  const itx = scene.board.formFactor === 'Mini-ITX';
  const floor = height - WALL - shroudHeight;
  const shroud =
    shroudHeight > 0 ? { x: WALL, y: floor, w: depth - 2 * WALL, h: shroudHeight } : null;

  const size = boardDimensions[scene.board.formFactor];
  const board: Box = {
    x: WALL + 6,
    y: WALL + (sff ? 14 : 34),
    w: Math.min(size.w, depth - 2 * WALL - 60),
    h: Math.min(size.h, floor - WALL - (sff ? 14 : 34) - 8),
  };
  const cpu = {
    x: board.x + (itx ? 80 : Math.min(board.w / 2, 125)),
    y: board.y + (itx ? 55 : 80),
  };
  const slotCount = Math.min(scene.board.dimmSlots, 8);
  const dimmX = itx ? board.x + board.w - 12 - slotCount * 9 : cpu.x + 62;
  const dimmSlots = Array.from({ length: slotCount }, (_, i) => ({
    x: dimmX + i * 9,
    y: board.y + 12,
    w: 6,
    h: Math.min(133, board.h - 24),
  }));
  const slotY = board.y + Math.min(170, board.h - 8);

  const gpu = scene.gpu
    ? {
        x: WALL + 2,
        y: slotY - 8,
        w: Math.min(scene.gpu.lengthMm, depth - 2 * WALL - 30),
        h: 20 * Math.min(scene.gpu.slotWidth, 3.5) + 36,
      }
    : null;

  const frontRoom = floor - WALL - 28;
  const cooler = layoutCooler(scene, cpu, board, depth, frontRoom);
  const fans = layoutCaseFans(scene, {
    depth,
    height,
    board,
    frontRoom,
    frontTaken: cooler.kind === 'aio' && cooler.vertical,
    topTaken: sff || (cooler.kind === 'aio' && !cooler.vertical),
  });

  const psu = sff
    ? {
        x: depth - WALL - 106,
        y: cooler.kind === 'aio' ? height - WALL - 66 : WALL + 4,
        w: 100,
        h: 64,
      }
    : null;

  return {
    depth,
    height,
    width,
    board,
    cpu,
    dimmSlots,
    filledSlots: slotFillOrder(slotCount, scene.memory.sticks),
    slotY,
    gpu,
    cooler,
    shroud,
    psu,
    ...fans,
  };
}

/** Every fan seen edge-on: case fans and the cooler's. */
export function fanSlabs(layout: CaseLayout): FanSlab[] {
  const { cooler } = layout;
  return [
    ...layout.frontFans,
    ...layout.rearFans,
    ...layout.topFans,
    ...layout.bottomFans,
    ...(cooler.kind === 'air' || cooler.kind === 'aio' ? cooler.fans : []),
  ];
}
