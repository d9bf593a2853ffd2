import type { CategorySlug, SpecsByCategory } from '@pcshop/stores/schemas';
import { specsSchemaByCategory } from '@pcshop/stores/schemas';

/** A dataset part mapped to one of our categories, its specifications parsed by our schema. */
export type MappedPart = {
  [C in CategorySlug]: { category: C; brand: string; title: string; specs: SpecsByCategory[C] };
}[CategorySlug];

export type MapOutcome = { ok: true; part: MappedPart } | { ok: false; reason: string };

/** Thrown by a mapper when the part can't be sold as described; the reason names the cause. */
export class SkipPart extends Error {
  override name = 'SkipPart';
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** The value, or a skip with `reason` when the dataset leaves it out (null or absent). */
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
): MappedPart {
  const result = specsSchemaByCategory[category].safeParse(specs);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue ? issue.path.join('.') : '';
    throw new SkipPart(`${category}: ${where}: ${issue?.message ?? 'invalid specifications'}`);
  }
  return { category, ...identity, specs: result.data } as MappedPart;
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
