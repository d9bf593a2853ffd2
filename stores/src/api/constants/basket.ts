import { MAX_PART_AMOUNT } from '../../domain/build/limits';

/** The most units of one line: the customiser's per-part maximum, one rule for every line. */
export const MAX_BASKET_AMOUNT = MAX_PART_AMOUNT;
/** The most lines (different products) in one basket or one guest summary. */
export const MAX_BASKET_LINES = 50;
