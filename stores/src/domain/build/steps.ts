import type { CategorySlug } from '../../api/schemas/specs';
import { candidateModes, type CandidateMode } from '../compatibility/mark';

export interface CustomiserStep {
  category: CategorySlug;
  /** `replace`: one part is chosen; `add`: several different parts sit side by side. */
  mode: CandidateMode;
  /** A chosen part can be bought several times (memory kits, drives, fans, lighting, accessories). */
  amounts: boolean;
  /** A build can't be ordered without this step. */
  required: boolean;
}

const step = (category: CategorySlug, required: boolean, amounts = false): CustomiserStep => ({
  category,
  mode: candidateModes[category],
  amounts,
  required,
});

/** SPEC §5: the customiser's steps in their fixed order. */
export const customiserSteps: readonly CustomiserStep[] = [
  step('case', true),
  step('cpu', true),
  step('motherboard', true),
  step('cooler', false),
  step('memory', true, true),
  step('gpu', false),
  step('storage', true, true),
  step('psu', true),
  step('fan', false, true),
  step('lighting', false, true),
  step('optical-drive', false),
  step('os', false),
  step('monitor', false),
  step('accessory', false, true),
];

export const stepIndexOf = (category: CategorySlug): number =>
  customiserSteps.findIndex((candidate) => candidate.category === category);
