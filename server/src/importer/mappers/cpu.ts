import type { CpuSpecs, MemoryType } from '@pcshop/stores/schemas';
import { cpuModelKey, cpuPerfIndex } from './cpuPerformance';
import { identity, soldSocket, type OpenDbMetadata } from './fields';
import { need, needPositive, parsedPart, SkipPart, type MappedPart } from './outcome';

/** The fields of OpenDB's CPU schema this mapper reads. */
export interface OpenDbCpu {
  metadata?: OpenDbMetadata | null;
  socket?: string | null;
  cores?: { total?: number | null; threads?: number | null } | null;
  clocks?: { performance?: { base?: number | null; boost?: number | null } | null } | null;
  specifications?: {
    tdp?: number | null;
    ppt?: number | null;
    includesCooler?: boolean | null;
    integratedGraphics?: { model?: string | null } | null;
    memory?: { types?: string[] | null } | null;
  } | null;
}

/**
 * AMD's default package power tracking limit is 1.35 × TDP on AM4 and AM5 (65 W → 88 W,
 * 105 W → 142 W, 120 W → 162 W, 170 W → 230 W): used when OpenDB leaves `ppt` out or at 0.
 */
const AMD_PPT_PER_TDP = 1.35;

/** OpenDB writes "None" or "0" as the model of a CPU without integrated graphics. */
const noGraphicsModels = new Set(['', 'none', '0', 'n/a']);

export function mapCpu(raw: OpenDbCpu): MappedPart {
  const { brand, title } = identity('cpu', raw.metadata);
  const socket = need(soldSocket(raw.socket), `cpu: socket ${raw.socket ?? 'missing'} not sold`);
  const key = cpuModelKey(title);
  const perfIndex = need(
    key === null ? undefined : cpuPerfIndex[key],
    `cpu: ${key ?? title} not in the performance table`,
  );
  const specs = raw.specifications;
  const memoryTypes = (specs?.memory?.types ?? []).filter(
    (type): type is MemoryType => type === 'DDR4' || type === 'DDR5',
  );
  if (memoryTypes.length === 0) throw new SkipPart('cpu: no DDR4 or DDR5 memory support');
  const tdpW = needPositive(specs?.tdp, 'cpu: TDP missing');
  const baseClockGhz = needPositive(raw.clocks?.performance?.base, 'cpu: base clock missing');
  const graphicsModel = specs?.integratedGraphics?.model?.trim().toLowerCase() ?? '';
  return parsedPart('cpu', { brand, title }, {
    socket,
    cores: needPositive(raw.cores?.total, 'cpu: core count missing'),
    threads: needPositive(raw.cores?.threads, 'cpu: thread count missing'),
    baseClockGhz,
    boostClockGhz: needPositive(raw.clocks?.performance?.boost, 'cpu: boost clock missing'),
    tdpW,
    peakPowerW: peakPower(brand, specs?.ppt, tdpW),
    integratedGraphics: !noGraphicsModels.has(graphicsModel),
    memoryTypes: sortedMemoryTypes(memoryTypes),
    coolerIncluded: need(specs?.includesCooler, 'cpu: boxed cooler unknown'),
    perfIndex,
  } satisfies CpuSpecs);
}

function peakPower(brand: string, ppt: number | null | undefined, tdpW: number): number {
  if (typeof ppt === 'number' && ppt > 0) return ppt;
  if (brand.toUpperCase() === 'AMD') return Math.round(tdpW * AMD_PPT_PER_TDP);
  throw new SkipPart('cpu: peak power (PL2) missing');
}

function sortedMemoryTypes(types: MemoryType[]): MemoryType[] {
  return [...new Set(types)].sort();
}
