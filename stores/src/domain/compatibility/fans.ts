import type { IndexedBuild } from '../build/parts';
import { error, ids } from './issue';
import type { CompatibilityIssue } from './issue';

function fanMountIssues(
  build: IndexedBuild,
  sizeMm: 120 | 140,
  mounts: unknown,
): CompatibilityIssue[] {
  const pcCase = build.case[0];
  if (!pcCase || typeof mounts !== 'number') return [];
  let fans = 0;
  for (const pack of build.fan) {
    if (pack.specs.sizeMm !== sizeMm) continue;
    const perPack = pack.specs.fansPerPack;
    fans += (typeof perPack === 'number' ? perPack : 1) * pack.amount;
  }
  if (fans <= mounts) return [];
  const packs = build.fan.filter((pack) => pack.specs.sizeMm === sizeMm);
  const code = sizeMm === 120 ? 'not_enough_120mm_fan_mounts' : 'not_enough_140mm_fan_mounts';
  return [error(code, [...ids(packs), pcCase.id], { case: pcCase.title, fans, mounts, sizeMm })];
}

/**
 * `not_enough_120mm_fan_mounts` and `not_enough_140mm_fan_mounts`: more case fans of a size
 * (fans per pack × packs; a pack of unknown size counts one fan) than the case's mounts for that
 * size. The fans that come on an AIO radiator or an air cooler don't use case fan mounts. Each
 * size is checked against the case's maximum for it; positions shared between sizes (front:
 * 3 × 120 or 2 × 140) aren't modelled.
 */
export function checkFanMountsFamily(build: IndexedBuild): CompatibilityIssue[] {
  const pcCase = build.case[0];
  if (!pcCase || build.fan.length === 0) return [];
  const issues120 = fanMountIssues(build, 120, pcCase.specs.fanMounts120);
  const issues140 = fanMountIssues(build, 140, pcCase.specs.fanMounts140);
  return issues140.length === 0 ? issues120 : [...issues120, ...issues140];
}

/**
 * `not_enough_argb_headers`: more ARGB devices than the motherboard's ARGB headers. A device is
 * one unit bought of: an ARGB fan part, an ARGB lighting part, an ARGB cooler. A pack of ARGB fans
 * comes daisy-chained (or with its own splitter) onto one header, so it counts once per pack, not
 * per fan; single fans bought several times count one each. An ARGB lighting controller also takes
 * one header (its own outputs aren't in the data). ARGB memory is driven over the memory bus (SMBus)
 * and needs no header.
 */
export function checkArgbHeaders(build: IndexedBuild): CompatibilityIssue[] {
  const motherboard = build.motherboard[0];
  const headers = motherboard?.specs.argbHeaders;
  if (!motherboard || typeof headers !== 'number') return [];
  let devices = 0;
  for (const part of build.fan) if (part.specs.argb === true) devices += part.amount;
  for (const part of build.lighting) if (part.specs.argb === true) devices += part.amount;
  for (const part of build.cooler) if (part.specs.argb === true) devices += part.amount;
  if (devices <= headers) return [];
  const argb = [...build.fan, ...build.lighting, ...build.cooler].filter(
    (part) => part.specs.argb === true,
  );
  return [
    error('not_enough_argb_headers', [...ids(argb), motherboard.id], {
      motherboard: motherboard.title,
      devices,
      headers,
    }),
  ];
}
