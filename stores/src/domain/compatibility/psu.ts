import { pcieConnectors } from '../../api/constants/index';
import type { CategorySlug, PcieConnector } from '../../api/schemas/specs';
import type { IndexedBuild, IndexedPart } from '../build/parts';
import {
  peakPowerW,
  powerDrawingParts,
  recommendedPsuW,
  stepPower,
  unlistedDrawFacts,
} from '../power';
import { error, ids, listParam, unlistedFacts, unverified } from './issue';
import type { CompatibilityIssue, RuleCheck } from './issue';

/**
 * The PSU's answer for an estimated peak draw: a conflict when its wattage is below the
 * recommendation; unverified when it isn't but the estimate is a lower bound (`unlisted`: the
 * parts whose draw isn't listed, see unlistedDrawFacts); fine otherwise.
 */
function wattageVerdict(
  psu: IndexedPart<'psu'>,
  psuW: number,
  peakW: number,
  drawingIds: () => string[],
  unlisted: readonly IndexedPart[],
): CompatibilityIssue[] {
  const recommendedW = recommendedPsuW(peakW);
  if (psuW < recommendedW) {
    const params = { psu: psu.title, psuW, peakW, recommendedW };
    return [error('psu_underpowered', [psu.id, ...drawingIds()], params)];
  }
  const missing = unlistedDrawFacts(unlisted);
  if (missing.length === 0) return [];
  const parts = [psu.id, ...ids(unlisted)];
  return [unverified('psu_underpowered', parts, { psu: psu.title }, [...new Set(missing)])];
}

/** The CPUs and graphics cards whose draw isn't listed (see unlistedDrawFacts). */
function withUnlistedDraw(...parts: readonly IndexedPart[]): IndexedPart[] {
  return parts.filter((part) => unlistedDrawFacts([part]).length > 0);
}

/**
 * `psu_underpowered`: the PSU's wattage is below the recommended wattage of the power estimate
 * (peak + 30 %, up to the next 50 W; see power.ts). Involves the PSU and every part that draws
 * power, in the order of powerCategories (CPU and graphics cards first). The estimate counts a
 * draw that isn't listed low, so a PSU it finds short is short; one it finds enough is unverified
 * while a CPU's peak power or a graphics card's board power isn't listed.
 */
export function checkPsuWattage(build: IndexedBuild): CompatibilityIssue[] {
  const psu = build.psu[0];
  const psuW = psu?.specs.wattage;
  if (!psu || typeof psuW !== 'number') return [];
  return wattageVerdict(
    psu,
    psuW,
    peakPowerW(build),
    () => ids(powerDrawingParts(build)),
    withUnlistedDraw(...build.cpu, ...build.gpu),
  );
}

/**
 * checkPsuWattage for builds that differ from `base` only in `category`'s parts (a customiser
 * step's candidates). Outside the PSU step the PSU is the base's, so its wattage and the draw of
 * the rest of the build (stepPower) are read once.
 */
export function preparePsuWattage(base: IndexedBuild, category: CategorySlug): RuleCheck {
  if (category === 'psu') return checkPsuWattage;
  const psu = base.psu[0];
  const psuW = psu?.specs.wattage;
  if (!psu || typeof psuW !== 'number') return () => [];
  const power = stepPower(base, category);
  // The step's own CPUs or graphics cards are the candidate's; the rest are the base's.
  const cpus = category === 'cpu' ? null : withUnlistedDraw(...base.cpu);
  const gpus = category === 'gpu' ? null : withUnlistedDraw(...base.gpu);
  const fixed = cpus && gpus ? [...cpus, ...gpus] : null;
  return (build) => {
    const parts = build[category] as readonly IndexedPart[];
    const unlisted = fixed ?? [
      ...(cpus ?? withUnlistedDraw(...parts)),
      ...(gpus ?? withUnlistedDraw(...parts)),
    ];
    return wattageVerdict(psu, psuW, power.peakW(parts), () => power.drawingIds(parts), unlisted);
  };
}

/** Watts one PCIe 8-pin plug delivers: how many of them an adapter to a 16-pin plug needs. */
export const EIGHT_PIN_W = 150;

type ConnectorCounts = Record<PcieConnector, number>;

/** A PSU's count of one cable kind; 0 when its data doesn't say. */
const cables = (count: unknown): number => (typeof count === 'number' ? count : 0);

function formatConnectors(counts: ConnectorCounts): (string | number)[] {
  const present = pcieConnectors.filter((connector) => counts[connector] > 0);
  return present.length > 0
    ? present.map((connector) => `${counts[connector]} × ${connector}`)
    : [0];
}

/** 8-pin cables an adapter needs to feed one 16-pin plug of this card: 2 to 4, 4 when unknown. */
function adapterCables(boardPowerW: unknown, sixteenPins: number): number {
  if (typeof boardPowerW !== 'number') return 4;
  return Math.min(4, Math.max(2, Math.ceil(boardPowerW / sixteenPins / EIGHT_PIN_W)));
}

