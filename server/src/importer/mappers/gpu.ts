import type { GpuSpecs, PcieConnector } from '@pcshop/stores/schemas';
import {
  cleanText,
  countOf,
  identity,
  videoPortsFromCounts,
  type OpenDbMetadata,
  type OpenDbVideoCounts,
} from './fields';
import { gpuChipsetEntry } from './gpuPerformance';
import { SLOT_POWER_W, type ImplausibleValue } from './implausible';
import {
  knownPositive,
  knownRounded,
  need,
  needPositive,
  parsedPart,
  unlessImplausible,
  type MappedPart,
} from './outcome';

/** The fields of OpenDB's GPU schema this mapper reads. */
export interface OpenDbGpu {
  metadata?: OpenDbMetadata | null;
  chipset?: string | null;
  memory?: number | null;
  length?: number | null;
  total_slot_width?: number | null;
  tdp?: number | null;
  power_connectors?: {
    pcie_6_pin?: number | null;
    pcie_8_pin?: number | null;
    pcie_12VHPWR?: number | null;
    pcie_12V_2x6?: number | null;
  } | null;
  video_outputs?: OpenDbVideoCounts;
}

export function mapGpu(raw: OpenDbGpu): MappedPart {
  const { brand, title } = identity('gpu', raw.metadata);
  const chipset = need(raw.chipset, 'gpu: chipset missing');
  const vramGb = needPositive(raw.memory, 'gpu: memory size missing');
  // A chipset outside the performance table has no figures: unknown, never estimated.
  const entry = gpuChipsetEntry(chipset, vramGb);
  const boardPowerW = knownRounded(raw.tdp);
  const listed = plugs(raw.power_connectors);
  const implausible: ImplausibleValue[] = [];
  const powerConnectors =
    listed === null
      ? null
      : unlessImplausible(
          listed,
          'gpuWithoutPowerPlugs',
          listed.length === 0 && boardPowerW !== null && boardPowerW > SLOT_POWER_W,
          implausible,
        );
  const outputs = videoPortsFromCounts(raw.video_outputs);
  return parsedPart(
    'gpu',
    { brand, title },
    {
      chipset: entry?.key ?? cleanText(chipset),
      vramGb,
      lengthMm: knownRounded(raw.length),
      slotWidth: knownPositive(raw.total_slot_width),
      boardPowerW,
      powerConnectors,
      outputs: outputs.length > 0 ? outputs : null,
      recommendedPsuW: entry?.facts.recommendedPsuW ?? null,
      perfIndex: entry?.facts.perfIndex ?? null,
    } satisfies GpuSpecs,
    implausible,
  );
}

/** The card's auxiliary power plugs (12VHPWR and 12V-2x6 are both our '16-pin'); null if unlisted. */
function plugs(connectors: OpenDbGpu['power_connectors']): PcieConnector[] | null {
  const counts = [
    countOf(connectors?.pcie_6_pin),
    countOf(connectors?.pcie_8_pin),
    countOf(connectors?.pcie_12VHPWR),
    countOf(connectors?.pcie_12V_2x6),
  ];
  if (counts.every((count) => count === null)) return null;
  const [six, eight, hpwr, twelveV2x6] = counts.map((count) => count ?? 0) as number[];
  return [
    ...Array<PcieConnector>(six ?? 0).fill('6-pin'),
    ...Array<PcieConnector>(eight ?? 0).fill('8-pin'),
    ...Array<PcieConnector>((hpwr ?? 0) + (twelveV2x6 ?? 0)).fill('16-pin'),
  ];
}
