import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { countryCodes, type CountryCode } from '@pcshop/stores/constants';
import { normalisePostcode, postcodeFormats, type AddressCity } from '@pcshop/stores/schemas';

/**
 * The kept list of places of the shipping countries (GeoNames cities500, CC BY 4.0), one a line:
 * country, name, region, population and, for large places, other names they are searched by
 * (comma-separated: `Roma,Rom` for Rome). Built by `server/scripts/buildPlaces.ts`.
 */
export const PLACES_FILE = fileURLToPath(new URL('./places.tsv', import.meta.url));

/** How many places an autocomplete answer lists at most. */
export const CITY_SUGGESTIONS = 10;

/** The list changes only with a release, so browsers and shared caches may keep answers a day. */
export const PLACES_CACHE_CONTROL = 'public, max-age=86400';

export interface Place extends AddressCity {
  population: number;
}

/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};

/** A name already in its search form, as most are: the other steps are slow on 50 000 names. */
const PLAIN = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/**
 * The form a name is searched by: lower case Latin letters and digits without accents, any run of
 * other characters as one space (`Saint-Étienne` → `saint etienne`, `Köln` → `koln`).
 */
export function searchKey(text: string): string {
  const lower = text.toLowerCase();
  if (PLAIN.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]+/g, '')
    .replace(/[ßæœøłđı]/g, (letter) => UNDECOMPOSED[letter]!)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const UMLAUT = /[äöü]/i;
const UMLAUTS = /[äöü]/g;

/** The German spelling without umlauts (`München` → `muenchen`), which Germans type as often. */
const umlautKey = (name: string) =>
  searchKey(name.toLowerCase().replace(UMLAUTS, (umlaut) => `${umlaut.normalize('NFD')[0]}e`));

interface Entry {
  key: string;
  place: Place;
  /** Found by the place's own name rather than by another of its names. */
  own: boolean;
}

interface CountryPlaces {
  /** Every search key of every place, sorted by key: a prefix is one run of it. */
  entries: Entry[];
  keys: Set<string>;
}

/** From this many letters, another name (`Firenze`) counts as much as the place's own. */
const OTHER_NAMES_RANK_FROM = 4;

/**
 * A name typed in full first (`roma` is Rome), then the larger place, then alphabetical; below
 * four letters, places found by their own name come first, so that the many other names of a
 * large place (`Monachium` for Munich) do not push nearer matches (`Mönchengladbach`) away.
 */
function before(a: Entry, b: Entry, query: string): boolean {
  const exact = Number(b.key === query) - Number(a.key === query);
  if (exact !== 0) return exact < 0;
  if (a.own !== b.own && query.length < OTHER_NAMES_RANK_FROM) return a.own;
  if (a.place.population !== b.place.population) return a.place.population > b.place.population;
  return a.place.name.localeCompare(b.place.name) < 0;
}

/** The places of the shipping countries, searched by the start of their name. */
export class PlaceIndex {
  private constructor(private readonly countries: Map<CountryCode, CountryPlaces>) {}

  /**
   * Reads the kept list's lines (`country`, `name`, `region`, `population`, `other names`,
   * tab-separated). Sorting is all but free when the lines come in search-key order, as the
   * build script writes them.
   */
  static parse(tsv: string): PlaceIndex {
    const countries = new Map<CountryCode, CountryPlaces>(
      countryCodes.map((code) => [code, { entries: [], keys: new Set() }]),
    );
    for (const line of tsv.split('\n')) {
      const [code, name, region, population, others] = line.split('\t');
      const country = countries.get(code as CountryCode);
      if (!country || !name) continue;
      const place: Place = { name, region: region || null, population: Number(population) || 0 };
      const add = (key: string, own: boolean) => {
        if (!key) return;
        country.entries.push({ key, place, own });
        country.keys.add(key);
      };
      add(searchKey(name), true);
      if (UMLAUT.test(name)) add(umlautKey(name), true);
      for (const other of others ? others.split(',') : []) add(searchKey(other), false);
    }
    for (const country of countries.values()) {
      country.entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    }
    return new PlaceIndex(countries);
  }

  /** Places of the country whose name starts with the text, best first (see `before`). */
  find(country: CountryCode, text: string, limit = CITY_SUGGESTIONS): Place[] {
    const query = searchKey(text);
    const { entries } = this.countries.get(country)!;
    if (!query) return [];
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (entries[middle]!.key < query) low = middle + 1;
      else high = middle;
    }
    const best: Entry[] = [];
    for (let index = low; index < entries.length; index++) {
      const entry = entries[index]!;
      if (!entry.key.startsWith(query)) break;
      const same = best.findIndex((kept) => kept.place === entry.place);
      if (same !== -1) {
        if (!before(entry, best[same]!, query)) continue;
        best.splice(same, 1);
      }
      let at = best.length;
      while (at > 0 && before(entry, best[at - 1]!, query)) at--;
      if (at < limit) best.splice(at, 0, entry);
      if (best.length > limit) best.pop();
    }
    return best.map((entry) => entry.place);
  }

  /** Whether a place of the country has this name or another of its names (case, accents and punctuation aside). */
  has(country: CountryCode, city: string): boolean {
    return this.countries.get(country)!.keys.has(searchKey(city));
  }
}

let kept: PlaceIndex | undefined;

/** The kept list, read and indexed the first time it is asked for. */
export function keptPlaces(): PlaceIndex {
  kept ??= PlaceIndex.parse(readFileSync(PLACES_FILE, 'utf8'));
  return kept;
}

/** The autocomplete's suggestions: at most ten places whose name starts with the text. */
export function findCities(country: CountryCode, text: string): AddressCity[] {
  return keptPlaces()
    .find(country, text)
    .map(({ name, region }) => ({ name, region }));
}

/**
 * Whether an address's city is a place of its country in the kept list and its postcode has the
 * country's format (`postcodeFormats`). The list has no postcodes, so a postcode is not checked
 * against the city.
 */
export function placeExists(country: CountryCode, city: string, postcode: string): boolean {
  return (
    postcodeFormats[country].test(normalisePostcode(postcode, country)) &&
    keptPlaces().has(country, city)
  );
}
