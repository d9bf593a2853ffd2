import { categorySlugs } from '../../api/constants/index';
import type { CategorySlug, SpecsByCategory } from '../../api/schemas/specs';

/** One line of a build: a catalogue part, its typed specifications and how many are bought. */
export type BuildPart<C extends CategorySlug = CategorySlug> = {
  [K in C]: {
    id: string;
    title: string;
    category: K;
    specs: SpecsByCategory[K];
    /** Units bought: 2 × a two-module memory kit is 4 modules, 2 × a 3-fan pack is 6 fans. */
    amount: number;
  };
}[C];

/** A build as the customiser, a pre-built model or an order holds it. */
export type Build = readonly BuildPart[];

/**
 * `amount` units of a catalogue part (the customiser's, a database row) as a build holds them. The
 * specifications are taken as the catalogue validated them for the part's category.
 */
export function toBuildPart(
  part: { id: number | string; title: string; category: CategorySlug; specs: unknown },
  amount: number,
): BuildPart {
  return {
    id: String(part.id),
    title: part.title,
    category: part.category,
    specs: part.specs,
    amount,
  } as BuildPart;
}

/**
 * A part as the rules read it. Its specifications may lack fields or hold malformed ones (a draft
 * saved before a field existed, a part whose data sheet is incomplete), so every rule checks what
 * it reads (`typeof`, `Array.isArray`) and skips what it can't read: a missing value never raises
 * an issue and never throws. `amount` is a positive integer.
 */
export interface IndexedPart<C extends CategorySlug = CategorySlug> {
  readonly id: string;
  readonly title: string;
  readonly category: C;
  readonly specs: Partial<SpecsByCategory[C]>;
  readonly amount: number;
}

/** A build indexed once by category, so that each rule reads its parts without scanning. */
export type IndexedBuild = { readonly [C in CategorySlug]: readonly IndexedPart<C>[] };

type MutableIndex = Record<CategorySlug, IndexedPart[]>;

const knownCategories: ReadonlySet<string> = new Set(categorySlugs);

function emptyIndex(): MutableIndex {
  return {
    case: [],
    cpu: [],
    motherboard: [],
    cooler: [],
    memory: [],
    gpu: [],
    storage: [],
    psu: [],
    fan: [],
    lighting: [],
    'optical-drive': [],
    os: [],
    monitor: [],
    accessory: [],
  };
}

/**
 * The part as the rules read it, or null when it can't take part in a build (no known category,
 * an amount below one). A well-formed part is returned as it is, without copying.
 */
export function toIndexedPart(
  part: BuildPart | IndexedPart | null | undefined,
): IndexedPart | null {
  if (!part || typeof part !== 'object' || !knownCategories.has(part.category)) return null;
  const { amount, specs } = part as { amount: unknown; specs: unknown };
  const wellFormedSpecs = typeof specs === 'object' && specs !== null;
  if (wellFormedSpecs && Number.isInteger(amount) && (amount as number) >= 1) {
    return part as IndexedPart;
  }
  const units = typeof amount === 'number' ? Math.floor(amount) : 1;
  if (!(units >= 1)) return null;
  return {
    id: String(part.id),
    title: String(part.title ?? part.id),
    category: part.category,
    specs: wellFormedSpecs ? (specs as IndexedPart['specs']) : {},
    amount: units,
  };
}

/** Whether this is already an index (rules accept both forms). */
export function isIndexedBuild(build: Build | IndexedBuild): build is IndexedBuild {
  return !Array.isArray(build);
}

/** Indexes a build by category once; an index is returned as it is. */
export function indexBuild(build: Build | IndexedBuild): IndexedBuild {
  if (isIndexedBuild(build)) return build;
  const index = emptyIndex();
  for (const raw of build) {
    const part = toIndexedPart(raw);
    if (part) index[part.category].push(part);
  }
  return index as unknown as IndexedBuild;
}

/** The build with `part` in place of its category's parts (`replace`) or beside them (`add`). */
export function withPart(
  build: IndexedBuild,
  part: IndexedPart,
  mode: 'replace' | 'add',
): IndexedBuild {
  const current = build[part.category] as readonly IndexedPart[];
  return { ...build, [part.category]: mode === 'replace' ? [part] : [...current, part] };
}
