import type { FactKey } from '@pcshop/stores/domain';

/** A fan size from which a liquid cooler's figure is its radiator's length (240, 280, 360 …). */
export const RADIATOR_AS_FAN_MM = 240;

/**
 * Values the dataset records that can't be true of a part sold as described. Each is read as
 * unknown (null, so the rules answer "unverified") rather than as a fact; the mappers name the
 * entry they applied and the import report counts the parts each entry touched.
 */
export const implausibleValues = {
  psuWithoutPciePlugs: {
    fact: 'psu.pcieConnectors',
    when: 'a power supply of 450 W or more listing 0 PCIe plugs',
  },
  gpuWithoutPowerPlugs: {
    fact: 'gpu.powerConnectors',
    when: 'a graphics card drawing more than the 75 W of its slot listing no power plug',
  },
  caseWithoutPsuFormFactor: {
    fact: 'case.psuFormFactors',
    when: 'a case listing no power supply form factor',
  },
  caseWithoutExpansionSlots: {
    fact: 'case.expansionSlots',
    when: 'a case listing 0 expansion slots',
  },
  caseWithoutGpuClearance: {
    fact: 'case.maxGpuLengthMm',
    when: 'a case listing 0 mm of graphics card clearance',
  },
  caseWithoutCoolerClearance: {
    fact: 'case.maxCoolerHeightMm',
    when: 'a case listing 0 mm of CPU cooler clearance',
  },
  coolerFanSizeOfRadiator: {
    fact: 'cooler.fanSizeMm',
    when: `a liquid cooler listing a fan of ${RADIATOR_AS_FAN_MM} mm or more: its radiator's length`,
  },
} as const satisfies Record<string, { fact: FactKey; when: string }>;

export type ImplausibleValue = keyof typeof implausibleValues;

/** The watts from which a PSU has PCIe plugs: every ATX unit of 450 W or more ships some. */
export const PSU_WITH_PCIE_PLUGS_W = 450;

/** Watts a PCIe x16 slot delivers: a card drawing more needs auxiliary power plugs. */
export const SLOT_POWER_W = 75;
