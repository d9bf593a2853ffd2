import { and, eq, sql } from 'drizzle-orm';
import {
  facetIndex,
  searchText,
  toBuildPart,
  type BuildPart,
  type FacetIndex,
} from '@pcshop/stores/domain';
import type { CategorySlug, SortOption } from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import { preparedPerShape } from '../../db/prepared';
import { catalogueRevision, partPrices, parts } from '../../db/schema/index';
import type { RequestContext } from './context';
import { memoPerPair } from './memoPerPair';
import { listWhere, sortOrders } from './productRows';

/**
 * What the rules and the facets read of a part that changes only when its facts are written (an
 * import, a seed): its id and brand, the part as the rules read it (id, title, category, specs),
 * and the text a search reads (facets.ts `searchText`).
 */
export interface PartFacts {
  id: number;
  brand: string;
  part: BuildPart;
  searchText: string;
}

interface Snapshot {
  facts: Map<number, PartFacts>;
  /** Per category read whole (`*`: every part), the revision it was read at and its parts. */
  loaded: Map<string, { revision: number; parts: readonly PartFacts[] }>;
  /** Per category and currency, the revision they were read at and each part's price. */
  prices: Map<string, { revision: number; prices: ReadonlyMap<number, number> }>;
  /** The last revision a category's facts were read at. */
  latest?: number;
}

/** Facts kept per database (each test file has its own), read again when the revision moves. */
const snapshots = new WeakMap<Database, Snapshot>();

function snapshotOf(db: Database): Snapshot {
  let snapshot = snapshots.get(db);
  if (!snapshot) {
    snapshot = { facts: new Map(), loaded: new Map(), prices: new Map() };
    snapshots.set(db, snapshot);
  }
  return snapshot;
}

/** The revision of the parts' facts, read in the statement that reads a list or a build. */
export const revisionColumn = sql<number>`(select ${catalogueRevision.value} from ${catalogueRevision})`;

/**
 * The facts of every part of a category (of every part: `undefined`), archived ones included, in
 * the order of their ids, as of `revision`: read whole again when they were read at another one. Facts read after the list
 * may be newer than its revision: they are kept under the list's revision, so the next list reads
 * them again rather than keep stale ones.
 */
export async function categoryFacts(
  db: Database,
  category: CategorySlug | undefined,
  revision: number,
): Promise<readonly PartFacts[]> {
  const snapshot = snapshotOf(db);
  const key = category ?? '*';
  const loaded = snapshot.loaded.get(key);
  if (loaded?.revision === revision) return loaded.parts;
  const rows = await db
    .select({
      id: parts.id,
      brand: parts.brand,
      title: parts.title,
      category: parts.category,
      specs: parts.specs,
    })
    .from(parts)
    .where(category ? eq(parts.category, category) : undefined)
    .orderBy(parts.id);
  const read = rows.map((row) => ({
    id: row.id,
    brand: row.brand,
    part: toBuildPart(row, 1),
    searchText: searchText(`${row.brand} ${row.title}`),
  }));
  for (const facts of read) snapshot.facts.set(facts.id, facts);
  snapshot.loaded.set(key, { revision, parts: read });
  snapshot.latest = revision;
  return read;
}

/**
 * A build's parts (share-code lines) from this process's facts, with the revision they are of:
 * when every part's category was read at the last revision read. Otherwise (a part not read, a
 * category read earlier) undefined: the caller reads the build. A caller must check the revision
 * against the database's in its own statement.
 */
export function knownBuild(
  db: Database,
  lines: readonly { id: string; amount: number }[],
): { parts: BuildPart[]; revision: number } | undefined {
  const snapshot = snapshotOf(db);
  const revision = snapshot.latest;
  if (revision === undefined) return undefined;
  const found: BuildPart[] = [];
  for (const line of lines) {
    const known = snapshot.facts.get(Number(line.id));
    if (!known || snapshot.loaded.get(known.part.category)?.revision !== revision) return undefined;
    found.push({ ...known.part, amount: line.amount });
  }
  return { parts: found, revision };
}

/**
 * The prices of every part of a category in the context's currency as of `revision` (prices are
 * facts: written by imports and the seed), read again when they were read at another revision.
 */
