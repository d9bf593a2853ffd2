import type { CategorySlug, OpticalDriveSpecs } from '../api/schemas/specs';
import { indexBuild } from './build/parts';
import type { Build, IndexedBuild, IndexedPart } from './build/parts';
import type { FactKey } from './compatibility/issue';

/** Board, chipset, fan headers and USB devices: a flat allowance per motherboard. */
export const MOTHERBOARD_W = 50;
export const MEMORY_MODULE_W = 5;
/** Hard disk drives (3.5" and 2.5"), at spin-up. */
export const HDD_W = 8;
export const SSD_W = 5;
/** Per fan: case fans (a pack counts its fans) and the fans of a CPU cooler. */
export const FAN_W = 3;
export const LIGHTING_W = 5;
/** Internal optical drives only; an external drive is powered over USB or by its own adapter. */
export const OPTICAL_DRIVE_W = 25;
/** Accessories that take a PCIe slot (Wi-Fi, capture and sound cards). */
export const PCIE_CARD_W = 10;
/**
 * Headroom on top of the estimated peak: transients of modern GPUs, PSU ageing and keeping the
 * PSU in its efficient load range. 30 % → the recommended wattage is peak × 1.3 …
 */
export const PSU_HEADROOM_PERCENT = 30;
/** … rounded up to the next multiple of 50 W (the steps PSUs are sold in). */
export const PSU_STEP_W = 50;

/** The categories whose parts draw power in the estimate. */
export const powerCategories = [
  'cpu',
  'gpu',
  'motherboard',
  'cooler',
  'memory',
  'storage',
  'fan',
  'lighting',
  'optical-drive',
  'accessory',
] as const satisfies readonly CategorySlug[];

export interface PowerEstimate {
  /** Estimated peak draw of the build, in watts. */
  peakW: number;
  /** The smallest PSU wattage the build should have: peak + 30 %, up to the next 50 W. */
  recommendedPsuW: number;
  /**
   * How far the build's PSU exceeds the estimated peak, in whole percent of the peak
   * (`(psuW − peakW) / peakW`, negative when it falls short); null without a PSU wattage or
   * without any draw.
   */
  headroomPercent: number | null;
}

/** Whether an optical drive sits in a 5.25" bay; undefined when its data doesn't say. */
export function isInternalOpticalDrive(specs: Partial<OpticalDriveSpecs>): boolean | undefined {
  if (typeof specs.internal === 'boolean') return specs.internal;
  if (specs.interface === 'sata') return true;
  if (specs.interface === 'usb') return false;
  return undefined;
}

/** A wattage or count from a data sheet, or the fallback when it's missing or malformed. */
function value(specified: unknown, fallback: number): number {
  return typeof specified === 'number' && Number.isFinite(specified) ? specified : fallback;
}

/**
 * The draw of one unit of a part. A missing specification counts as 0 W (the estimate is then a
 * lower bound: it can miss an underpowered PSU, never invent one); a CPU without `peakPowerW`
 * falls back to its TDP, a memory kit or fan pack of unknown size counts as one module or fan.
 */
export function partPowerW(part: IndexedPart): number {
  switch (part.category) {
    case 'cpu': {
      const { specs } = part as IndexedPart<'cpu'>;
      return value(specs.peakPowerW, value(specs.tdpW, 0));
    }
    case 'gpu':
      return value((part as IndexedPart<'gpu'>).specs.boardPowerW, 0);
    case 'motherboard':
      return MOTHERBOARD_W;
    case 'cooler':
      return FAN_W * value((part as IndexedPart<'cooler'>).specs.fans, 0);
    case 'memory':
      return MEMORY_MODULE_W * value((part as IndexedPart<'memory'>).specs.modules, 1);
    case 'storage':
      return (part as IndexedPart<'storage'>).specs.kind === 'hdd' ? HDD_W : SSD_W;
    case 'fan':
      return FAN_W * value((part as IndexedPart<'fan'>).specs.fansPerPack, 1);
    case 'lighting':
      return LIGHTING_W;
    case 'optical-drive':
      return isInternalOpticalDrive((part as IndexedPart<'optical-drive'>).specs)
        ? OPTICAL_DRIVE_W
        : 0;
    case 'accessory':
      return (part as IndexedPart<'accessory'>).specs.pcieCard === true ? PCIE_CARD_W : 0;
    default:
      return 0;
  }
}

/**
 * The facts that carry most of a build's draw which these parts don't list: a CPU's peak power
 * (its draw then counts as its TDP, below its real peak) and a graphics card's board power (0 W).
 * The estimate is then a lower bound; the smaller allowances (fans, modules) aren't named.
 */
