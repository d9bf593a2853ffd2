import type { IndexedBuild } from '../build/parts';
import { error, ids, unverified } from './issue';
import type { CompatibilityIssue } from './issue';

/**
 * `not_enough_m2_slots`: more M.2 drives (× amount) than the motherboard's M.2 slots; unverified
 * when the build has M.2 drives and the board's M.2 slots aren't listed.
 */
export function checkM2Slots(build: IndexedBuild): CompatibilityIssue[] {
  const motherboard = build.motherboard[0];
  if (!motherboard) return [];
  const slots = motherboard.specs.m2Slots;
  let drives = 0;
  for (const drive of build.storage) if (drive.specs.formFactor === 'M.2') drives += drive.amount;
  const m2Drives = build.storage.filter((drive) => drive.specs.formFactor === 'M.2');
  if (drives > 0 && typeof slots !== 'number') {
    const params = { motherboard: motherboard.title };
    const parts = [...ids(m2Drives), motherboard.id];
    return [unverified('not_enough_m2_slots', parts, params, ['motherboard.m2Slots'])];
  }
  if (typeof slots !== 'number' || drives <= slots) return [];
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
 * Unverified when the build has cards and the board's PCIe slots aren't listed.
 */
export function checkPcieSlots(build: IndexedBuild): CompatibilityIssue[] {
  const motherboard = build.motherboard[0];
  if (!motherboard) return [];
  const slots = motherboard.specs.pcieSlots;
  let cards = 0;
  for (const gpu of build.gpu) cards += gpu.amount;
  for (const accessory of build.accessory) {
    if (accessory.specs.pcieCard === true) cards += accessory.amount;
  }
  const accessoryCards = build.accessory.filter((accessory) => accessory.specs.pcieCard === true);
  if (cards > 0 && typeof slots !== 'number') {
    const params = { motherboard: motherboard.title };
    const parts = [...ids(build.gpu), ...ids(accessoryCards), motherboard.id];
    return [unverified('not_enough_pcie_slots', parts, params, ['motherboard.pcieSlots'])];
  }
  if (typeof slots !== 'number' || cards <= slots) return [];
  return [
    error('not_enough_pcie_slots', [...ids(build.gpu), ...ids(accessoryCards), motherboard.id], {
      motherboard: motherboard.title,
      cards,
      slots,
    }),
  ];
}
