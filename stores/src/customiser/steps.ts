import type { CategorySlug } from '../api/schemas/specs';

export interface CustomiserStep {
  category: CategorySlug;
  /** Several different parts, each with an amount (memory kits, drives, fans …). */
  multiple: boolean;
  /** A build can't be ordered without this step. */
  required: boolean;
}

/** SPEC §5: the customiser's steps in their fixed order. */
export const customiserSteps: readonly CustomiserStep[] = [
  { category: 'case', multiple: false, required: true },
  { category: 'cpu', multiple: false, required: true },
  { category: 'motherboard', multiple: false, required: true },
  { category: 'cooler', multiple: false, required: false },
  { category: 'memory', multiple: true, required: true },
  { category: 'gpu', multiple: false, required: false },
  { category: 'storage', multiple: true, required: true },
  { category: 'psu', multiple: false, required: true },
  { category: 'fan', multiple: true, required: false },
  { category: 'lighting', multiple: true, required: false },
  { category: 'optical-drive', multiple: false, required: false },
  { category: 'os', multiple: false, required: false },
  { category: 'monitor', multiple: false, required: false },
  { category: 'accessory', multiple: true, required: false },
];

export const stepOf = (category: CategorySlug): CustomiserStep =>
  customiserSteps.find((step) => step.category === category) ?? customiserSteps[0]!;
