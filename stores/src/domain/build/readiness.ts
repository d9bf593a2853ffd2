import type { CategorySlug } from '../../api/schemas/specs';
import type { CompatibilityIssue } from '../compatibility/issue';
import { lineProblem, type LineProblemCode, type StockedPart } from './availability';
import { customiserSteps, type CustomiserStep } from './steps';

export interface LineProblem<P> {
  code: LineProblemCode;
  part: P;
}

export interface BuildReadiness<P> {
  /** The required steps without a part. */
  missing: CustomiserStep[];
  /** Nothing missing and no rule broken: the build is finished (its parts may not all be buyable). */
  complete: boolean;
  /** The lines that can't be bought as they are, in the build's order. */
  problems: LineProblem<P>[];
}

/**
 * How far a build is from being ordered, the same in the customiser's summary and on a saved
 * build: what is missing, whether it is complete, and which lines can't be bought as they are.
 */
export function buildReadiness<P extends StockedPart & { category: CategorySlug }>(
  lines: readonly { part: P; amount: number }[],
  issues: readonly CompatibilityIssue[],
): BuildReadiness<P> {
  const categories = new Set(lines.map(({ part }) => part.category));
  const missing = customiserSteps.filter((step) => step.required && !categories.has(step.category));
  return {
    missing,
    complete: missing.length === 0 && !issues.some((issue) => issue.severity === 'error'),
    problems: lines.flatMap(({ part, amount }) => {
      const code = lineProblem(part, amount);
      return code ? [{ code, part }] : [];
    }),
  };
}
