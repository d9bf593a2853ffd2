import type { CategorySlug } from '../../api/schemas/specs';
import { indexBuild, toIndexedPart } from '../build/parts';
import type { Build, BuildPart, IndexedBuild, IndexedPart } from '../build/parts';
import type { CompatibilityIssue, RuleCheck } from './issue';
import { hasRequiredParts, rulesForCategory } from './rules';

/** How a candidate joins the build: in place of the step's selection, or beside it. */
export type CandidateMode = 'replace' | 'add';

/**
 * Steps where one part is chosen replace the selection; steps that take several parts (drives,
 * fans, lighting, monitors, accessories) add the candidate to what is already chosen.
 */
export const candidateModes: Readonly<Record<CategorySlug, CandidateMode>> = {
  case: 'replace',
  cpu: 'replace',
  motherboard: 'replace',
  cooler: 'replace',
  memory: 'replace',
  gpu: 'replace',
  storage: 'add',
  psu: 'replace',
  fan: 'add',
  lighting: 'add',
  'optical-drive': 'replace',
  os: 'replace',
  monitor: 'add',
  accessory: 'add',
};

export interface CandidateMark {
  id: string;
  /** False when choosing the candidate breaks a rule (an 'error' issue involving it). */
  compatible: boolean;
  /** The issues the build would have that involve the candidate: the reasons to show. */
  issues: CompatibilityIssue[];
}

/**
 * Marks each candidate of a customiser step: the build with the candidate swapped in (or added,
 * see candidateModes; `options.mode` overrides) is checked with only the rules that read the
 * candidate's category (rulesForCategory), and the issues that involve the candidate are kept —
 * an unrelated problem elsewhere in the build doesn't mark every card. The base build is indexed
 * once; the rules whose other required parts are missing are left out for the whole step; those
 * that can (`Rule.prepare`) precompute what the rest of the build contributes; each candidate
 * then costs one small array and the remaining rules of its category.
 */
export function markCandidates(
  baseBuild: Build | IndexedBuild,
  candidates: readonly BuildPart[],
  options: { mode?: CandidateMode } = {},
): CandidateMark[] {
  const base = indexBuild(baseBuild);
  const scratch = { ...base } as Record<CategorySlug, readonly IndexedPart[]>;
  const view = scratch as unknown as IndexedBuild;
  const marks: CandidateMark[] = new Array<CandidateMark>(candidates.length);
  // A step's candidates share one category: look its rules, mode and selection up once.
  let category: CategorySlug | undefined;
  let checks: readonly RuleCheck[] = [];
  let replace = true;
  let selection: readonly IndexedPart[] = [];
  for (let index = 0; index < candidates.length; index++) {
    const raw = candidates[index] as BuildPart;
    const candidate = toIndexedPart(raw);
    if (!candidate) {
      marks[index] = { id: raw.id, compatible: true, issues: [] };
      continue;
    }
    if (candidate.category !== category) {
      if (category) scratch[category] = selection;
      category = candidate.category;
      const step = category;
      checks = rulesForCategory[step]
        .filter((rule) => hasRequiredParts(rule, base, step))
        .map((rule) => rule.prepare?.(base, step) ?? rule.check);
      replace = (options.mode ?? candidateModes[category]) === 'replace';
      selection = base[category];
    }
    scratch[category] = replace ? [candidate] : [...selection, candidate];
    const { id } = candidate;
    let issues: CompatibilityIssue[] | undefined;
    let compatible = true;
    for (let rule = 0; rule < checks.length; rule++) {
      const found = (checks[rule] as RuleCheck)(view);
      for (let n = 0; n < found.length; n++) {
        const issue = found[n] as CompatibilityIssue;
        if (!issue.parts.includes(id)) continue;
        (issues ??= []).push(issue);
        if (issue.severity === 'error') compatible = false;
      }
    }
    marks[index] = { id, compatible, issues: issues ?? [] };
  }
  return marks;
}
