import type { CategorySlug } from '@pcshop/stores/schemas';
import { mapHeadphones, mapKeyboard, mapMouse } from './accessory';
import { mapCase } from './case';
import { mapCooler } from './cooler';
import { mapCpu } from './cpu';
import { mapFan } from './fan';
import { mapGpu } from './gpu';
import { mapLighting } from './lighting';
import { mapMemory } from './memory';
import { mapMonitor } from './monitor';
import { mapMotherboard } from './motherboard';
import { mapOs } from './os';
import { SkipPart, type MapOutcome, type MappedPart } from './outcome';
import { mapPsu } from './psu';
import { mapStorage } from './storage';

export type { MapOutcome, MappedPart } from './outcome';

export interface CategoryMapping {
  category: CategorySlug;
  /** Maps a file already validated against its category's OpenDB schema. */
  map: (raw: unknown) => MappedPart;
}

/** The file passed its OpenDB schema, so it has the shape the mapper's input type describes. */
const mapping = <T>(category: CategorySlug, map: (raw: T) => MappedPart): CategoryMapping => ({
  category,
  map: (raw) => map(raw as T),
});

/** Our category for each OpenDB category folder we import, and its mapper. */
export const mappingsByOpenDbCategory: Readonly<Record<string, CategoryMapping>> = {
  PCCase: mapping('case', mapCase),
  CPU: mapping('cpu', mapCpu),
  Motherboard: mapping('motherboard', mapMotherboard),
  CPUCooler: mapping('cooler', mapCooler),
  RAM: mapping('memory', mapMemory),
  GPU: mapping('gpu', mapGpu),
  Storage: mapping('storage', mapStorage),
  PSU: mapping('psu', mapPsu),
  CaseFan: mapping('fan', mapFan),
  Monitor: mapping('monitor', mapMonitor),
  Lighting: mapping('lighting', mapLighting),
  OS: mapping('os', mapOs),
  Keyboard: mapping('accessory', mapKeyboard),
  Mouse: mapping('accessory', mapMouse),
  Headphones: mapping('accessory', mapHeadphones),
};

/** Why an OpenDB category's files are skipped unread (`Webcam`), or null for one we import. */
export function unsoldCategoryReason(openDbCategory: string): string | null {
  return mappingsByOpenDbCategory[openDbCategory] ? null : 'category not sold';
}

/** Maps one validated OpenDB file, or says why it can't be sold as described. */
export function mapOpenDbPart(openDbCategory: string, raw: unknown): MapOutcome {
  const categoryMapping = mappingsByOpenDbCategory[openDbCategory];
  if (!categoryMapping) {
    return { ok: false, reason: `${openDbCategory}: ${unsoldCategoryReason(openDbCategory)}` };
  }
  try {
    return { ok: true, part: categoryMapping.map(raw) };
  } catch (error) {
    if (error instanceof SkipPart) return { ok: false, reason: error.reason };
    throw error;
  }
}
