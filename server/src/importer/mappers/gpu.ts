import type { GpuSpecs, PcieConnector } from '@pcshop/stores/schemas';
import {
  countOf,
  identity,
  videoPortsFromCounts,
  type OpenDbMetadata,
  type OpenDbVideoCounts,
} from './fields';
import { gpuChipsetEntry } from './gpuPerformance';
import { need, needPositive, parsedPart, SkipPart, type MappedPart } from './outcome';

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

/** Watts a PCIe x16 slot delivers: a card drawing more needs auxiliary power plugs. */
const SLOT_POWER_W = 75;

export function mapGpu(raw: OpenDbGpu): MappedPart {
  const { brand, title } = identity('gpu', raw.metadata);
  const chipset = need(raw.chipset, 'gpu: chipset missing');
  const vramGb = needPositive(raw.memory, 'gpu: memory size missing');
  const entry = need(
    gpuChipsetEntry(chipset, vramGb),
    `gpu: chipset ${chipset} not in the performance table`,
  );
  const boardPowerW = Math.round(needPositive(raw.tdp, 'gpu: board power missing'));
  const powerConnectors = plugs(raw.power_connectors);
  if (powerConnectors.length === 0 && boardPowerW > SLOT_POWER_W) {
    throw new SkipPart('gpu: power connectors missing (none listed, over 75 W)');
  }
  const outputs = videoPortsFromCounts(raw.video_outputs);
  if (outputs.length === 0) throw new SkipPart('gpu: video outputs missing');
  return parsedPart('gpu', { brand, title }, {
    chipset: entry.key,
    vramGb,
    lengthMm: Math.round(needPositive(raw.length, 'gpu: length missing')),
    slotWidth: needPositive(raw.total_slot_width, 'gpu: slot width missing'),
    boardPowerW,
    powerConnectors,
    outputs,
    recommendedPsuW: entry.facts.recommendedPsuW,
    perfIndex: entry.facts.perfIndex,
  } satisfies GpuSpecs);
}

/** The card's auxiliary power plugs; 12VHPWR and 12V-2x6 are both our '16-pin'. */
function plugs(connectors: OpenDbGpu['power_connectors']): PcieConnector[] {
  const counts = [
    countOf(connectors?.pcie_6_pin),
    countOf(connectors?.pcie_8_pin),
    countOf(connectors?.pcie_12VHPWR),
    countOf(connectors?.pcie_12V_2x6),
  ];
  if (counts.every((count) => count === null)) throw new SkipPart('gpu: power connectors missing');
  const [six, eight, hpwr, twelveV2x6] = counts.map((count) => count ?? 0) as number[];
  return [
    ...Array<PcieConnector>(six ?? 0).fill('6-pin'),
    ...Array<PcieConnector>(eight ?? 0).fill('8-pin'),
    ...Array<PcieConnector>((hpwr ?? 0) + (twelveV2x6 ?? 0)).fill('16-pin'),
  ];
}
