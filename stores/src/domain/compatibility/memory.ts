import type { IndexedBuild } from '../build/parts';
import { error, ids } from './issue';
import type { CompatibilityIssue } from './issue';

/** `memory_type_mismatch`: a memory kit's type (DDR3, DDR4, DDR5 …) differs from the motherboard's. */
export function checkMemoryType(build: IndexedBuild): CompatibilityIssue[] {
  const motherboard = build.motherboard[0];
  const motherboardType = motherboard?.specs.memoryType;
  if (!motherboard || typeof motherboardType !== 'string') return [];
  const issues: CompatibilityIssue[] = [];
  for (const kit of build.memory) {
    const memoryType = kit.specs.type;
    if (typeof memoryType !== 'string' || memoryType === motherboardType) continue;
    issues.push(
      error('memory_type_mismatch', [kit.id, motherboard.id], {
        memory: kit.title,
        memoryType,
        motherboard: motherboard.title,
        motherboardType,
      }),
    );
  }
  return issues;
}

/**
 * `not_enough_dimm_slots`: more modules (modules per kit × kits) than the board's DIMM slots; a
 * kit whose module count is unknown counts as one module.
 */
export function checkDimmSlots(build: IndexedBuild): CompatibilityIssue[] {
  const motherboard = build.motherboard[0];
  const slots = motherboard?.specs.dimmSlots;
  if (!motherboard || typeof slots !== 'number' || build.memory.length === 0) return [];
  let modules = 0;
  for (const kit of build.memory) {
    const perKit = kit.specs.modules;
    modules += (typeof perKit === 'number' ? perKit : 1) * kit.amount;
  }
  if (modules <= slots) return [];
  return [
    error('not_enough_dimm_slots', [...ids(build.memory), motherboard.id], {
      motherboard: motherboard.title,
      modules,
      slots,
    }),
  ];
}
