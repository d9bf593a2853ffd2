import type { CategorySlug, SpecsByCategory } from '../../api/schemas/specs';

/** A facet's value: a code or name (`AM5`, `mid-tower`), a number (`16` GB) or yes/no. */
export type FacetValue = string | number | boolean;

type Read<C extends CategorySlug, T> = (specs: SpecsByCategory[C]) => T | null | undefined;

/** A facet offering values to tick, with how many parts have each. */
export interface ValuesFacetDefinition<C extends CategorySlug = CategorySlug> {
  key: string;
  kind: 'values';
  /** The part's value(s); null when its data sheet doesn't list it (it matches no ticked value). */
  read: Read<C, FacetValue | readonly FacetValue[]>;
}

/** A facet bounded by a minimum and a maximum (a length, a price). */
export interface RangeFacetDefinition<C extends CategorySlug = CategorySlug> {
  key: string;
  kind: 'range';
  read: Read<C, number>;
}

export type FacetDefinition<C extends CategorySlug = CategorySlug> =
  ValuesFacetDefinition<C> | RangeFacetDefinition<C>;

const values = <C extends CategorySlug>(
  key: string,
  read: Read<C, FacetValue | readonly FacetValue[]>,
): ValuesFacetDefinition<C> => ({ key, kind: 'values', read });
const range = <C extends CategorySlug>(
  key: string,
  read: Read<C, number>,
): RangeFacetDefinition<C> => ({
  key,
  kind: 'range',
  read,
});

/**
 * Each category's key specifications to find a part by, in the order shown (brand and price
 * come first for every category; see `partFacets`). Keys are the specification fields, or a
 * derived fact (`capacityGb` of a memory kit: modules × size).
 */
export const specFacets: { readonly [C in CategorySlug]: readonly FacetDefinition<C>[] } = {
  case: [
    values('towerSize', (s) => s.towerSize),
    values('motherboardFormFactors', (s) => s.motherboardFormFactors),
    values('sidePanel', (s) => s.sidePanel),
    range('maxGpuLengthMm', (s) => s.maxGpuLengthMm),
  ],
  cpu: [
    values('socket', (s) => s.socket),
    values('cores', (s) => s.cores),
    values('integratedGraphics', (s) => s.integratedGraphics),
  ],
  motherboard: [
    values('socket', (s) => s.socket),
    values('formFactor', (s) => s.formFactor),
    values('chipset', (s) => s.chipset),
    values('memoryType', (s) => s.memoryType),
    values('wifi', (s) => s.wifi),
  ],
  cooler: [
    values('kind', (s) => s.kind),
    values('sockets', (s) => s.sockets),
    values('radiatorMm', (s) => s.radiatorMm),
    range('heightMm', (s) => s.heightMm),
  ],
  memory: [
    values('type', (s) => s.type),
    values('capacityGb', (s) => s.modules * s.capacityGbPerModule),
    values('modules', (s) => s.modules),
    values('speedMtps', (s) => s.speedMtps),
  ],
  gpu: [
    values('chipset', (s) => s.chipset),
    values('vramGb', (s) => s.vramGb),
    range('lengthMm', (s) => s.lengthMm),
  ],
  storage: [
    values('kind', (s) => s.kind),
    values('interface', (s) => s.interface),
    values('formFactor', (s) => s.formFactor),
    values('capacityGb', (s) => s.capacityGb),
  ],
  psu: [
    values('wattage', (s) => s.wattage),
    values('efficiency', (s) => s.efficiency),
    values('formFactor', (s) => s.formFactor),
    values('modular', (s) => s.modular),
  ],
  fan: [
    values('sizeMm', (s) => s.sizeMm),
    values('fansPerPack', (s) => s.fansPerPack),
    values('argb', (s) => s.argb),
  ],
  lighting: [values('kind', (s) => s.kind), values('argb', (s) => s.argb)],
  'optical-drive': [values('kind', (s) => s.kind), values('interface', (s) => s.interface)],
  os: [values('licence', (s) => s.licence)],
  monitor: [
    values('resolution', (s) => s.resolution),
    values('refreshHz', (s) => s.refreshHz),
    values('panel', (s) => s.panel),
    values('sizeInch', (s) => s.sizeInch),
  ],
  accessory: [values('kind', (s) => s.kind), values('connection', (s) => s.connection)],
};