export async function categoryPrices(
  db: Database,
  category: CategorySlug,
  context: RequestContext,
  revision: number,
): Promise<ReadonlyMap<number, number>> {
  const snapshot = snapshotOf(db);
  const key = `${category}|${context.currency}`;
  const loaded = snapshot.prices.get(key);
  if (loaded?.revision === revision) return loaded.prices;
  const rows = await db
    .select({ id: partPrices.partId, amount: partPrices.amount })
    .from(partPrices)
    .innerJoin(parts, eq(parts.id, partPrices.partId))
    .where(and(eq(parts.category, category), eq(partPrices.currency, context.currency)));
  const prices = new Map(rows.map((row) => [row.id, row.amount]));
  snapshot.prices.set(key, { revision, prices });
  return prices;
}

/** A category's parts as the facets read them (facets.ts FacetedPart), with their facts. */
export interface FacetedFacts extends PartFacts {
  category: CategorySlug;
  title: string;
  specs: unknown;
  price: number;
}

/** A category's priced parts indexed by their facets, and their ids in the same order. */
export interface FacetedCategory {
  index: FacetIndex<FacetedFacts>;
  /**
   * Read in a list's walk of thousands of parts: typed arrays, not each part's object. `ids` in
   * ascending order; a part's position in the index by id is `positions[id - ids[0]]`, -1 for an
   * id between them that isn't in the index.
   */
  ids: Int32Array;
  positions: Int32Array;
}

/**
 * The parts of a category's facts that have a price in `prices`, indexed by their facets
 * (facets.ts): made once per facts and prices (the same objects until the revision moves).
 */
export const facetedFacts = memoPerPair(
  (
    facts: readonly PartFacts[],
    prices: ReadonlyMap<number, number>,
    category: CategorySlug,
  ): FacetedCategory => {
    const priced = facts.flatMap((known) => {
      const price = prices.get(known.id);
      if (price === undefined) return [];
      const { title, specs } = known.part;
      return [{ ...known, category, title, specs, price }];
    });
    const ids = Int32Array.from(priced, (part) => part.id);
    const first = ids[0] ?? 0;
    const positions = new Int32Array(ids.length > 0 ? ids.at(-1)! - first + 1 : 0).fill(-1);
    ids.forEach((id, at) => (positions[id - first] = at));
    return { index: facetIndex(category, priced), ids, positions };
  },
);

/** What a list's listed ids depend on besides its category and currency: its order and filter. */
export interface ListedShape {
  sort: SortOption;
  inStock: boolean;
}

/**
 * The ids of a category's listed parts (public; in stock with `inStock`) in the list's order, as
 * one JSON array in one row with the facts revision, prepared once per shape. The parts without a
 * price in the currency are in it with the orders that don't read the price.
 */
const listedStatement = preparedPerShape(
  (shape: ListedShape) => `listed_${shape.sort}${shape.inStock ? '_in_stock' : ''}`,
  (db, shape: ListedShape, name) => {
    const priced = shape.sort === 'price_asc' || shape.sort === 'price_desc';
    const from = db.select({ id: parts.id }).from(parts);
    const joined = priced
      ? from.innerJoin(
          partPrices,
          and(
            eq(partPrices.partId, parts.id),
            eq(partPrices.currency, sql.placeholder('currency')),
          ),
        )
      : from;
    const listed = joined
      .where(listWhere({ category: sql.placeholder('category'), inStock: shape.inStock }))
      .orderBy(...sortOrders[shape.sort]);
    // One array of numbers in one row, parsed natively at once: thousands of rows would be
    // mapped one by one by the driver. A subquery's order is the order its rows are aggregated in.
    return db
      .select({
        revision: catalogueRevision.value,
        ids: sql<string>`(select coalesce(json_agg(id), '[]')::text from (${listed}) as listed)`,
      })
      .from(catalogueRevision)
      .prepare(name);
  },
);

/**
 * The listed parts of a category (public; in stock with `inStock`) by id, in the list's order,
 * read in one statement with the facts revision. Stock changes with every order: they are read
 * every time.
 */
export async function readListed(
  db: Database,
  shape: ListedShape,
  values: { category: CategorySlug; currency: string },
): Promise<{ ids: number[]; revision: number }> {
  const [answer] = await listedStatement(db, shape).execute(values);
  return { ids: JSON.parse(answer!.ids) as number[], revision: Number(answer!.revision) };
}
