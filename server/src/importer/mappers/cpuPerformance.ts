import { cleanText } from './fields';

/**
 * Gaming performance index of desktop CPUs on the shop's scale (stores/src/domain/fps.ts):
 * relative average frame rate in CPU-bound games (1080p with a GeForce RTX 4090), where a Ryzen 7
 * 7800X3D is 100. Figures are rounded averages of published review suites (TechPowerUp, Hardware
 * Unboxed, Gamers Nexus at launch), fitted to the shop's own anchors (Core i5-14600K 84, Core
 * i5-14400F 72, Ryzen 5 5600X 62); generations reviewed before the RTX 4090 are placed through the
 * reviews that tested them beside a CPU already in the table, so their order follows those reviews.
 * OpenDB has no performance data: a CPU whose model is not listed here imports with its
 * performance unknown (null): the frame-rate estimate then isn't given, never guessed.
 *
 * Scope: Ryzen 1000 to 5000 (with the G APUs) on AM4; Ryzen 7000, 8000 and 9000 (and PRO 7x45) on
 * AM5; Core 4th to 11th generation on LGA1150, LGA1151 and LGA1200; Core 12th–14th generation on
 * LGA1700; Core Ultra 200S on LGA1851; the HEDT Core X (LGA2011-3, LGA2066) and Threadripper 2000;
 * FX on AM3+. The 35 W T models are left out (OEM parts whose gaming speed depends on the system's
 * power limits, without reviews), as are Athlon, A-series, Xeon and EPYC.
 * The F, KF and OEM/tray versions of a model perform as the model.
 */
