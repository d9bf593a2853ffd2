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
 *   cards older than the RTX 30 and RX 6000 generations are placed through the reviews that tested
 *   them beside a card already in the table, so their order follows those reviews;
 * - recommendedPsuW: NVIDIA's "required system power", AMD's "recommended PSU" and Intel's
 *   recommended power supply for the reference design; partner cards inherit it. Workstation cards
 *   whose maker publishes none take the figure of the gaming card with the same chip and board
 *   power (300 W for the slot-powered ones, as for a GeForce GTX 1650).
 *
 * Scope: GeForce RTX 50, 40, 30 and 20, GTX 16, 10, 900, 700, 600, 500 and 400, GT 710/730/
 * 740/1030; Radeon RX 9000, 7000, 6000, 5000, Vega and VII, RX 500 and 400, R9/R7 300 and 200,
 * HD 7850/7950; Intel Arc A and B; the workstation cards with gaming reviews that OpenDB lists
 * most (Radeon AI PRO R9700, Arc Pro B60, RTX A2000, T1000, T400). Left out: dual-GPU boards
 * (games no longer use the second GPU), cards too slow to rank on the scale (GeForce 210, GT 520
 * and 610, Radeon HD 5450) and workstation cards without gaming reviews.
 * Where memory size changes the chip (RTX 3060 12 GB vs 8 GB, GTX 1060 6 GB vs 3 GB) or its
 * results (RX 5500 XT 8 GB vs 4 GB) the key carries it. A chipset not listed imports with its
 * performance unknown (null): the frame-rate estimate then isn't given, never guessed.
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
  'Radeon RX 9060': { perfIndex: 31, recommendedPsuW: 450 },
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
  'Radeon RX 6700': { perfIndex: 32, recommendedPsuW: 550 },
  'Radeon RX 6650 XT': { perfIndex: 29, recommendedPsuW: 500 },
  'Radeon RX 6600 XT': { perfIndex: 28, recommendedPsuW: 500 },
  'Radeon RX 6600': { perfIndex: 24, recommendedPsuW: 450 },
  'Radeon RX 6500 XT': { perfIndex: 12, recommendedPsuW: 400 },
  'Radeon RX 6400': { perfIndex: 9, recommendedPsuW: 350 },
  // AMD Radeon RX 5000
  'Radeon RX 5700 XT': { perfIndex: 26, recommendedPsuW: 600 },
  'Radeon RX 5700': { perfIndex: 23, recommendedPsuW: 550 },
  'Radeon RX 5600 XT': { perfIndex: 21, recommendedPsuW: 550 },
  'Radeon RX 5500 XT 8 GB': { perfIndex: 13, recommendedPsuW: 450 },
  'Radeon RX 5500 XT 4 GB': { perfIndex: 11, recommendedPsuW: 450 },
  // AMD Radeon VII and RX Vega
  'Radeon VII': { perfIndex: 29, recommendedPsuW: 750 },
  'Radeon RX Vega 64': { perfIndex: 20, recommendedPsuW: 750 },
  'Radeon RX Vega 56': { perfIndex: 18, recommendedPsuW: 650 },
  // AMD Radeon RX 500 and 400
  'Radeon RX 590': { perfIndex: 13, recommendedPsuW: 500 },
  'Radeon RX 580': { perfIndex: 12, recommendedPsuW: 500 },
  'Radeon RX 480': { perfIndex: 11, recommendedPsuW: 500 },
  'Radeon RX 570': { perfIndex: 10, recommendedPsuW: 450 },
  'Radeon RX 470': { perfIndex: 10, recommendedPsuW: 450 },
  'Radeon RX 560': { perfIndex: 5, recommendedPsuW: 400 },
  'Radeon RX 460': { perfIndex: 4, recommendedPsuW: 400 },
  'Radeon RX 550': { perfIndex: 3, recommendedPsuW: 400 },
  // AMD Radeon R9/R7 300
  'Radeon R9 390X': { perfIndex: 11, recommendedPsuW: 750 },
  'Radeon R9 390': { perfIndex: 10, recommendedPsuW: 750 },
  'Radeon R9 380X': { perfIndex: 8, recommendedPsuW: 600 },
  'Radeon R9 380': { perfIndex: 7, recommendedPsuW: 600 },
  'Radeon R7 360': { perfIndex: 3, recommendedPsuW: 500 },
  // AMD Radeon R9/R7 200 and HD 7000
  'Radeon R9 290X': { perfIndex: 10, recommendedPsuW: 750 },
  'Radeon R9 290': { perfIndex: 9, recommendedPsuW: 750 },
  'Radeon R9 280X': { perfIndex: 8, recommendedPsuW: 750 },
  'Radeon HD 7950': { perfIndex: 7, recommendedPsuW: 500 },
  'Radeon R9 270X': { perfIndex: 6, recommendedPsuW: 500 },
  'Radeon R9 270': { perfIndex: 5, recommendedPsuW: 500 },
  'Radeon HD 7850': { perfIndex: 4, recommendedPsuW: 500 },
  'Radeon R7 250': { perfIndex: 2, recommendedPsuW: 400 },
  'Radeon R7 240': { perfIndex: 1, recommendedPsuW: 400 },
  // NVIDIA GeForce RTX 20
  'GeForce RTX 2080 Ti': { perfIndex: 41, recommendedPsuW: 650 },
  'GeForce RTX 2080 SUPER': { perfIndex: 34, recommendedPsuW: 650 },
  'GeForce RTX 2080': { perfIndex: 32, recommendedPsuW: 650 },
  'GeForce RTX 2070 SUPER': { perfIndex: 30, recommendedPsuW: 650 },
  'GeForce RTX 2070': { perfIndex: 27, recommendedPsuW: 550 },
  'GeForce RTX 2060 SUPER': { perfIndex: 25, recommendedPsuW: 550 },
  'GeForce RTX 2060 12 GB': { perfIndex: 23, recommendedPsuW: 500 },
  'GeForce RTX 2060 6 GB': { perfIndex: 22, recommendedPsuW: 500 },
  // NVIDIA GeForce GTX 16
  'GeForce GTX 1660 Ti': { perfIndex: 17, recommendedPsuW: 450 },
  'GeForce GTX 1660 SUPER': { perfIndex: 16, recommendedPsuW: 450 },
  'GeForce GTX 1660': { perfIndex: 14, recommendedPsuW: 450 },
  'GeForce GTX 1650 SUPER': { perfIndex: 12, recommendedPsuW: 350 },
  'GeForce GTX 1650': { perfIndex: 9, recommendedPsuW: 300 },
  'GeForce GTX 1630': { perfIndex: 5, recommendedPsuW: 300 },
  // NVIDIA GeForce GTX 10 (Pascal) and Titan Xp
  'Titan Xp': { perfIndex: 30, recommendedPsuW: 600 },
  'GeForce GTX 1080 Ti': { perfIndex: 28, recommendedPsuW: 600 },
  'GeForce GTX 1080': { perfIndex: 21, recommendedPsuW: 500 },
  'GeForce GTX 1070 Ti': { perfIndex: 19, recommendedPsuW: 500 },
  'GeForce GTX 1070': { perfIndex: 17, recommendedPsuW: 500 },
  'GeForce GTX 1060 6 GB': { perfIndex: 12, recommendedPsuW: 400 },
  'GeForce GTX 1060 3 GB': { perfIndex: 10, recommendedPsuW: 400 },
  'GeForce GTX 1050 Ti': { perfIndex: 7, recommendedPsuW: 300 },
  'GeForce GTX 1050': { perfIndex: 6, recommendedPsuW: 300 },
  'GeForce GT 1030': { perfIndex: 3, recommendedPsuW: 300 },
  // NVIDIA GeForce GTX 900 and 750 (Maxwell)
  'GeForce GTX Titan X': { perfIndex: 17, recommendedPsuW: 600 },
  'GeForce GTX 980 Ti': { perfIndex: 16, recommendedPsuW: 600 },
  'GeForce GTX 980': { perfIndex: 12, recommendedPsuW: 500 },
  'GeForce GTX 970': { perfIndex: 10, recommendedPsuW: 500 },
  'GeForce GTX 960': { perfIndex: 7, recommendedPsuW: 400 },
  'GeForce GTX 950': { perfIndex: 6, recommendedPsuW: 350 },
  'GeForce GTX 750 Ti': { perfIndex: 4, recommendedPsuW: 300 },
  'GeForce GTX 750': { perfIndex: 3, recommendedPsuW: 300 },
  // NVIDIA GeForce GTX 700 and 600 (Kepler), GT 740/730/710
  'GeForce GTX Titan Black': { perfIndex: 9, recommendedPsuW: 600 },
  'GeForce GTX 780 Ti': { perfIndex: 9, recommendedPsuW: 600 },
  'GeForce GTX 780': { perfIndex: 8, recommendedPsuW: 600 },
  'GeForce GTX 770': { perfIndex: 6, recommendedPsuW: 600 },
  'GeForce GTX 680': { perfIndex: 6, recommendedPsuW: 550 },
  'GeForce GTX 670': { perfIndex: 6, recommendedPsuW: 500 },
  'GeForce GTX 760': { perfIndex: 5, recommendedPsuW: 500 },
  'GeForce GTX 660 Ti': { perfIndex: 5, recommendedPsuW: 450 },
  'GeForce GTX 660': { perfIndex: 4, recommendedPsuW: 450 },
  'GeForce GTX 650 Ti': { perfIndex: 3, recommendedPsuW: 400 },
  'GeForce GTX 650': { perfIndex: 2, recommendedPsuW: 400 },
  'GeForce GT 740': { perfIndex: 2, recommendedPsuW: 400 },
  'GeForce GT 730': { perfIndex: 1, recommendedPsuW: 300 },
  'GeForce GT 710': { perfIndex: 1, recommendedPsuW: 300 },
  // NVIDIA GeForce GTX 500 and 400 (Fermi: DirectX 11 only)
  'GeForce GTX 580': { perfIndex: 4, recommendedPsuW: 600 },
  'GeForce GTX 570': { perfIndex: 3, recommendedPsuW: 550 },
  'GeForce GTX 560 Ti': { perfIndex: 3, recommendedPsuW: 500 },
  'GeForce GTX 550 Ti': { perfIndex: 2, recommendedPsuW: 400 },
  'GeForce GTX 460': { perfIndex: 2, recommendedPsuW: 450 },
  // Intel Arc B
  'Arc B580': { perfIndex: 29, recommendedPsuW: 600 },
  'Arc B570': { perfIndex: 26, recommendedPsuW: 500 },
  // Intel Arc A
  'Arc A770': { perfIndex: 25, recommendedPsuW: 600 },
  'Arc A750': { perfIndex: 23, recommendedPsuW: 600 },
  'Arc A580': { perfIndex: 20, recommendedPsuW: 550 },
  'Arc A380': { perfIndex: 8, recommendedPsuW: 300 },
  'Arc A310': { perfIndex: 6, recommendedPsuW: 300 },
  // Workstation cards with gaming reviews
  'Radeon AI PRO R9700': { perfIndex: 70, recommendedPsuW: 750 },
  'Arc Pro B60': { perfIndex: 27, recommendedPsuW: 600 },
  'RTX A2000': { perfIndex: 17, recommendedPsuW: 300 },
  T1000: { perfIndex: 8, recommendedPsuW: 300 },
  T400: { perfIndex: 4, recommendedPsuW: 300 },
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
