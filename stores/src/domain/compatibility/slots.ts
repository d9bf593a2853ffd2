import type { IndexedBuild } from '../build/parts';
import { error, ids } from './issue';
import type { CompatibilityIssue } from './issue';

/** `not_enough_m2_slots`: more M.2 drives (× amount) than the motherboard's M.2 slots. */
export function checkM2Slots(build: IndexedBuild): CompatibilityIssue[] {
  const motherboard = build.motherboard[0];
  const slots = motherboard?.specs.m2Slots;
  if (!motherboard || typeof slots !== 'number') return [];
  let drives = 0;
  for (const drive of build.storage) if (drive.specs.formFactor === 'M.2') drives += drive.amount;
  if (drives <= slots) return [];
  const m2Drives = build.storage.filter((drive) => drive.specs.formFactor === 'M.2');
  return [
    error('not_enough_m2_slots', [...ids(m2Drives), motherboard.id], {
      motherboard: motherboard.title,
      drives,
      slots,
    }),
  ];
}

/**
 * `not_enough_pcie_slots`: more expansion cards — graphics cards and accessories that are PCIe
 * cards, × amount — than the motherboard's PCIe slots (x16, x4 and x1 alike). A wide cooler
 * covering a neighbouring slot isn't modelled: the data sheets give slot counts, not positions.
 */
export function checkPcieSlots(build: IndexedBuild): CompatibilityIssue[] {
  const motherboard = build.motherboard[0];
  const slots = motherboard?.specs.pcieSlots;
  if (!motherboard || typeof slots !== 'number') return [];
  let cards = 0;
  for (const gpu of build.gpu) cards += gpu.amount;
  for (const accessory of build.accessory) {
    if (accessory.specs.pcieCard === true) cards += accessory.amount;
  }
  if (cards <= slots) return [];
  const accessoryCards = build.accessory.filter((accessory) => accessory.specs.pcieCard === true);
  return [
    error('not_enough_pcie_slots', [...ids(build.gpu), ...ids(accessoryCards), motherboard.id], {
      motherboard: motherboard.title,
      cards,
      slots,
    }),
  ];
}