/**
 * `psu_missing_pcie_connectors`: the PSU can't feed the graphics cards' power plugs (× amount).
 * - an 8-pin plug needs an 8-pin (6+2) cable;
 * - a 6-pin plug takes a 6-pin cable or an 8-pin (6+2) one;
 * - a 16-pin plug (12VHPWR / 12V-2x6) takes a native 16-pin cable or, through the adapter the
 *   cards ship with, 8-pin cables: one per 150 W of the card's board power, 2 to 4 of them
 *   (an RTX 4090 at 450 W needs 3). Native cables go to the cards that would need most adapters.
 * Every choice above is forced (each cable kind serves what only it can first), so the greedy
 * count is exact. Unverified when the PSU's plugs aren't listed (and a card needs some) or a
 * card's plugs aren't listed.
 */
export function checkPsuConnectors(build: IndexedBuild): CompatibilityIssue[] {
  const psu = build.psu[0];
  if (!psu || build.gpu.length === 0) return [];
  const available = psu.specs.pcieConnectors;
  const plugsUnlisted = build.gpu.filter((gpu) => !Array.isArray(gpu.specs.powerConnectors));
  const needsPlugs = build.gpu.some((gpu) => (gpu.specs.powerConnectors?.length ?? 0) > 0);
  if (available == null || plugsUnlisted.length > 0) {
    if (available == null && !needsPlugs && plugsUnlisted.length === 0) return [];
    const missing = unlistedFacts(
      [psu, 'pcieConnectors', available],
      ...plugsUnlisted.map((gpu) => [gpu, 'powerConnectors', null] as const),
    );
    const params = { psu: psu.title, gpu: listParam(build.gpu.map((gpu) => gpu.title)) };
    const parts = [psu.id, ...ids(build.gpu)];
    return [unverified('psu_missing_pcie_connectors', parts, params, [...new Set(missing)])];
  }
  const have6 = cables(available['6-pin']);
  const have8 = cables(available['8-pin']);
  const have16 = cables(available['16-pin']);
  let need6 = 0;
  let need8 = 0;
  let need16 = 0;
  /** The fewest and the most 8-pin cables one 16-pin plug needs through an adapter. */
  let fewestAdapted = Infinity;
  let mostAdapted = 0;
  for (const gpu of build.gpu) {
    const plugs = gpu.specs.powerConnectors;
    if (!Array.isArray(plugs)) continue;
    let sixteenPins = 0;
    for (const plug of plugs) {
      if (plug === '6-pin') need6 += gpu.amount;
      else if (plug === '8-pin') need8 += gpu.amount;
      else if (plug === '16-pin') sixteenPins += 1;
    }
    if (sixteenPins === 0) continue;
    need16 += sixteenPins * gpu.amount;
    const perPlug = adapterCables(gpu.specs.boardPowerW, sixteenPins);
    fewestAdapted = Math.min(fewestAdapted, perPlug);
    mostAdapted = Math.max(mostAdapted, perPlug);
  }
  const unfed = need16 - have16;
  let adapted = 0;
  if (unfed > 0) {
    // Usually every 16-pin plug needs as many cables; otherwise feed the hungriest natively.
    adapted = fewestAdapted === mostAdapted ? unfed * mostAdapted : adaptedCables(build, have16);
  }
  const eightPinsNeeded = need8 + Math.max(0, need6 - have6) + adapted;
  if (eightPinsNeeded <= have8) return [];
  return [
    error('psu_missing_pcie_connectors', [psu.id, ...ids(build.gpu)], {
      psu: psu.title,
      gpu: listParam(build.gpu.map((gpu) => gpu.title)),
      required: formatConnectors({ '6-pin': need6, '8-pin': need8, '16-pin': need16 }),
      available: formatConnectors({ '6-pin': have6, '8-pin': have8, '16-pin': have16 }),
    }),
  ];
}

/**
 * The 8-pin cables the 16-pin plugs left without a native cable need through adapters; the
 * native cables go to the plugs that would need most.
 */
function adaptedCables(build: IndexedBuild, nativeCables: number): number {
  const needs: number[] = [];
  for (const gpu of build.gpu) {
    const plugs = gpu.specs.powerConnectors;
    if (!Array.isArray(plugs)) continue;
    let sixteenPins = 0;
    for (const plug of plugs) if (plug === '16-pin') sixteenPins += 1;
    if (sixteenPins === 0) continue;
    const perPlug = adapterCables(gpu.specs.boardPowerW, sixteenPins);
    for (let plug = 0; plug < sixteenPins * gpu.amount; plug++) needs.push(perPlug);
  }
  if (needs.length > 1) needs.sort((a, b) => b - a);
  let total = 0;
  for (let plug = nativeCables; plug < needs.length; plug++) total += needs[plug] ?? 0;
  return total;
}