export const cpuPerfIndex: Readonly<Record<string, number>> = {
  // AM5, Zen 5
  'Ryzen 7 9850X3D': 111,
  'Ryzen 7 9800X3D': 109,
  'Ryzen 9 9950X3D': 106,
  'Ryzen 9 9900X3D': 100,
  'Ryzen 9 9950X': 86,
  'Ryzen 9 9900X': 85,
  'Ryzen 7 9700X': 86,
  'Ryzen 5 9600X': 84,
  'Ryzen 5 9600': 82,
  // AM5, Zen 4
  'Ryzen 9 7950X3D': 98,
  'Ryzen 9 7900X3D': 92,
  'Ryzen 7 7800X3D': 100,
  'Ryzen 5 7600X3D': 92,
  'Ryzen 9 7950X': 85,
  'Ryzen 9 7900X': 84,
  'Ryzen 9 7900': 80,
  'Ryzen 9 PRO 7945': 80,
  'Ryzen 7 7700X': 84,
  'Ryzen 7 7700': 82,
  'Ryzen 7 PRO 7745': 82,
  'Ryzen 5 7600X': 81,
  'Ryzen 5 7600': 79,
  'Ryzen 5 PRO 7645': 79,
  'Ryzen 5 7500F': 77,
  'Ryzen 7 8700G': 68,
  'Ryzen 7 8700F': 70,
  'Ryzen 5 8600G': 64,
  'Ryzen 5 8500G': 57,
  'Ryzen 5 8400F': 64,
  // AM4, Zen 3
  'Ryzen 7 5800X3D': 85,
  'Ryzen 7 5700X3D': 81,
  'Ryzen 5 5600X3D': 80,
  'Ryzen 9 5950X': 67,
  'Ryzen 9 5900X': 66,
  'Ryzen 9 5900XT': 66,
  'Ryzen 7 5800X': 65,
  'Ryzen 7 5800XT': 66,
  'Ryzen 7 5700X': 63,
  'Ryzen 7 5700': 58,
  'Ryzen 7 5700G': 57,
  'Ryzen 5 5600XT': 63,
  'Ryzen 5 5600X': 62,
  'Ryzen 5 5600T': 61,
  'Ryzen 5 5600': 60,
  'Ryzen 5 5600GT': 56,
  'Ryzen 5 5600G': 54,
  'Ryzen 5 5500GT': 55,
  'Ryzen 5 5500': 53,
  // AM4, Zen 2
  'Ryzen 9 3950X': 50,
  'Ryzen 9 3900XT': 51,
  'Ryzen 9 3900X': 50,
  'Ryzen 7 3800XT': 51,
  'Ryzen 7 3800X': 50,
  'Ryzen 7 3700X': 49,
  'Ryzen 5 3600XT': 49,
  'Ryzen 5 3600X': 48,
  'Ryzen 5 3600': 47,
  'Ryzen 5 3500X': 42,
  'Ryzen 5 3500': 40,
  'Ryzen 3 3300X': 42,
  'Ryzen 3 3100': 37,
  'Ryzen 7 PRO 4750G': 44,
  'Ryzen 5 4600G': 42,
  'Ryzen 5 4500': 41,
  'Ryzen 3 4100': 35,
  // AM4, Zen+
  'Ryzen 7 2700X': 40,
  'Ryzen 7 2700': 38,
  'Ryzen 5 2600X': 38,
  'Ryzen 5 2600': 36,
  'Ryzen 5 3400G': 31,
  'Ryzen 3 3200G': 29,
  // AM4, Zen
  'Ryzen 7 1800X': 37,
  'Ryzen 7 1700X': 36,
  'Ryzen 7 1700': 34,
  'Ryzen 5 1600X': 35,
  'Ryzen 5 1600': 33,
  'Ryzen 5 1500X': 29,
  'Ryzen 5 1400': 27,
  'Ryzen 3 1300X': 27,
  'Ryzen 3 1200': 25,
  'Ryzen 5 2400G': 29,
  'Ryzen 3 2200G': 26,
  // LGA1700, Raptor Lake Refresh
  'Core i9-14900KS': 92,
  'Core i9-14900K': 90,
  'Core i9-14900': 86,
  'Core i7-14700K': 88,
  'Core i7-14700': 84,
  'Core i5-14600K': 84,
  'Core i5-14500': 76,
  'Core i5-14400': 72,
  'Core i3-14100': 60,
  // LGA1700, Raptor Lake
  'Core i9-13900KS': 91,
  'Core i9-13900K': 89,
  'Core i9-13900': 84,
  'Core i7-13700K': 86,
  'Core i7-13700': 81,
  'Core i5-13600K': 82,
  'Core i5-13600': 76,
  'Core i5-13500': 74,
  'Core i5-13400': 70,
  'Core i3-13100': 58,
  // LGA1700, Alder Lake
  'Core i9-12900KS': 81,
  'Core i9-12900K': 78,
  'Core i9-12900': 75,
  'Core i7-12700K': 76,
  'Core i7-12700': 73,
  'Core i5-12600K': 73,
  'Core i5-12600': 70,
  'Core i5-12500': 68,
  'Core i5-12400': 66,
  'Core i3-12100': 56,
  // LGA1851, Arrow Lake
  'Core Ultra 9 285K': 86,
  'Core Ultra 9 285': 80,
  'Core Ultra 7 265K': 83,
  'Core Ultra 7 265': 77,
  'Core Ultra 5 245K': 77,
  'Core Ultra 5 235': 70,
  'Core Ultra 5 225': 66,
  // LGA1200, Rocket Lake
  'Core i9-11900K': 58,
  'Core i9-11900': 56,
  'Core i7-11700K': 57,
  'Core i7-11700': 55,
  'Core i5-11600K': 56,
  'Core i5-11600': 54,
  'Core i5-11500': 53,
  'Core i5-11400': 52,
  // LGA1200, Comet Lake
  'Core i9-10900K': 58,
  'Core i9-10850K': 57,
  'Core i9-10900': 55,
  'Core i7-10700K': 56,
  'Core i7-10700': 54,
  'Core i5-10600K': 53,
  'Core i5-10600': 51,
  'Core i5-10500': 50,
  'Core i5-10400': 48,
  'Core i3-10325': 43,
  'Core i3-10320': 43,
  'Core i3-10300': 42,
  'Core i3-10105': 41,
  'Core i3-10100': 40,
  // LGA1151, Coffee Lake Refresh
  'Core i9-9900KS': 57,
  'Core i9-9900K': 55,
  'Core i9-9900': 52,
  'Core i7-9700K': 53,
  'Core i7-9700': 51,
  'Core i5-9600K': 47,
  'Core i5-9600': 46,
  'Core i5-9500': 45,
  'Core i5-9400': 43,
  'Core i3-9350K': 38,
  'Core i3-9320': 37,
  'Core i3-9300': 36,
  'Core i3-9100': 35,
  // LGA1151, Coffee Lake
  'Core i7-8086K': 53,
  'Core i7-8700K': 51,
  'Core i7-8700': 49,
  'Core i5-8600K': 46,
  'Core i5-8600': 45,
  'Core i5-8500': 44,
  'Core i5-8400': 42,
  'Core i3-8350K': 37,
  'Core i3-8100': 34,
  // LGA1151, Kaby Lake
  'Core i7-7700K': 41,
  'Core i7-7700': 39,
  'Core i5-7600K': 35,
  'Core i5-7600': 34,
  'Core i5-7500': 32,
  'Core i5-7400': 30,
  // LGA1151, Skylake
  'Core i7-6700K': 38,
  'Core i7-6700': 36,
  'Core i5-6600K': 33,
  'Core i5-6600': 32,
  'Core i5-6500': 30,
  'Core i5-6400': 27,
  'Core i3-6100': 23,
  // LGA1150, Broadwell and Haswell
  'Core i7-5775C': 35,
  'Core i5-5675C': 31,
  'Core i7-4790K': 35,
  'Core i7-4790': 32,
  'Core i7-4770K': 32,
  'Core i7-4770': 31,
  'Core i5-4690K': 29,
  'Core i5-4690': 28,
  'Core i5-4590': 27,
  // LGA2066, Cascade Lake-X and Skylake-X Refresh
  'Core i9-10980XE': 42,
  'Core i9-10940X': 43,
  'Core i9-10920X': 43,
  'Core i9-10900X': 43,
  'Core i9-9980XE': 41,
  'Core i9-9960X': 41,
  'Core i9-9940X': 42,
  'Core i9-9920X': 42,
  'Core i9-9900X': 42,
  'Core i9-9820X': 41,
  'Core i7-9800X': 42,
  // LGA2066, Skylake-X and Kaby Lake-X
  'Core i9-7980XE': 39,
  'Core i9-7960X': 39,
  'Core i9-7940X': 40,
  'Core i9-7920X': 40,
  'Core i9-7900X': 41,
  'Core i7-7820X': 40,
  'Core i7-7800X': 37,
  'Core i7-7740X': 41,
  'Core i5-7640X': 35,
  // LGA2011-3, Broadwell-E and Haswell-E
  'Core i7-6950X': 34,
  'Core i7-6900K': 34,
  'Core i7-6850K': 34,
  'Core i7-6800K': 33,
  'Core i7-5960X': 31,
  'Core i7-5930K': 32,
  'Core i7-5820K': 31,
  // sTR4, Threadripper 2000 (Zen+)
  'Ryzen Threadripper 2950X': 38,
  'Ryzen Threadripper 2920X': 37,
  'Ryzen Threadripper 2970WX': 33,
  'Ryzen Threadripper 2990WX': 32,
  // AM3+, FX (Piledriver)
  'FX-9590': 24,
  'FX-9370': 23,
  'FX-8370': 22,
  'FX-8350': 21,
  'FX-8370E': 20,
  'FX-8320E': 19,
  'FX-8310': 19,
};