export function unlistedDrawFacts(parts: readonly IndexedPart[]): FactKey[] {
  const missing: FactKey[] = [];
  for (const part of parts) {
    if (part.category === 'cpu' && (part as IndexedPart<'cpu'>).specs.peakPowerW == null) {
      missing.push('cpu.peakPowerW');
    } else if (part.category === 'gpu' && (part as IndexedPart<'gpu'>).specs.boardPowerW == null) {
      missing.push('gpu.boardPowerW');
    }
  }
  return missing;
}

/** The draw of some parts, × amount. */
export function partsPowerW(parts: readonly IndexedPart[]): number {
  let total = 0;
  for (const part of parts) total += partPowerW(part) * part.amount;
  return total;
}

/**
 * Estimated peak draw: the sum of every part's draw × its amount. Reads each category by name
 * (no dynamic keys): the customiser runs it for every candidate of a step.
 */
export function peakPowerW(build: IndexedBuild): number {
  return (
    partsPowerW(build.cpu) +
    partsPowerW(build.gpu) +
    partsPowerW(build.motherboard) +
    partsPowerW(build.cooler) +
    partsPowerW(build.memory) +
    partsPowerW(build.storage) +
    partsPowerW(build.fan) +
    partsPowerW(build.lighting) +
    partsPowerW(build['optical-drive']) +
    partsPowerW(build.accessory)
  );
}

/**
 * The parts that draw power, in the order of powerCategories (CPU and graphics cards first), or
 * only those of the given categories.
 */
export function powerDrawingParts(
  build: IndexedBuild,
  categories: readonly CategorySlug[] = powerCategories,
): IndexedPart[] {
  const parts: IndexedPart[] = [];
  for (const category of categories) {
    for (const part of build[category] as readonly IndexedPart[]) {
      if (partPowerW(part) > 0) parts.push(part);
    }
  }
  return parts;
}

/** The power of builds that differ only in one category's parts (a customiser step's candidates). */
export interface StepPower {
  /** The estimated peak draw with these parts in the category. */
  peakW(parts: readonly IndexedPart[]): number;
  /** The ids of powerDrawingParts with these parts in the category. */
  drawingIds(parts: readonly IndexedPart[]): string[];
}

/** StepPower for `category` over `base`: the rest of the build is summed and listed once. */
export function stepPower(base: IndexedBuild, category: CategorySlug): StepPower {
  const categories: readonly CategorySlug[] = powerCategories;
  const position = categories.indexOf(category);
  let othersW = 0;
  for (const other of categories) if (other !== category) othersW += partsPowerW(base[other]);
  const idsOf = (categories: readonly CategorySlug[]) =>
    powerDrawingParts(base, categories).map((part) => part.id);
  if (position < 0) {
    const all = idsOf(categories);
    return { peakW: () => othersW, drawingIds: () => all.slice() };
  }
  const before = idsOf(categories.slice(0, position));
  const after = idsOf(categories.slice(position + 1));
  return {
    peakW: (parts) => othersW + partsPowerW(parts),
    drawingIds: (parts) => {
      const drawing = before.slice();
      for (const part of parts) if (partPowerW(part) > 0) drawing.push(part.id);
      for (const id of after) drawing.push(id);
      return drawing;
    },
  };
}

/**
 * peak × 1.3, rounded up to the next 50 W (an exact multiple stays: 500 W → 650 W). Computed as
 * one division of integers, so floating-point error can't push an exact multiple up a step.
 */
export function recommendedPsuW(peakW: number): number {
  const steps = Math.ceil((peakW * (100 + PSU_HEADROOM_PERCENT)) / (100 * PSU_STEP_W));
  return Math.max(0, steps) * PSU_STEP_W;
}

/**
 * The power estimate of a build:
 * peak = CPU peakPowerW + GPU boardPowerW + 50 W per motherboard + 5 W per memory module
 *      + 8 W per HDD + 5 W per SSD + 3 W per fan (case and cooler fans) + 5 W per lighting device
 *      + 25 W per internal optical drive + 10 W per PCIe accessory card (each × amount);
 * recommended PSU = peak × 1.3, rounded up to the next 50 W.
 */
export function estimatePower(build: Build | IndexedBuild): PowerEstimate {
  const index = indexBuild(build);
  const peakW = peakPowerW(index);
  const psuW = index.psu[0]?.specs.wattage;
  return {
    peakW,
    recommendedPsuW: recommendedPsuW(peakW),
    headroomPercent:
      typeof psuW !== 'number' || peakW <= 0 ? null : Math.floor(((psuW - peakW) / peakW) * 100),
  };
}
