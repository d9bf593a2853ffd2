import { memoryTypes, type CpuSpecs, type MemoryType, type Socket } from '@pcshop/stores/schemas';
import { cpuModelKey, cpuPerfIndex } from './cpuPerformance';
import { identity, soldSocket, type OpenDbMetadata } from './fields';
import { knownPositive, need, needPositive, parsedPart, type MappedPart } from './outcome';

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
 * Older AMD sockets and Intel's PL2 follow no such rule: there a missing figure is unknown.
 */
const AMD_PPT_PER_TDP = 1.35;

/** OpenDB writes "None" or "0" as the model of a CPU without integrated graphics. */
const noGraphicsModels = new Set(['', 'none', '0', 'n/a']);

export function mapCpu(raw: OpenDbCpu): MappedPart {
  const { brand, title } = identity('cpu', raw.metadata);
  const socket = need(soldSocket(raw.socket), `cpu: socket ${raw.socket ?? 'missing'} not sold`);
  const key = cpuModelKey(title);
  const specs = raw.specifications;
  const supported = (specs?.memory?.types ?? []).filter((type): type is MemoryType =>
    memoryTypes.some((ours) => ours === type),
  );
  const tdpW = needPositive(specs?.tdp, 'cpu: TDP missing');
  const baseClockGhz = needPositive(raw.clocks?.performance?.base, 'cpu: base clock missing');
  const graphicsModel = specs?.integratedGraphics?.model?.trim().toLowerCase() ?? '';
  return parsedPart('cpu', { brand, title }, {
    socket,
    cores: needPositive(raw.cores?.total, 'cpu: core count missing'),
    threads: needPositive(raw.cores?.threads, 'cpu: thread count missing'),
    baseClockGhz,
    boostClockGhz: knownPositive(raw.clocks?.performance?.boost),
    tdpW,
    peakPowerW: peakPower(socket, specs?.ppt, tdpW),
    integratedGraphics: !noGraphicsModels.has(graphicsModel),
    memoryTypes: supported.length > 0 ? sortedMemoryTypes(supported) : null,
    coolerIncluded: need(specs?.includesCooler, 'cpu: boxed cooler unknown'),
    // A model outside the performance table has no figure: unknown, never estimated.
    perfIndex: (key === null ? undefined : cpuPerfIndex[key]) ?? null,
  } satisfies CpuSpecs);
}

function peakPower(socket: Socket, ppt: number | null | undefined, tdpW: number): number | null {
  if (typeof ppt === 'number' && ppt > 0) return ppt;
  return socket === 'AM4' || socket === 'AM5' ? Math.round(tdpW * AMD_PPT_PER_TDP) : null;
}

/** Oldest generation first, in our list's order. */
function sortedMemoryTypes(types: MemoryType[]): MemoryType[] {
  return memoryTypes.filter((type) => types.includes(type));
}
