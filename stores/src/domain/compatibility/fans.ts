import type { IndexedBuild } from '../build/parts';
import { error, ids, unlistedFacts, unverified } from './issue';
import type { CompatibilityIssue } from './issue';

function fanMountIssues(
  build: IndexedBuild,
  sizeMm: 120 | 140,
  mounts: unknown,
): CompatibilityIssue[] {
  const pcCase = build.case[0];
  if (!pcCase) return [];
  let fans = 0;
  for (const pack of build.fan) {
    if (pack.specs.sizeMm !== sizeMm) continue;
    const perPack = pack.specs.fansPerPack;
    fans += (typeof perPack === 'number' ? perPack : 1) * pack.amount;
  }
  const packs = build.fan.filter((pack) => pack.specs.sizeMm === sizeMm);
  const code = sizeMm === 120 ? 'not_enough_120mm_fan_mounts' : 'not_enough_140mm_fan_mounts';
  if (fans > 0 && typeof mounts !== 'number') {
    const missing = [`case.fanMounts${sizeMm}` as const];
    return [unverified(code, [...ids(packs), pcCase.id], { case: pcCase.title, sizeMm }, missing)];
  }
  if (typeof mounts !== 'number' || fans <= mounts) return [];
  return [error(code, [...ids(packs), pcCase.id], { case: pcCase.title, fans, mounts, sizeMm })];
}

/**
 * `not_enough_120mm_fan_mounts` and `not_enough_140mm_fan_mounts`: more case fans of a size
 * (fans per pack × packs; a pack of unknown size counts one fan) than the case's mounts for that
 * size. The fans that come on an AIO radiator or an air cooler don't use case fan mounts. Each
 * size is checked against the case's maximum for it; positions shared between sizes (front:
 * 3 × 120 or 2 × 140) aren't modelled. Unverified when the case's mounts for a size the build's
 * fans have aren't listed. Fans of other sizes (80, 92, 200 mm …) aren't checked: no case's data
 * counts mounts for them, and each size's rule concerns its own.
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
 * and needs no header. Unverified when the board's ARGB headers aren't listed and the build has
 * an ARGB device, or when parts whose lighting isn't listed could use up the headers.
 */
export function checkArgbHeaders(build: IndexedBuild): CompatibilityIssue[] {
  const motherboard = build.motherboard[0];
  if (!motherboard) return [];
  const headers = motherboard.specs.argbHeaders;
  let devices = 0;
  let maybe = 0;
  for (const parts of [build.fan, build.lighting, build.cooler]) {
    for (const part of parts) {
      if (part.specs.argb === true) devices += part.amount;
      else if (part.specs.argb === null) maybe += part.amount;
    }
  }
  const lit = [...build.fan, ...build.lighting, ...build.cooler];
  const argb = lit.filter((part) => part.specs.argb === true);
  const params = { motherboard: motherboard.title };
  if (typeof headers !== 'number') {
    if (devices + maybe === 0) return [];
    const missing = unlistedFacts([motherboard, 'argbHeaders', headers]);
    const parts = [...ids(lit.filter((part) => part.specs.argb !== false)), motherboard.id];
    return [unverified('not_enough_argb_headers', parts, params, missing)];
  }
  if (devices <= headers && devices + maybe > headers) {
    const unknown = lit.filter((part) => part.specs.argb === null);
    const missing = unlistedFacts(...unknown.map((part) => [part, 'argb', null] as const));
    const parts = [...ids(unknown), motherboard.id];
    return [unverified('not_enough_argb_headers', parts, params, [...new Set(missing)])];
  }
  if (devices <= headers) return [];
  return [
    error('not_enough_argb_headers', [...ids(argb), motherboard.id], {
      motherboard: motherboard.title,
      devices,
      headers,
    }),
  ];
}
