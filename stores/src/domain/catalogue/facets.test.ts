import { describe, expect, it } from 'vitest';
import {
  facetIndex,
  facetIndexedParts,
  formatFilter,
  parseFilter,
  searchText,
  type FacetedPart,
  type PartFilters,
} from './facets';

/** A few parts, indexed for the call. */
const facetParts = <P extends FacetedPart>(
  category: Parameters<typeof facetIndex>[0],
  parts: readonly P[],
  filters: PartFilters,
) => facetIndexedParts(facetIndex(category, parts), filters);

const board = (title: string, brand: string, price: number, socket: string, formFactor: string) =>
  ({
    category: 'motherboard',
    brand,
    title,
    price,
    specs: { socket, formFactor, chipset: 'B650', memoryType: 'DDR5', wifi: true },
  }) as FacetedPart;

const boards = [
  board('ROG Strix B650-A', 'ASUS', 25000, 'AM5', 'ATX'),
  board('MAG B650 Tomahawk', 'MSI', 20000, 'AM5', 'ATX'),
  board('B650M DS3H', 'Gigabyte', 12000, 'AM5', 'Micro-ATX'),
  board('PRO Z790-P', 'MSI', 18000, 'LGA1700', 'ATX'),
];

const counts = (facets: ReturnType<typeof facetParts>['facets'], key: string) => {
  const facet = facets.find((candidate) => candidate.key === key);
  return facet?.kind === 'values'
    ? Object.fromEntries(facet.values.map(({ value, count }) => [String(value), count]))
    : facet;
};

describe('facetParts', () => {
  it('keeps the parts every filter lets through, searching every word in brand and title', () => {
    expect(facetParts('motherboard', boards, { q: 'msi b650' }).parts.map((p) => p.title)).toEqual([
      'MAG B650 Tomahawk',
    ]);
    const ticked = facetParts('motherboard', boards, {
      values: { socket: ['AM5'], brand: ['MSI'] },
    });
    expect(ticked.parts.map((p) => p.title)).toEqual(['MAG B650 Tomahawk']);
  });

  it("counts a facet's values among the parts the other filters leave, its own choice aside", () => {
    const { facets } = facetParts('motherboard', boards, { values: { socket: ['AM5'] } });
    expect(counts(facets, 'socket')).toEqual({ AM5: 3, LGA1700: 1 });
    expect(counts(facets, 'brand')).toEqual({ ASUS: 1, Gigabyte: 1, MSI: 1 });
    expect(counts(facets, 'formFactor')).toEqual({ ATX: 2, 'Micro-ATX': 1 });
    expect(counts(facets, 'price')).toEqual({
      key: 'price',
      kind: 'range',
      min: 12000,
      max: 25000,
    });
  });

  it('bounds a range, and an unknown value matches no choice', () => {
    const withUnknown = [...boards, board('Mystery', 'Acme', 9000, 'AM5', 'ATX')];
    (withUnknown[4]!.specs as { formFactor: unknown }).formFactor = null;
    const { parts } = facetParts('motherboard', withUnknown, {
      values: { formFactor: ['ATX'] },
      ranges: { price: { max: 20000 } },
    });
    expect(parts.map((p) => p.title)).toEqual(['MAG B650 Tomahawk', 'PRO Z790-P']);
  });
});

describe('facetIndexedParts', () => {
  it('finds and counts among the parts `listed` flags only, from an index made once', () => {
    const index = facetIndex('motherboard', boards);
    const listed = Uint8Array.from([1, 0, 1, 1]);
    const { parts, facets } = facetIndexedParts(index, { values: { socket: ['AM5'] } }, listed);
    expect(parts.map((p) => p.title)).toEqual(['ROG Strix B650-A', 'B650M DS3H']);
    expect(counts(facets, 'socket')).toEqual({ AM5: 2, LGA1700: 1 });
    expect(counts(facets, 'brand')).toEqual({ ASUS: 1, Gigabyte: 1 });
    expect(facetIndexedParts(index, { q: 'tomahawk' }, listed).parts).toEqual([]);
  });

  it('flags the parts found by their place in the index, a word searched again found alike', () => {
    const index = facetIndex('motherboard', boards);
    const b650 = facetIndexedParts(index, { q: 'b650' });
    expect(Array.from(b650.found)).toEqual(boards.map((part) => (/B650/.test(part.title) ? 1 : 0)));
    expect(b650.parts).toEqual(boards.filter((_, at) => b650.found[at]));
    facetIndexedParts(index, { q: 'asus' });
    expect(facetIndexedParts(index, { q: 'B650 msi' }).parts.map((p) => p.title)).toEqual([
      'MAG B650 Tomahawk',
    ]);
    expect(facetIndexedParts(index, { q: 'b650' })).toEqual(b650);
    expect(
      facetIndexedParts(facetIndex('motherboard', boards.slice(1)), { q: 'asus' }).parts,
    ).toEqual([]);
  });

  it('counts a part failing two filters for no facet, and bounds no range by unknown values', () => {
    const index = facetIndex('case', [
      {
        category: 'case',
        brand: 'Acme',
        title: 'Box',
        price: 5000,
        specs: { towerSize: 'mid-tower', motherboardFormFactors: ['ATX'], maxGpuLengthMm: null },
      },
    ]);
    const { facets } = facetIndexedParts(index, {
      values: { brand: ['Other'], towerSize: ['full-tower'] },
    });
    expect(counts(facets, 'brand')).toEqual({});
    expect(counts(facets, 'maxGpuLengthMm')).toEqual({
      key: 'maxGpuLengthMm',
      kind: 'range',
      min: null,
      max: null,
    });
    const open = facetIndexedParts(index, {}).facets;
    expect(counts(open, 'motherboardFormFactors')).toEqual({ ATX: 1 });
    expect(counts(open, 'maxGpuLengthMm')).toMatchObject({ min: null, max: null });
  });
});

describe('filter parameter', () => {
  it('round-trips ticked values and bounds, names with spaces and punctuation included', () => {
    const filters = {
      values: { efficiency: ['80+ Gold', '80+ Platinum'], brand: ['Be quiet!'] },
      ranges: { price: { max: 20000 }, wattage: { min: 650, max: 1000 } },
    };
    expect(parseFilter(formatFilter(filters))).toEqual(filters);
    expect(parseFilter('')).toEqual({ values: {}, ranges: {} });
    expect(parseFilter('nocolon')).toBeNull();
    expect(parseFilter('a:%E0%A4%A')).toBeNull();
  });

  it('searches without accents or case', () => {
    expect(searchText('Écran ÉLITE')).toBe('ecran elite');
  });
});
