import type { CategorySlug, SpecsByCategory } from '@pcshop/stores/schemas';
import { specsSchemaByCategory } from '@pcshop/stores/schemas';
import type { ImplausibleValue } from './implausible';

/**
 * A dataset part mapped to one of our categories, its specifications parsed by our schema (null
 * where the dataset doesn't say), with the implausible values read as unknown.
 */
export type MappedPart = {
  [C in CategorySlug]: {
    category: C;
    brand: string;
    title: string;
    specs: SpecsByCategory[C];
    implausible: readonly ImplausibleValue[];
  };
}[CategorySlug];

export type MapOutcome = { ok: true; part: MappedPart } | { ok: false; reason: string };

/** Thrown by a mapper when the part can't be sold as described; the reason names the cause. */
export class SkipPart extends Error {
  override name = 'SkipPart';
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** The value, or null (unknown) when the dataset leaves it out: never by itself a reason to skip. */
export function known<T>(value: T | null | undefined): T | null {
  return value ?? null;
}

/** A positive finite number, or null (unknown): the dataset writes 0 for "unknown" in several fields. */
export function knownPositive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** `knownPositive`, rounded to a whole number. */
export function knownRounded(value: number | null | undefined): number | null {
  const positive = knownPositive(value);
  return positive === null ? null : Math.round(positive);
}

/**
 * The value, or null when `implausible` (see implausible.ts); `applied` collects the entries used
 * for the import report.
 */
export function unlessImplausible<T>(
  value: T,
  entry: ImplausibleValue,
  implausible: boolean,
  applied: ImplausibleValue[],
): T | null {
  if (!implausible) return value;
  applied.push(entry);
  return null;
}

/**
 * The value, or a skip with `reason` when the dataset leaves it out (null or absent): only for the
 * facts without which the part isn't sellable as described (its socket, its size class …).
 */
export function need<T>(value: T | null | undefined, reason: string): T {
  if (value === null || value === undefined) throw new SkipPart(reason);
  return value;
}

/** A positive finite number, or a skip: the dataset writes 0 for "unknown" in several fields. */
export function needPositive(value: number | null | undefined, reason: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new SkipPart(reason);
  }
  return value;
}

/**
 * Parses the specifications with our category schema; a value outside its bounds skips the part
 * with the field and the schema's message (`gpu: lengthMm: Too big: expected number to be <=1000`).
 */
export function parsedPart<C extends CategorySlug>(
  category: C,
  identity: { brand: string; title: string },
  specs: SpecsByCategory[C],
  implausible: readonly ImplausibleValue[] = [],
): MappedPart {
  const result = specsSchemaByCategory[category].safeParse(specs);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue ? issue.path.join('.') : '';
    throw new SkipPart(`${category}: ${where}: ${issue?.message ?? 'invalid specifications'}`);
  }
  return { category, ...identity, specs: result.data, implausible } as MappedPart;
}

/**
 * Skips a part that passed every check we can make because our specifications require fields
 * OpenDB's schema doesn't have at all (a case's radiator mounts, a cooler's TDP rating). `facts`
 * holds what was mapped, so tests can check the mapping and the report can show what a schema
 * change would let in.
 */
export class DatasetGap extends SkipPart {
  override name = 'DatasetGap';
  constructor(
    readonly category: CategorySlug,
    readonly missing: readonly string[],
    readonly facts: Readonly<Record<string, unknown>>,
  ) {
    super(`${category}: ${missing.join(', ')} not in OpenDB`);
  }
}
