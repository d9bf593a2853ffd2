import { cleanText } from './fields';

/**
 * Gaming performance index of the desktop CPUs we sell, on the shop's scale (stores/src/domain/
 * fps.ts): relative average frame rate in CPU-bound games (1080p with a GeForce RTX 4090), where a
 * Ryzen 7 7800X3D is 100. Figures are rounded averages of published review suites (TechPowerUp,
 * Hardware Unboxed, Gamers Nexus at launch), fitted to the shop's own anchors (Core i5-14600K 84,
 * Core i5-14400F 72, Ryzen 5 5600X 62). OpenDB has no performance data: a CPU whose model is not
 * listed here is skipped ("not in the performance table"), never estimated.
 *
 * Scope: Ryzen 5000 on AM4; Ryzen 7000, 8000 and 9000 (and PRO 7x45) on AM5; Core 12th–14th
 * generation on LGA1700 (without the 35 W T models); Core Ultra 200S on LGA1851.
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
};

/**
 * The table key of a CPU's name: `AMD Ryzen™ 7 7800X3D OEM/Tray` → `Ryzen 7 7800X3D`,
 * `Intel Core i5 14600KF` → `Core i5-14600K`, `Intel Core Ultra 7 265KF` → `Core Ultra 7 265K`.
 * Null when the name is not a Ryzen, Core or Core Ultra model number.
 */
export function cpuModelKey(name: string): string | null {
  const text = cleanText(name);
  const ryzen = /\bRyzen (\d) (PRO )?(\d{4}[A-Z0-9]*)\b/i.exec(text);
  if (ryzen) return `Ryzen ${ryzen[1]} ${ryzen[2] ? 'PRO ' : ''}${ryzen[3]?.toUpperCase()}`;
  const ultra = /\bCore Ultra (\d) (\d{3})([A-Z]*)\b( Plus)?/i.exec(text);
  if (ultra) {
    return `Core Ultra ${ultra[1]} ${ultra[2]}${withoutF(ultra[3] ?? '')}${ultra[4] ? ' Plus' : ''}`;
  }
  const core = /\bCore (i\d)[ -](\d{4,5})([A-Z]*)\b/i.exec(text);
  if (core) return `Core ${core[1]?.toLowerCase()}-${core[2]}${withoutF(core[3] ?? '')}`;
  return null;
}

/** `KF` → `K`, `F` → ``: the F models are the same chip without integrated graphics. */
function withoutF(suffix: string): string {
  return suffix.toUpperCase().replace(/F$/, '');
}
