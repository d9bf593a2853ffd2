import { categorySlugs } from '../../api/constants/index';
import type { CategorySlug } from '../../api/schemas/specs';
import { powerCategories } from '../power';
import { checkDriveBays, checkOpticalBays } from './bays';
import { checkCoolerHeight, checkGpuLength, checkRadiator } from './clearance';
import { checkGpuRequired, checkMonitorConnection } from './display';
import { checkArgbHeaders, checkFanMountsFamily } from './fans';
import { checkMotherboardSize, checkPsuFormFactor } from './form-factor';
import type { Rule } from './issue';
import type { IndexedBuild } from '../build/parts';
import { checkDimmSlots, checkMemoryType } from './memory';
import { checkPsuConnectors, checkPsuWattage, preparePsuWattage } from './psu';
import { checkM2Slots, checkPcieSlots } from './slots';
import { checkCoolerSocket, checkCpuSocket } from './socket';

/**
 * Every rule, with the categories it reads and those it requires. Together they report every code
 * once, in the order of ruleCodes.
 */
export const rules: readonly Rule[] = [
  {
    codes: ['cpu_socket_mismatch'],
    categories: ['cpu', 'motherboard'],
    requires: ['cpu', 'motherboard'],
    check: checkCpuSocket,
  },
  {
    codes: ['motherboard_too_big'],
    categories: ['case', 'motherboard'],
    requires: ['case', 'motherboard'],
    check: checkMotherboardSize,
  },
  {
    codes: ['psu_form_factor_mismatch'],
    categories: ['case', 'psu'],
    requires: ['case', 'psu'],
    check: checkPsuFormFactor,
  },
  {
    codes: ['not_enough_35_bays', 'not_enough_25_bays'],
    categories: ['case', 'storage'],
    requires: ['case', 'storage'],
    check: checkDriveBays,
  },
  {
    codes: ['gpu_too_long'],
    categories: ['case', 'gpu'],
    requires: ['case', 'gpu'],
    check: checkGpuLength,
  },
  {
    codes: ['cooler_too_tall'],
    categories: ['case', 'cooler'],
    requires: ['case', 'cooler'],
    check: checkCoolerHeight,
  },
  {
    codes: ['radiator_not_supported'],
    categories: ['case', 'cooler'],
    requires: ['case', 'cooler'],
    check: checkRadiator,
  },
  {
    codes: ['not_enough_m2_slots'],
    categories: ['motherboard', 'storage'],
    requires: ['motherboard', 'storage'],
    check: checkM2Slots,
  },
  {
    codes: ['memory_type_mismatch'],
    categories: ['memory', 'motherboard'],
    requires: ['memory', 'motherboard'],
    check: checkMemoryType,
  },
  {
    codes: ['not_enough_dimm_slots'],
    categories: ['memory', 'motherboard'],
    requires: ['memory', 'motherboard'],
    check: checkDimmSlots,
  },
  {
    codes: ['gpu_required'],
    categories: ['cpu', 'gpu'],
    requires: ['cpu'],
    completeness: true,
    check: checkGpuRequired,
  },
  {
    codes: ['psu_underpowered'],
    categories: ['psu', ...powerCategories],
    requires: ['psu'],
    check: checkPsuWattage,
    prepare: preparePsuWattage,
  },
  {
    codes: ['psu_missing_pcie_connectors'],
    categories: ['psu', 'gpu'],
    requires: ['psu', 'gpu'],
    check: checkPsuConnectors,
  },
  {
    codes: ['not_enough_120mm_fan_mounts', 'not_enough_140mm_fan_mounts'],
    categories: ['case', 'fan'],
    requires: ['case', 'fan'],
    check: checkFanMountsFamily,
  },
  {
    codes: ['not_enough_argb_headers'],
    categories: ['motherboard', 'fan', 'lighting', 'cooler'],
    requires: ['motherboard'],
    check: checkArgbHeaders,
  },
  {
    codes: ['not_enough_pcie_slots'],
    categories: ['motherboard', 'gpu', 'accessory'],
    requires: ['motherboard'],
    check: checkPcieSlots,
  },
  {
    codes: ['monitor_no_compatible_connection'],
    categories: ['monitor', 'gpu', 'cpu', 'motherboard'],
    requires: ['monitor'],
    check: checkMonitorConnection,
  },
  {
    codes: ['not_enough_optical_bays'],
    categories: ['case', 'optical-drive'],
    requires: ['case', 'optical-drive'],
    check: checkOpticalBays,
  },
  {
    codes: ['cooler_socket_unsupported'],
    categories: ['cooler', 'cpu', 'motherboard'],
    requires: ['cooler'],
    check: checkCoolerSocket,
  },
];

/** Whether the build has a part in every category the rule requires (`except` aside). */
export function hasRequiredParts(rule: Rule, build: IndexedBuild, except?: CategorySlug): boolean {
  for (const category of rule.requires) {
    if (category !== except && build[category].length === 0) return false;
  }
  return true;
}

/**
 * For each category, the rules a candidate part of that category can break: those that read the
 * category, without the completeness rules (a build's missing graphics card doesn't make a CPU
 * incompatible). The customiser runs only these when marking a step's candidates.
 */
export const rulesForCategory: Readonly<Record<CategorySlug, readonly Rule[]>> = (() => {
  const byCategory = {} as Record<CategorySlug, readonly Rule[]>;
  for (const category of categorySlugs) {
    byCategory[category] = rules.filter(
      (rule) => !rule.completeness && rule.categories.includes(category),
    );
  }
  return byCategory;
})();