/** What a part is found by: its brand, title, price and specifications. */
export interface FacetedPart {
  category: CategorySlug;
  brand: string;
  title: string;
  /** In minor units of the shown currency. */
  price: number;
  specs: unknown;
  /** `searchText` of its brand and title, when the caller keeps it worked out (a server's). */
  searchText?: string;
}

/** The facets of every category: brand, price, then the category's key specifications. */
export function partFacets(category: CategorySlug): readonly FacetDefinition[] {
  return [
    values('brand', () => null),
    range('price', () => null),
    ...(specFacets[category] as readonly FacetDefinition[]),
  ];
}

/** Ticked values per values facet, bounds per range facet, and a text to search for. */
export interface PartFilters {
  q?: string;
  values?: Readonly<Record<string, readonly FacetValue[]>>;
  ranges?: Readonly<Record<string, { min?: number; max?: number }>>;
}

/** A values facet's counts, or a range facet's bounds, among the parts its own choice aside. */
export type FacetCounts =
  | { key: string; kind: 'values'; values: { value: FacetValue; count: number }[] }
  | { key: string; kind: 'range'; min: number | null; max: number | null };

/** Lower case without accents: "Écran" and "ecran" find each other. */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function valuesOf(definition: FacetDefinition, part: FacetedPart): readonly FacetValue[] {
  if (definition.key === 'brand') return [part.brand];
  const value = (definition.read as (specs: unknown) => FacetValue | readonly FacetValue[] | null)(
    part.specs,
  );
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value as FacetValue];
}

function numberOf(definition: FacetDefinition, part: FacetedPart): number | null {
  if (definition.key === 'price') return part.price;
  const value = (definition.read as (specs: unknown) => number | null | undefined)(part.specs);
  return typeof value === 'number' ? value : null;
}

/** Numbers ascending, texts alphabetically. */
function compareValues(a: FacetValue, b: FacetValue): number {
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b));
}

/**
 * A values facet read for every part: its distinct values in order, and each part's values as
 * codes into them (part i's are `codes[starts[i]]` to `codes[starts[i + 1] - 1]`, each once).
 */
interface IndexedValues {
  key: string;
  kind: 'values';
  values: readonly FacetValue[];
  starts: Int32Array;
  codes: Int32Array;
}

/** A range facet read for every part: NaN where the part's value isn't known. */
interface IndexedRange {
  key: string;
  kind: 'range';
  numbers: Float64Array;
}

/**
 * Parts with every facet's values and their search text worked out once, so that finding and
 * counting among them reads numbers only: a server keeps one per category's facts, the
 * customiser one per step's parts.
 */
export interface FacetIndex<P extends FacetedPart> {
  parts: readonly P[];
  texts: readonly string[];
  facets: readonly (IndexedValues | IndexedRange)[];
}

function indexValues(definition: FacetDefinition, parts: readonly FacetedPart[]): IndexedValues {
  const read = parts.map((part) => valuesOf(definition, part));
  const distinct = new Map<string, FacetValue>();
  for (const found of read) {
    for (const value of found) if (!distinct.has(String(value))) distinct.set(String(value), value);
  }
  const values = [...distinct.values()].sort(compareValues);
  const codeOf = new Map(values.map((value, code) => [String(value), code]));
  const starts = new Int32Array(parts.length + 1);
  const codes: number[] = [];
  read.forEach((found, index) => {
    starts[index] = codes.length;
    for (const code of new Set(found.map((value) => codeOf.get(String(value))!))) codes.push(code);
  });
  starts[parts.length] = codes.length;
  return { key: definition.key, kind: 'values', values, starts, codes: Int32Array.from(codes) };
}

