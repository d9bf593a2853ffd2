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

/**
 * A test per facet and one for the search: every word of `q` is in the brand or title; a part
 * matches a values facet when one of its values is ticked, a range facet when its value is known
 * and within the bounds. A facet nothing is chosen in lets every part through.
 */
function matchers(category: CategorySlug, filters: PartFilters) {
  const words = searchText(filters.q ?? '')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const search =
    words.length === 0
      ? undefined
      : (part: FacetedPart) => {
          const text = part.searchText ?? searchText(`${part.brand} ${part.title}`);
          return words.every((word) => text.includes(word));
        };
  const facets = partFacets(category).flatMap((definition) => {
    if (definition.kind === 'values') {
      const ticked = filters.values?.[definition.key];
      if (!ticked || ticked.length === 0) return [];
      const wanted = new Set(ticked.map(String));
      const test = (part: FacetedPart) =>
        valuesOf(definition, part).some((value) => wanted.has(String(value)));
      return [{ key: definition.key, test }];
    }
    const bounds = filters.ranges?.[definition.key];
    if (!bounds || (bounds.min === undefined && bounds.max === undefined)) return [];
    const test = (part: FacetedPart) => {
      const value = numberOf(definition, part);
      if (value === null) return false;
      return (
        (bounds.min === undefined || value >= bounds.min) &&
        (bounds.max === undefined || value <= bounds.max)
      );
    };
    return [{ key: definition.key, test }];
  });
  return { search, facets };
}

/**
 * The parts that pass the filters, and each facet's counts among the parts that pass every
 * other filter (so ticking a value shows what the facet's other values would add). Values are
 * sorted: numbers ascending, texts alphabetically; values no part has are left out.
 */
export function facetParts<P extends FacetedPart>(
  category: CategorySlug,
  parts: readonly P[],
  filters: PartFilters,
): { parts: P[]; facets: FacetCounts[] } {
  const { search, facets } = matchers(category, filters);
  const searched = search ? parts.filter(search) : parts;
  // How many facet filters each part fails: 0 passes, 1 counts for the facet it fails.
  const failed = searched.map((part) => {
    let failures = 0;
    let failedKey: string | undefined;
    for (const facet of facets) {
      if (facet.test(part)) continue;
      failures += 1;
      failedKey = facet.key;
    }
    return { part, failures, failedKey };
  });
  const counts = partFacets(category).map((definition): FacetCounts => {
    const counted =
      facets.length === 0
        ? failed
        : failed.filter(
            ({ failures, failedKey }) =>
              failures === 0 || (failures === 1 && failedKey === definition.key),
          );
    if (definition.kind === 'range') {
      let min: number | null = null;
      let max: number | null = null;
      for (const { part } of counted) {
        const value = numberOf(definition, part);
        if (value === null) continue;
        min = min === null ? value : Math.min(min, value);
        max = max === null ? value : Math.max(max, value);
      }
      return { key: definition.key, kind: 'range', min, max };
    }
    const tally = new Map<string, { value: FacetValue; count: number }>();
    for (const { part } of counted) {
      const found = valuesOf(definition, part);
      for (const value of found.length > 1 ? new Set(found) : found) {
        const key = String(value);
        const entry = tally.get(key);
        if (entry) entry.count += 1;
        else tally.set(key, { value, count: 1 });
      }
    }
    const sorted = [...tally.values()].sort((a, b) =>
      typeof a.value === 'number' && typeof b.value === 'number'
        ? a.value - b.value
        : String(a.value).localeCompare(String(b.value)),
    );
    return { key: definition.key, kind: 'values', values: sorted };
  });
  return {
    parts: failed.filter(({ failures }) => failures === 0).map(({ part }) => part),
    facets: counts,
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
