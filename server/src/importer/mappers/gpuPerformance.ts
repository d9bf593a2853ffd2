import { cleanText } from './fields';

export interface GpuChipsetFacts {
  /** Relative GPU-bound gaming throughput, GeForce RTX 4090 = 100 (see stores/src/domain/fps.ts). */
  perfIndex: number;
  /** The chipset maker's recommended power supply for a system with the card, in watts. */
  recommendedPsuW: number;
}

/**
 * Performance index and recommended power supply per graphics chipset. OpenDB has neither, so
 * they come from this table, keyed by OpenDB's `chipset` name:
 * - perfIndex: rounded averages of published 4K review suites (TechPowerUp relative performance,
 *   Hardware Unboxed) fitted to the shop's anchors (RTX 4090 100, RX 7800 XT 55, RTX 4060 30);
 * - recommendedPsuW: NVIDIA's "required system power" and AMD's "recommended PSU" for the
 *   reference design; partner cards inherit it.
 * Where memory size changes the chip (RTX 3060 12 GB vs 8 GB) the key carries it. A chipset not
 * listed (older generations, workstation cards, Intel Arc) is skipped, never estimated.
 */
export const gpuChipsetFacts: Readonly<Record<string, GpuChipsetFacts>> = {
  // NVIDIA GeForce RTX 50
  'GeForce RTX 5090': { perfIndex: 133, recommendedPsuW: 1000 },
  'GeForce RTX 5080': { perfIndex: 84, recommendedPsuW: 850 },
  'GeForce RTX 5070 Ti': { perfIndex: 72, recommendedPsuW: 750 },
  'GeForce RTX 5070': { perfIndex: 56, recommendedPsuW: 650 },
  'GeForce RTX 5060 Ti 16 GB': { perfIndex: 40, recommendedPsuW: 600 },
  'GeForce RTX 5060 Ti 8 GB': { perfIndex: 37, recommendedPsuW: 600 },
  'GeForce RTX 5060': { perfIndex: 32, recommendedPsuW: 550 },
  'GeForce RTX 5050': { perfIndex: 24, recommendedPsuW: 550 },
  // NVIDIA GeForce RTX 40
  'GeForce RTX 4090': { perfIndex: 100, recommendedPsuW: 850 },
  'GeForce RTX 4080 SUPER': { perfIndex: 79, recommendedPsuW: 750 },
  'GeForce RTX 4080': { perfIndex: 77, recommendedPsuW: 750 },
  'GeForce RTX 4070 Ti SUPER': { perfIndex: 67, recommendedPsuW: 700 },
  'GeForce RTX 4070 Ti': { perfIndex: 61, recommendedPsuW: 700 },
  'GeForce RTX 4070 SUPER': { perfIndex: 55, recommendedPsuW: 650 },
  'GeForce RTX 4070': { perfIndex: 48, recommendedPsuW: 650 },
  'GeForce RTX 4060 Ti 16 GB': { perfIndex: 37, recommendedPsuW: 550 },
  'GeForce RTX 4060 Ti 8 GB': { perfIndex: 36, recommendedPsuW: 550 },
  'GeForce RTX 4060': { perfIndex: 30, recommendedPsuW: 550 },
  // NVIDIA GeForce RTX 30
  'GeForce RTX 3090 Ti': { perfIndex: 69, recommendedPsuW: 850 },
  'GeForce RTX 3090': { perfIndex: 61, recommendedPsuW: 750 },
  'GeForce RTX 3080 Ti': { perfIndex: 59, recommendedPsuW: 750 },
  'GeForce RTX 3080 12 GB': { perfIndex: 55, recommendedPsuW: 750 },
  'GeForce RTX 3080 10 GB': { perfIndex: 52, recommendedPsuW: 750 },
  'GeForce RTX 3070 Ti': { perfIndex: 43, recommendedPsuW: 750 },
  'GeForce RTX 3070': { perfIndex: 40, recommendedPsuW: 650 },
  'GeForce RTX 3060 Ti': { perfIndex: 35, recommendedPsuW: 600 },
  'GeForce RTX 3060 12 GB': { perfIndex: 27, recommendedPsuW: 550 },
  'GeForce RTX 3060 8 GB': { perfIndex: 23, recommendedPsuW: 550 },
  'GeForce RTX 3050 8 GB': { perfIndex: 19, recommendedPsuW: 550 },
  'GeForce RTX 3050 6 GB': { perfIndex: 14, recommendedPsuW: 300 },
  // AMD Radeon RX 9000
  'Radeon RX 9070 XT': { perfIndex: 72, recommendedPsuW: 750 },
  'Radeon RX 9070': { perfIndex: 64, recommendedPsuW: 650 },
  'Radeon RX 9070 GRE': { perfIndex: 53, recommendedPsuW: 650 },
  'Radeon RX 9060 XT 16 GB': { perfIndex: 39, recommendedPsuW: 450 },
  'Radeon RX 9060 XT 8 GB': { perfIndex: 36, recommendedPsuW: 450 },
  // AMD Radeon RX 7000
  'Radeon RX 7900 XTX': { perfIndex: 78, recommendedPsuW: 800 },
  'Radeon RX 7900 XT': { perfIndex: 68, recommendedPsuW: 750 },
  'Radeon RX 7900 GRE': { perfIndex: 58, recommendedPsuW: 700 },
  'Radeon RX 7800 XT': { perfIndex: 55, recommendedPsuW: 700 },
  'Radeon RX 7700 XT': { perfIndex: 46, recommendedPsuW: 700 },
  'Radeon RX 7600 XT': { perfIndex: 30, recommendedPsuW: 600 },
  'Radeon RX 7600': { perfIndex: 28, recommendedPsuW: 550 },
  // AMD Radeon RX 6000
  'Radeon RX 6950 XT': { perfIndex: 57, recommendedPsuW: 850 },
  'Radeon RX 6900 XT': { perfIndex: 53, recommendedPsuW: 850 },
  'Radeon RX 6800 XT': { perfIndex: 50, recommendedPsuW: 750 },
  'Radeon RX 6800': { perfIndex: 43, recommendedPsuW: 650 },
  'Radeon RX 6750 XT': { perfIndex: 37, recommendedPsuW: 650 },
  'Radeon RX 6700 XT': { perfIndex: 35, recommendedPsuW: 650 },
  'Radeon RX 6650 XT': { perfIndex: 29, recommendedPsuW: 500 },
  'Radeon RX 6600 XT': { perfIndex: 28, recommendedPsuW: 500 },
  'Radeon RX 6600': { perfIndex: 24, recommendedPsuW: 450 },
  'Radeon RX 6500 XT': { perfIndex: 12, recommendedPsuW: 400 },
  'Radeon RX 6400': { perfIndex: 9, recommendedPsuW: 350 },
};

/**
 * The table entry for OpenDB's chipset name and the card's memory. OpenDB writes the memory into
 * some names (`GeForce RTX 3060 12 GB`) but not others (`GeForce RTX 5060 Ti` for both sizes), and
 * marks hash-rate-limited and GDDR6X reissues (`GeForce RTX 3070 LHR`) that perform as the original.
 */
export function gpuChipsetEntry(
  chipset: string,
  vramGb: number,
): { key: string; facts: GpuChipsetFacts } | null {
  const base = cleanText(chipset)
    .replace(/\s+(LHR|GDDR6X)$/i, '')
    .replace(/\s+\d+\s*GB$/i, '');
  for (const key of [`${base} ${vramGb} GB`, base]) {
    const facts = gpuChipsetFacts[key];
    if (facts) return { key, facts };
  }
  return null;
}
