import type { CategorySlug, SpecificationRow, SpecsByCategory } from '@pcshop/stores/schemas';

type Facts = SpecificationRow['facts'];

const pick = <T extends object>(specs: T, keys: readonly (keyof T)[]): Facts => {
  const facts: Facts = {};
  for (const key of keys) {
    const value = specs[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      facts[key as string] = value;
    }
  }
  return facts;
};

/**
 * The key facts a model's specification table shows for a part, by category: the spec fields
 * as they are (the storefront names and formats them), plus a kit's total memory.
 */
const factsByCategory: { [C in CategorySlug]: (specs: SpecsByCategory[C]) => Facts } = {
  case: (specs) => pick(specs, ['towerSize', 'sidePanel', 'colour']),
  cpu: (specs) => pick(specs, ['cores', 'threads', 'boostClockGhz', 'socket']),
  motherboard: (specs) => pick(specs, ['chipset', 'formFactor', 'memoryType', 'wifi']),
  cooler: (specs) => pick(specs, ['kind', 'radiatorMm', 'heightMm', 'fans']),
  memory: (specs) => ({
    capacityGb: specs.modules * specs.capacityGbPerModule,
    ...pick(specs, ['modules', 'type', 'speedMtps', 'casLatency']),
  }),
  gpu: (specs) => pick(specs, ['vramGb', 'boardPowerW']),
  storage: (specs) => pick(specs, ['capacityGb', 'kind', 'interface', 'formFactor', 'readMBps']),
  psu: (specs) => pick(specs, ['wattage', 'efficiency', 'modular', 'formFactor']),
  fan: (specs) => pick(specs, ['sizeMm', 'fansPerPack', 'argb']),
  lighting: (specs) => pick(specs, ['kind', 'argb', 'lengthMm']),
  'optical-drive': (specs) => pick(specs, ['kind', 'interface']),
  os: (specs) => pick(specs, ['edition', 'licence']),
  monitor: (specs) => pick(specs, ['sizeInch', 'resolution', 'refreshHz', 'panel']),
  accessory: (specs) => pick(specs, ['kind', 'connection']),
};

export function specificationFacts<C extends CategorySlug>(
  category: C,
  specs: SpecsByCategory[C],
): Facts {
  return (factsByCategory[category] as (specs: SpecsByCategory[C]) => Facts)(specs);
}
