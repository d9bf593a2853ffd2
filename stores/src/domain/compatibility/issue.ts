import type { CategorySlug } from '../../api/schemas/specs';
import type { IndexedBuild } from '../build/parts';

/** Every compatibility rule's stable code (SPEC §5), in the order of the specification. */
export const ruleCodes = [
  'cpu_socket_mismatch',
  'motherboard_too_big',
  'psu_form_factor_mismatch',
  'not_enough_35_bays',
  'not_enough_25_bays',
  'gpu_too_long',
  'cooler_too_tall',
  'radiator_not_supported',
  'not_enough_m2_slots',
  'memory_type_mismatch',
  'not_enough_dimm_slots',
  'gpu_required',
  'psu_underpowered',
  'psu_missing_pcie_connectors',
  'not_enough_120mm_fan_mounts',
  'not_enough_140mm_fan_mounts',
  'not_enough_argb_headers',
  'not_enough_pcie_slots',
  'monitor_no_compatible_connection',
  'not_enough_optical_bays',
  'cooler_socket_unsupported',
] as const;
export type RuleCode = (typeof ruleCodes)[number];

/**
 * Every rule gives one of three answers about the parts it reads: fine (no issue), a conflict
 * (`error`: the build can't be ordered like this), or `unverified`: a fact it needs isn't listed
 * for one of the parts (`missing` names it), so the fit can't be confirmed either way. Unverified
 * checks are shown as notices and recorded on the order for the build team; they never block.
 */
export const issueSeverities = ['error', 'unverified'] as const;
export type IssueSeverity = (typeof issueSeverities)[number];

/** A fact a rule needs, as `category.specField` (`case.maxCoolerHeightMm`). */
export type FactKey = `${CategorySlug}.${string}`;

/**
 * A message parameter: a text, a number, or a list of them. Numbers and lists stay raw so each
 * locale formats them (separators, "240, 280 and 360" / "240, 280 et 360").
 */
export type IssueParam = string | number | (string | number)[];

/** A broken rule: its code, the ids of the parts involved, and the translated message's params. */
export interface CompatibilityIssue {
  code: RuleCode;
  severity: IssueSeverity;
  /** Ids of the parts involved, the part the message is about first. */
  parts: string[];
  /** Parameters of the translated message (titles, sizes, counts, lists). */
  params: Record<string, IssueParam>;
  /** `unverified` only: the facts not listed that the rule needed, in the order of `parts`. */
  missing?: FactKey[];
}

/** A rule: a pure function of an indexed build that never throws. */
export type RuleCheck = (build: IndexedBuild) => CompatibilityIssue[];

export interface Rule {
  /** The codes it can report (a family of rules that share a computation reports several). */
  readonly codes: readonly RuleCode[];
  /** The categories whose parts it reads: a candidate of one of them can change its outcome. */
  readonly categories: readonly CategorySlug[];
  /** Categories that must all have a part for the rule to report anything (it skips otherwise). */
  readonly requires: readonly CategorySlug[];
  /**
   * True when it reports a part the build still lacks rather than a clash between chosen parts
   * (`gpu_required`): checked on the whole build, never used to mark a candidate incompatible
   * (the graphics step comes after the processor step).
   */
  readonly completeness?: true;
  readonly check: RuleCheck;
  /**
   * Optional: `check` specialised for builds that differ from `base` only in `category`'s parts,
   * precomputing what the other parts contribute. Same results as `check`; markCandidates uses
   * it for a step's candidates.
   */
  readonly prepare?: (base: IndexedBuild, category: CategorySlug) => RuleCheck;
}

export function error(
  code: RuleCode,
  parts: string[],
  params: Record<string, IssueParam>,
): CompatibilityIssue {
  return { code, severity: 'error', parts, params };
}

/**
 * A check the rule couldn't make: `missing` names the facts not listed. `params` holds the titles
 * of the parts (`cooler`, `case`, … as in the rule's conflict message).
 */
export function unverified(
  code: RuleCode,
  parts: string[],
  params: Record<string, IssueParam>,
  missing: FactKey[],
): CompatibilityIssue {
  return { code, severity: 'unverified', parts, params, missing };
}

/** The ids of the parts, for an issue's `parts`. */
export function ids(parts: readonly { readonly id: string }[]): string[] {
  return parts.map((part) => part.id);
}

/** Values as one list parameter: numbers kept as numbers, anything else as text. */
export function listParam(values: readonly unknown[]): (string | number)[] {
  return values.map((value) => (typeof value === 'number' ? value : String(value)));
}

/** One fact a rule reads: the part, its specification field and the value found there. */
export type Fact = readonly [
  part: { readonly category: CategorySlug },
  field: string,
  value: unknown,
];

/** The facts that aren't listed (null or absent), as FactKeys; empty when all are. */
export function unlistedFacts(...facts: readonly Fact[]): FactKey[] {
  const missing: FactKey[] = [];
  for (const [part, field, value] of facts) {
    if (value === null || value === undefined) missing.push(`${part.category}.${field}`);
  }
  return missing;
}