/** The parts of a category indexed by their facets (see FacetIndex). */
export function facetIndex<P extends FacetedPart>(
  category: CategorySlug,
  parts: readonly P[],
): FacetIndex<P> {
  return {
    parts,
    texts: parts.map((part) => part.searchText ?? searchText(`${part.brand} ${part.title}`)),
    facets: partFacets(category).map((definition) =>
      definition.kind === 'values'
        ? indexValues(definition, parts)
        : {
            key: definition.key,
            kind: 'range' as const,
            numbers: Float64Array.from(parts, (part) => numberOf(definition, part) ?? NaN),
          },
    ),
  };
}

/** Whether part `index` passes a facet: one of its values ticked, or its value within bounds. */
type FacetTest = (index: number) => boolean;

/** The test of each facet something is chosen in (by its position in the index), and none else. */
function facetTests(
  facets: FacetIndex<FacetedPart>['facets'],
  filters: PartFilters,
): { facet: number; test: FacetTest }[] {
  return facets.flatMap((facet, position) => {
    if (facet.kind === 'values') {
      const ticked = filters.values?.[facet.key];
      if (!ticked || ticked.length === 0) return [];
      const wanted = new Set(ticked.map(String));
      const tickedCodes = Uint8Array.from(facet.values, (value) =>
        wanted.has(String(value)) ? 1 : 0,
      );
      const { starts, codes } = facet;
      const test = (index: number) => {
        for (let at = starts[index]!; at < starts[index + 1]!; at++) {
          if (tickedCodes[codes[at]!]) return true;
        }
        return false;
      };
      return [{ facet: position, test }];
    }
    const bounds = filters.ranges?.[facet.key];
    if (!bounds || (bounds.min === undefined && bounds.max === undefined)) return [];
    const min = bounds.min ?? -Infinity;
    const max = bounds.max ?? Infinity;
    const { numbers } = facet;
    // An unknown value (NaN) is within no bounds.
    return [
      {
        facet: position,
        test: (index: number) => numbers[index]! >= min && numbers[index]! <= max,
      },
    ];
  });
}

/** What a part counts for: every facet (it passes every filter), one facet (the one it fails), none. */
const EVERY_FACET = -1;
const NO_FACET = -2;

/**
 * A facet's counts among the parts that count for it (`countsFor`: EVERY_FACET or its position):
 * a tally per value, or the bounds of the values seen.
 */