/**
 * The table key of a CPU's name: `AMD Ryzen™ 7 7800X3D OEM/Tray` → `Ryzen 7 7800X3D`,
 * `Intel Core i5 14600KF` → `Core i5-14600K`, `Intel Core Ultra 7 265KF` → `Core Ultra 7 265K`,
 * `Intel Core i7 Extreme 6950X` → `Core i7-6950X`, `AMD Ryzen Threadripper 2950X` →
 * `Ryzen Threadripper 2950X`, `AMD FX FX 8370E` → `FX-8370E`.
 * Null when the name is not a Ryzen, Ryzen Threadripper, Core, Core Ultra or FX model number.
 */
export function cpuModelKey(name: string): string | null {
  const text = cleanText(name);
  const ryzen = /\bRyzen (\d) (PRO )?(\d{4}[A-Z0-9]*)\b/i.exec(text);
  if (ryzen) return `Ryzen ${ryzen[1]} ${ryzen[2] ? 'PRO ' : ''}${ryzen[3]?.toUpperCase()}`;
  const threadripper = /\bRyzen Threadripper (PRO )?(\d{4}[A-Z]*)\b/i.exec(text);
  if (threadripper) {
    return `Ryzen Threadripper ${threadripper[1] ? 'PRO ' : ''}${threadripper[2]?.toUpperCase()}`;
  }
  const ultra = /\bCore Ultra (\d) (\d{3})([A-Z]*)\b( Plus)?/i.exec(text);
  if (ultra) {
    return `Core Ultra ${ultra[1]} ${ultra[2]}${withoutF(ultra[3] ?? '')}${ultra[4] ? ' Plus' : ''}`;
  }
  const core = /\bCore (i\d)[ -](?:Extreme )?(\d{4,5})([A-Z]*)\b/i.exec(text);
  if (core) return `Core ${core[1]?.toLowerCase()}-${core[2]}${withoutF(core[3] ?? '')}`;
  const fx = /\bFX[ -](?:FX[ -])?(\d{4})([A-Z]?)\b/i.exec(text);
  if (fx) return `FX-${fx[1]}${fx[2]?.toUpperCase() ?? ''}`;
  return null;
}

/** `KF` → `K`, `F` → ``: the F models are the same chip without integrated graphics. */
function withoutF(suffix: string): string {
  return suffix.toUpperCase().replace(/F$/, '');
}
