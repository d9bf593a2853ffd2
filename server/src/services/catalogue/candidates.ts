import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { toBuildPart, type BuildPart } from '@pcshop/stores/domain';
import type { CategorySlug } from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import { partPrices, parts } from '../../db/schema/index';
import type { RequestContext } from './context';

/**
 * What the rules and the facets read of a part that changes only when its row is rewritten (an
 * import, a seed): its brand, and the part as the rules read it (id, title, category, specs).
 */
export interface CandidateFacts {
  /** The row version these facts were read from (PostgreSQL's `xmin`). */
  version: string;
  brand: string;
  part: BuildPart;
}

/** A candidate of a list: what changes often (stock, status, price), read on every request. */
export interface Candidate extends Omit<CandidateFacts, 'version'> {
  id: number;
  stock: number;
  status: 'public' | 'archived';
  price: number;
}

/**
 * The row's version: the id of the transaction that wrote it, changed by any update of the row
 * whatever the writer (importer, seed, an order's stock, a test), so a snapshot keyed by it can't
 * outlive the specifications it holds, in any number of API processes.
 */
const rowVersion = sql<string>`${parts}.xmin::text`;

interface Snapshot {
  facts: Map<number, CandidateFacts>;
  /** The categories read whole once (`*`: every part), whose lists need no cold read. */
  loaded: Set<string>;
}

/** Facts kept per database (each test file has its own), read again when a row's version moves. */
const snapshots = new WeakMap<Database, Snapshot>();

/** Beyond this many rows to read again, the whole category is read in one statement. */
const REFRESH_BY_ID_LIMIT = 500;

/** id, version, stock, status, price. */
type LeanRow = [number, string, number, 'public' | 'archived', number];

function snapshotOf(db: Database): Snapshot {
  let snapshot = snapshots.get(db);
  if (!snapshot) {
    snapshot = { facts: new Map(), loaded: new Set() };
    snapshots.set(db, snapshot);
  }
  return snapshot;
}

const factColumns = {
  version: rowVersion,
  brand: parts.brand,
  title: parts.title,
  category: parts.category,
  specs: parts.specs,
};

type FactRow = { id: number; version: string; brand: string } & Parameters<typeof toBuildPart>[0];

function keep(snapshot: Snapshot, row: FactRow): CandidateFacts {
  const facts = { version: row.version, brand: row.brand, part: toBuildPart(row, 1) };
  snapshot.facts.set(row.id, facts);
  return facts;
}

/** Reads again the facts of `ids` (when they are many, of the whole category, or every part). */
async function refresh(
  db: Database,
  snapshot: Snapshot,
  ids: readonly number[],
  category: CategorySlug | undefined,
) {
  const rows = await db
    .select({ id: parts.id, ...factColumns })
    .from(parts)
    .where(
      ids.length <= REFRESH_BY_ID_LIMIT
        ? inArray(parts.id, [...ids])
        : category
          ? eq(parts.category, category)
          : undefined,
    );
  for (const row of rows) keep(snapshot, row);
}

/**
 * Every candidate of a list in order (`where`, `order`). The first list of a category in this
 * process reads everything in one statement and keeps the facts. After that, one lean statement
 * reads what changes often (stock, status, the price in the context's currency, the row's
 * version) without the specs, and only the facts of rows rewritten since are read again, by a
 * second statement.
 */
export async function readCandidates(
  db: Database,
  context: RequestContext,
  scope: { category: CategorySlug | undefined; inStock: boolean },
  where: SQL | undefined,
  order: SQL[],
): Promise<Candidate[]> {
  const { category } = scope;
  const snapshot = snapshotOf(db);
  const key = category ?? '*';
  if (!snapshot.loaded.has(key)) {
    const rows = await db
      .select({
        id: parts.id,
        stock: parts.stock,
        status: parts.status,
        price: partPrices.amount,
        ...factColumns,
      })
      .from(parts)
      .innerJoin(
        partPrices,
        and(eq(partPrices.partId, parts.id), eq(partPrices.currency, context.currency)),
      )
      .where(where)
      .orderBy(...order);
    // In stock only, it read part of the category: the next full list reads it whole again.
    if (!scope.inStock) snapshot.loaded.add(key);
    return rows.map((row) => {
      const { brand, part } = keep(snapshot, row);
      return { id: row.id, stock: row.stock, status: row.status, price: row.price, brand, part };
    });
  }
  // Thousands of rows of five scalars come back as one JSON array in one row: parsed natively
  // at once, rather than row by row by the driver and column by column by the query builder
  // (together the largest cost of this call in a CPU profile).
  const [answer] = (
    (await db.execute(sql`
      select coalesce(json_agg(json_build_array(
        ${parts.id}, ${rowVersion}, ${parts.stock}, ${parts.status}, ${partPrices.amount}
      ) order by ${sql.join(order, sql`, `)}), '[]')::text as rows
      from ${parts}
      inner join ${partPrices}
        on ${partPrices.partId} = ${parts.id} and ${partPrices.currency} = ${context.currency}
      where ${where ?? sql`true`}`)) as unknown as { rows: { rows: string }[] }
  ).rows;
  const rows = JSON.parse(answer?.rows ?? '[]') as LeanRow[];
  const stale: number[] = [];
  for (const [id, version] of rows) {
    if (snapshot.facts.get(id)?.version !== version) stale.push(id);
  }
  if (stale.length > 0) await refresh(db, snapshot, stale, category);
  const candidates: Candidate[] = [];
  for (const [id, , stock, status, price] of rows) {
    const facts = snapshot.facts.get(id);
    if (facts) candidates.push({ id, stock, status, price, brand: facts.brand, part: facts.part });
  }
  return candidates;
}