function facetCounts(
  facet: IndexedValues | IndexedRange,
  position: number,
  countsFor: Int8Array,
): FacetCounts {
  if (facet.kind === 'values') {
    const { starts, codes, values } = facet;
    const tally = new Int32Array(values.length);
    for (let part = 0; part < countsFor.length; part++) {
      const counted = countsFor[part];
      if (counted !== EVERY_FACET && counted !== position) continue;
      for (let at = starts[part]!; at < starts[part + 1]!; at++) tally[codes[at]!]! += 1;
    }
    return {
      key: facet.key,
      kind: 'values',
      values: values.flatMap((value, code) =>
        tally[code]! > 0 ? [{ value, count: tally[code]! }] : [],
      ),
    };
  }
  let min = Infinity;
  let max = -Infinity;
  const { numbers } = facet;
  for (let part = 0; part < countsFor.length; part++) {
    const counted = countsFor[part];
    if (counted !== EVERY_FACET && counted !== position) continue;
    // An unknown value (NaN) moves neither bound.
    const value = numbers[part]!;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const known = min <= max;
  return { key: facet.key, kind: 'range', min: known ? min : null, max: known ? max : null };
}

/** How many search words an index keeps the matches of (a server's index meets every shopper's). */
const WORDS_KEPT = 256;

const wordMatches = new WeakMap<FacetIndex<FacetedPart>, Map<string, Uint8Array>>();

/**
 * Which of an index's parts have `word` in their search text, one flag per part: worked out once
 * per index and word (shoppers search for the same words), the WORDS_KEPT last used kept.
 */
function matchesOf(index: FacetIndex<FacetedPart>, word: string): Uint8Array {
  let kept = wordMatches.get(index);
  if (!kept) {
    kept = new Map();
    wordMatches.set(index, kept);
  }
  let matches = kept.get(word);
  if (matches) {
    kept.delete(word);
  } else {
    matches = Uint8Array.from(index.texts, (text) => (text.includes(word) ? 1 : 0));
    if (kept.size >= WORDS_KEPT) kept.delete(kept.keys().next().value!);
  }
  kept.set(word, matches);
  return matches;
}

/**
 * The parts that pass the filters (as a list and as a flag per part of the index), and each
 * facet's counts among the parts that pass every other filter (so ticking a value shows what the
 * facet's other values would add). Values are sorted: numbers ascending, texts alphabetically;
 * values no part has are left out. Every word of `q` must be in the brand or title; a part
 * matches a values facet when one of its values is ticked, a range facet when its value is known
 * and within the bounds; a facet nothing is chosen in lets every part through. `listed` (one flag
 * per part of the index) leaves out the parts it doesn't flag.
 */
export function facetIndexedParts<P extends FacetedPart>(
  index: FacetIndex<P>,
  filters: PartFilters,
  listed?: Uint8Array,
): { parts: P[]; found: Uint8Array; facets: FacetCounts[] } {
  const words = searchText(filters.q ?? '')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => matchesOf(index, word));
  const tests = facetTests(index.facets, filters);
  const countsFor = new Int8Array(index.parts.length).fill(NO_FACET);
  const found = new Uint8Array(index.parts.length);
  const parts: P[] = [];
  each: for (let part = 0; part < index.parts.length; part++) {
    if (listed && !listed[part]) continue;
    for (const matches of words) if (!matches[part]) continue each;
    let failed = EVERY_FACET;
    let failures = 0;
    for (const { facet, test } of tests) {
      if (test(part)) continue;
      failures += 1;
      failed = facet;
      if (failures > 1) continue each;
    }
    countsFor[part] = failed;
    if (failures === 0) {
      found[part] = 1;
      parts.push(index.parts[part]!);
    }
  }
  return {
    parts,
    found,
    facets: index.facets.map((facet, position) => facetCounts(facet, position, countsFor)),
  };
}

/**
 * Filters as one query parameter (the API's `filter`, the customiser's URL): `;`-separated
 * entries, `key:value,value` for ticked values, `key:min..max` for a range (either bound may be
 * left out); each key and value URI-encoded. The search text travels on its own (`q`).
 */
export function formatFilter(filters: Omit<PartFilters, 'q'>): string {
  const entries: string[] = [];
  for (const [key, ticked] of Object.entries(filters.values ?? {})) {
    if (ticked.length > 0) {
      entries.push(
        `${encodeURIComponent(key)}:${ticked.map((v) => encodeURIComponent(String(v))).join(',')}`,
      );
    }
  }
  for (const [key, { min, max }] of Object.entries(filters.ranges ?? {})) {
    if (min !== undefined || max !== undefined) {
      entries.push(`${encodeURIComponent(key)}:${min ?? ''}..${max ?? ''}`);
    }
  }
  return entries.join(';');
}

const rangePattern = /^(\d*)\.\.(\d*)$/;

/** The filters a `filter` parameter holds, or null when it isn't one (see formatFilter). */
export function parseFilter(text: string): Omit<PartFilters, 'q'> | null {
  const filters: {
    values: Record<string, FacetValue[]>;
    ranges: Record<string, { min?: number; max?: number }>;
  } = {
    values: {},
    ranges: {},
  };
  if (text.trim() === '') return filters;
  for (const entry of text.split(';')) {
    const colon = entry.indexOf(':');
    if (colon <= 0) return null;
    let key: string;
    try {
      key = decodeURIComponent(entry.slice(0, colon));
    } catch {
      return null;
    }
    const rest = entry.slice(colon + 1);
    const bounds = rangePattern.exec(rest);
    if (bounds) {
      const [, min = '', max = ''] = bounds;
      filters.ranges[key] = {
        ...(min === '' ? {} : { min: Number(min) }),
        ...(max === '' ? {} : { max: Number(max) }),
      };
      continue;
    }
    try {
      filters.values[key] = rest
        .split(',')
        .filter((value) => value !== '')
        .map((value) => decodeURIComponent(value));
    } catch {
      return null;
    }
  }
  return filters;
}
