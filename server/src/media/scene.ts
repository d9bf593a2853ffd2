import type {
  CaseSpecs,
  FrontPanel,
  MotherboardFormFactor,
  PsuFormFactor,
  VideoPort,
} from '@pcshop/stores/schemas';
import { brandColours, caseBodyColour, luminance, ui, type FanTone } from './palette';
import type { RenderModel, RenderPart } from './types';

export type TowerSize = CaseSpecs['towerSize'];
export type SidePanel = CaseSpecs['sidePanel'];

/** A cooler's or case fans' colours when their maker is known by them (Noctua), else null. */
type Toned = { tone: FanTone | null };

export type SceneCooler =
  | ({
      kind: 'air';
      heightMm: number | null;
      fans: number;
      fanSizeMm: number;
      argb: boolean;
    } & Toned)
  | ({ kind: 'aio'; radiatorMm: number; fans: number; fanSizeMm: number; argb: boolean } & Toned)
  /** The box cooler that comes with the CPU. */
  | { kind: 'stock' }
  | { kind: 'none' };

export interface SceneGpu {
  lengthMm: number;
  slotWidth: number;
  fans: 1 | 2 | 3;
  outputs: readonly VideoPort[];
  /** The chip maker's colour (GeForce green, Radeon red, Arc blue). */
  accent: string;
}

export interface CaseFans {
  count: number;
  sizeMm: number;
  argb: boolean;
}

/** What a render of a build shows, derived from its parts. */
export interface BuildScene {
  name: string;
  /** No motherboard: an empty case, as on the case's own image. */
  empty: boolean;
  tower: TowerSize;
  /**
   * The case's room from its data sheet, each null when not listed: what sizes it within its
   * class (a case for 460 mm cards is deeper, one for twelve fans taller).
   */
  room: {
    gpuLengthMm: number | null;
    coolerHeightMm: number | null;
    fans120: number | null;
    radiatorMm: number | null;
  };
  panel: SidePanel;
  /** The front panel's material; a case that doesn't list it is drawn with a mesh front. */
  front: FrontPanel;
  body: string;
  /** A light case colour (white, silver …): outlines and shadows go dark instead of light. */
  lightBody: boolean;
  expansionSlots: number;
  board: { formFactor: MotherboardFormFactor; dimmSlots: number; m2Slots: number };
  /** The processor maker's colour (AMD red, Intel blue) on the board's covers; null without one. */
  platform: string | null;
  cooler: SceneCooler;
  memory: { sticks: number; argb: boolean };
  gpu: SceneGpu | null;
  psu: { formFactor: PsuFormFactor; wattage: number } | null;
  /** The fans bought with the build. */
  fans: CaseFans & Toned;
  /** The fans the case comes with, fitted first (in its front, then at the rear). */
  caseFans: CaseFans;
  opticalBay: boolean;
  lightStrip: boolean;
  /** The case's own light strip, in its front panel. */
  frontStrip: boolean;
  /** Any addressable lighting: fans, strips, cooler or memory glow in the accent colour. */
  argb: boolean;
  /** Short names of the main parts, for the interior view's callouts. */
  labels: Partial<Record<'cpu' | 'cooler' | 'memory' | 'gpu' | 'board' | 'psu', string>>;
}

type Of<C extends RenderPart['category']> = Extract<RenderPart, { category: C }> & {
  amount: number;
};

function partsOf<C extends RenderPart['category']>(model: RenderModel, category: C): Of<C>[] {
  return model.parts.filter((part): part is Of<C> => part.category === category);
}

/** Fans on a graphics card by its length: short cards have one, long ones three. */
/** Whether the side panel shows the build inside (glass or acrylic). */
export function seeThrough(panel: SidePanel): boolean {
  return panel === 'tempered-glass' || panel === 'acrylic';
}

export function gpuFanCount(lengthMm: number): 1 | 2 | 3 {
  if (lengthMm <= 185) return 1;
  if (lengthMm <= 265) return 2;
  return 3;
}

/** The chip maker's colour from a GPU chipset name. */
export function gpuAccent(chipset: string): string {
  const name = chipset.toLowerCase();
  if (/geforce|\brtx\b|\bgtx\b|nvidia/.test(name)) return brandColours.nvidia;
  if (/radeon|\brx\b|amd/.test(name)) return brandColours.amd;
  if (/\barc\b|intel/.test(name)) return brandColours.intel;
  return ui.accent;
}

/** The processor maker's colour, from its brand or name. */
function cpuAccent(cpu: { brand: string; title: string } | undefined): string | null {
  const name = `${cpu?.brand ?? ''} ${cpu?.title ?? ''}`.toLowerCase();
  if (/\bamd\b|ryzen/.test(name)) return brandColours.amd;
  if (/\bintel\b|core/.test(name)) return brandColours.intel;
  return null;
}

/** Noctua's fans are beige and brown, but for its black (chromax) line. */
export function fanTone(part: { brand: string; title: string } | undefined): FanTone | null {
  if (!part) return null;
  return /noctua/i.test(part.brand) && !/chromax/i.test(part.title) ? 'noctua' : null;
}

