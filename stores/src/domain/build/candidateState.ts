import { lineProblem, type StockedPart } from './availability';

/** A candidate card's states, the first that applies winning. */
export const candidateStates = ['selected', 'out_of_stock', 'incompatible', 'compatible'] as const;
export type CandidateState = (typeof candidateStates)[number];

/**
 * A candidate part's state against a build, on the customiser's cards and in the products list
 * alike: a part in the build is selected; else one that can't be bought (archived or none in
 * stock) is out of stock; else it is incompatible when choosing it breaks a rule.
 */
export function candidateState(candidate: {
  part: StockedPart;
  selected: boolean;
  compatible: boolean;
}): CandidateState {
  if (candidate.selected) return 'selected';
  if (lineProblem(candidate.part, 1)) return 'out_of_stock';
  return candidate.compatible ? 'compatible' : 'incompatible';
}
