import { memoryTypes, type MemorySpecs } from '@pcshop/stores/schemas';
import { argbFromLighting, identity, type OpenDbLighting, type OpenDbMetadata } from './fields';
import {
  knownPositive,
  need,
  needPositive,
  parsedPart,
  SkipPart,
  type MappedPart,
} from './outcome';

/** The fields of OpenDB's RAM schema this mapper reads. */
export interface OpenDbRam {
  metadata?: OpenDbMetadata | null;
  ram_type?: string | null;
  form_factor?: string | null;
  speed?: number | null;
  modules?: { quantity?: number | null; capacity_gb?: number | null } | null;
  cas_latency?: number | null;
  ecc?: string | null;
  registered?: string | null;
  rgb?: boolean | null;
  lighting?: OpenDbLighting;
}

/** Desktop memory modules: OpenDB's names for a DIMM (240 pins for DDR2 and DDR3, 288 after). */
const desktopFormFactors = new Set(['240-pin DIMM', '288-pin DIMM', 'UDIMM', 'DIMM']);

export function mapMemory(raw: OpenDbRam): MappedPart {
  const { brand, title } = identity('memory', raw.metadata);
  const type = need(
    memoryTypes.find((ours) => ours === raw.ram_type),
    `memory: type ${raw.ram_type ?? 'missing'} not sold`,
  );
  const formFactor = need(raw.form_factor, 'memory: form factor missing');
  if (!desktopFormFactors.has(formFactor)) {
    throw new SkipPart(`memory: form factor ${formFactor} not sold`);
  }
  if (raw.ecc === 'ECC') throw new SkipPart('memory: ECC modules not sold');
  if (raw.registered && raw.registered !== 'Unbuffered') {
    throw new SkipPart(`memory: ${raw.registered.toLowerCase()} modules not sold`);
  }
  return parsedPart('memory', { brand, title }, {
    type,
    modules: needPositive(raw.modules?.quantity, 'memory: module count missing'),
    capacityGbPerModule: needPositive(raw.modules?.capacity_gb, 'memory: module size missing'),
    speedMtps: needPositive(raw.speed, 'memory: speed missing'),
    casLatency: knownPositive(raw.cas_latency),
    argb: memoryArgb(raw),
  } satisfies MemorySpecs);
}

/** ARGB from the lighting tags, else OpenDB's `rgb` flag (an RGB kit is addressable RGB). */
function memoryArgb(raw: OpenDbRam): boolean | null {
  const fromTags = argbFromLighting(raw.lighting);
  if (fromTags !== null) return fromTags || raw.rgb === true;
  return typeof raw.rgb === 'boolean' ? raw.rgb : null;
}