function describeCooler(model: RenderModel): SceneCooler {
  const cooler = partsOf(model, 'cooler')[0];
  if (cooler) {
    // A render draws what the data sheet doesn't list as the common case: one 120 mm fan, unlit.
    const { kind, radiatorMm, heightMm } = cooler.specs;
    const fans = cooler.specs.fans ?? 1;
    const fanSizeMm = cooler.specs.fanSizeMm ?? 120;
    const argb = cooler.specs.argb === true;
    const tone = fanTone(cooler);
    return kind === 'aio'
      ? { kind, radiatorMm: radiatorMm ?? fans * fanSizeMm, fans, fanSizeMm, argb, tone }
      : { kind, heightMm: heightMm ?? null, fans, fanSizeMm, argb, tone };
  }
  const cpu = partsOf(model, 'cpu')[0];
  return cpu?.specs.coolerIncluded ? { kind: 'stock' } : { kind: 'none' };
}

function describeLabels(model: RenderModel): BuildScene['labels'] {
  const labels: BuildScene['labels'] = {};
  const cpu = partsOf(model, 'cpu')[0];
  const cooler = partsOf(model, 'cooler')[0];
  const board = partsOf(model, 'motherboard')[0];
  const gpu = partsOf(model, 'gpu')[0];
  const psu = partsOf(model, 'psu')[0];
  const memory = partsOf(model, 'memory');
  const kit = memory[0];
  if (cpu) labels.cpu = cpu.title;
  if (cooler) labels.cooler = cooler.title;
  if (board) labels.board = `${board.brand} ${board.specs.chipset} ${board.specs.formFactor}`;
  if (gpu) labels.gpu = `${gpu.brand} ${gpu.specs.chipset} ${gpu.specs.vramGb} GB`;
  if (psu) labels.psu = `${psu.specs.wattage} W ${psu.specs.efficiency}`;
  if (kit) {
    const modules = memory.reduce((sum, part) => sum + part.specs.modules * part.amount, 0);
    const { capacityGbPerModule, type, speedMtps } = kit.specs;
    labels.memory = `${modules} × ${capacityGbPerModule} GB ${type}-${speedMtps}`;
  }
  return labels;
}

/** The scene of a model's build; a missing part leaves a plausible default in its place. */
export function describeBuild(model: RenderModel): BuildScene {
  const chassis = partsOf(model, 'case')[0]?.specs;
  const board = partsOf(model, 'motherboard')[0]?.specs;
  const gpu = partsOf(model, 'gpu')[0]?.specs;
  const psu = partsOf(model, 'psu')[0]?.specs;
  const cooler = describeCooler(model);
  const memory = partsOf(model, 'memory');
  const fans = partsOf(model, 'fan');
  const lighting = partsOf(model, 'lighting');
  const dimmSlots = board?.dimmSlots ?? 4;
  const body = caseBodyColour(chassis?.colour ?? 'black');

  const memoryScene = {
    sticks: Math.min(
      dimmSlots,
      memory.reduce((sum, kit) => sum + kit.specs.modules * kit.amount, 0),
    ),
    argb: memory.some((kit) => kit.specs.argb),
  };
  const fanScene = {
    count: fans.reduce((sum, pack) => sum + (pack.specs.fansPerPack ?? 1) * pack.amount, 0),
    sizeMm: fans[0]?.specs.sizeMm ?? 120,
    argb: fans.some((pack) => pack.specs.argb === true),
    tone: fanTone(fans[0]),
  };
  // What the data sheet doesn't list is drawn as absent: no fans, unlit, 120 mm.
  const caseFans = {
    count: chassis?.includedFans ?? 0,
    sizeMm: chassis?.includedFanSizeMm ?? 120,
    argb: chassis?.includedFansArgb === true,
  };
  const caseStrip = chassis?.lightStrip === true;
  const coolerArgb = cooler.kind === 'air' || cooler.kind === 'aio' ? cooler.argb : false;

  return {
    name: model.name,
    empty: !board,
    tower: chassis?.towerSize ?? 'mid-tower',
    room: {
      gpuLengthMm: chassis?.maxGpuLengthMm ?? null,
      coolerHeightMm: chassis?.maxCoolerHeightMm ?? null,
      fans120: chassis?.fanMounts120 ?? null,
      radiatorMm: chassis?.radiatorMounts ? Math.max(0, ...chassis.radiatorMounts) || null : null,
    },
    panel: chassis?.sidePanel ?? 'tempered-glass',
    front: chassis?.frontPanel ?? 'mesh',
    body,
    lightBody: luminance(body) > 0.4,
    expansionSlots: chassis?.expansionSlots ?? 7,
    board: {
      formFactor: board?.formFactor ?? 'ATX',
      dimmSlots,
      m2Slots: board?.m2Slots ?? 2,
    },
    platform: cpuAccent(partsOf(model, 'cpu')[0]),
    cooler,
    memory: memoryScene,
    gpu: gpu
      ? {
          lengthMm: gpu.lengthMm ?? 267,
          slotWidth: gpu.slotWidth ?? 2,
          fans: gpuFanCount(gpu.lengthMm ?? 267),
          outputs: gpu.outputs ?? [],
          accent: gpuAccent(gpu.chipset),
        }
      : null,
    psu: psu ? { formFactor: psu.formFactor, wattage: psu.wattage } : null,
    fans: fanScene,
    caseFans,
    opticalBay: partsOf(model, 'optical-drive').some((drive) => drive.specs.internal),
    lightStrip: lighting.some((part) => part.specs.kind === 'strip'),
    frontStrip: caseStrip,
    argb:
      fanScene.argb ||
      (caseFans.argb && caseFans.count > 0) ||
      caseStrip ||
      memoryScene.argb ||
      coolerArgb ||
      lighting.some((part) => part.specs.argb),
    labels: describeLabels(model),
  };
}
