import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  Product,
  ProductList,
  ProductListQuery,
  ProductMark,
  ProductsByIds,
  SortOption,
} from '@pcshop/stores/schemas';
import {
  candidateState,
  checkCompatibility,
  facetIndexedParts,
  markCandidates,
  partFacets,
  toBuildPart,
  type BuildPart,
  type CandidateMark,
} from '@pcshop/stores/domain';
import type { Database } from '../../db/client';
import { preparedPer, preparedPerShape, type Bound } from '../../db/prepared';
import { parts } from '../../db/schema/index';
import { HttpError, notFound } from '../errors';
import {
  pricingPlaceholders,
  requestContext,
  type LocaleQuery,
  type RequestContext,
} from './context';
import { candidateMarks, compatibilitySplit, incompatibleFlags } from './candidateMarks';
import {
  categoryFacts,
  categoryPrices,
  facetedFacts,
  knownBuild,
  readListed,
  revisionColumn,
} from './candidates';
import { listWhere, selectProducts, sortOrders, toProduct } from './productRows';

type BuildLines = NonNullable<ProductListQuery['build']>;

/**
 * The parts of a build (share-code lines) as the rules read them. An id that is not in the
 * catalogue is the caller's mistake: 400 naming it. Archived parts count (a saved build holds them).
 */
export async function loadBuild(
  db: Database,
  lines: BuildLines,
  field: string,
): Promise<BuildPart[]> {
  return (await readBuild(db, lines, field)).parts;
}

/** A build's parts as the rules read them, with the facts revision: prepared once. */
const buildStatement = preparedPer((db) =>
  db
    .select({
      id: parts.id,
      title: parts.title,
      category: parts.category,
      specs: parts.specs,
      revision: revisionColumn.mapWith(Number),
    })
    .from(parts)
    .where(sql`${parts.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('build_parts'),
);

/** loadBuild, with the facts revision the parts were read at. */
async function readBuild(
  db: Database,
  lines: BuildLines,
  field: string,
): Promise<{ parts: BuildPart[]; revision: number | null }> {
  if (lines.length === 0) return { parts: [], revision: null };
  const rows = await buildStatement(db).execute({
    ids: `{${lines.map((line) => Number(line.id)).join(',')}}`,
  });
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const unknown = lines.filter((line) => !byId.has(line.id)).map((line) => line.id);
  if (unknown.length > 0) {
    throw new HttpError(400, 'unknown_parts', 'Some parts of the build are not in the catalogue', {
      [field]: unknown.map((id) => `Part ${id} is not in the catalogue`),
    });
  }
  return {
    parts: lines.map((line) => toBuildPart(byId.get(line.id)!, line.amount)),
    revision: rows[0]!.revision,
  };
}

/**
 * A build's parts and the facts revision they are of: from this process's facts when `fromFacts`
 * and they were all read at its last revision (and at `revision`, when given; knownBuild), else
 * from the database, the facts of their categories then kept so that the next lists of the build
 * read none of it, until the revision moves.
 */
async function buildOf(
  db: Database,
  lines: BuildLines,
  options: { fromFacts: boolean; revision?: number },
): Promise<{ parts: BuildPart[]; revision: number }> {
  const known = options.fromFacts ? knownBuild(db, lines) : undefined;
  if (known && (options.revision === undefined || known.revision === options.revision)) {
    return known;
  }
  const build = await readBuild(db, lines, 'build');
  const revision = build.revision!;
  const categories = new Set(build.parts.map((part) => part.category));
  await Promise.all([...categories].map((category) => categoryFacts(db, category, revision)));
  return { parts: build.parts, revision };
}

/** A part as the rules read it, with what its card's state reads (stock, status). */
interface MarkablePart {
  part: BuildPart;
  stock: number;
  status: 'public' | 'archived';
}

/**
 * Each part's mark against the build, its state as the customiser's cards give it (candidateState).
 * A selected part's reasons are the build's issues involving it; any other's, those it would bring.
 */
function markParts(
  candidates: readonly MarkablePart[],
  build: readonly BuildPart[],
  marks: readonly CandidateMark[] = markCandidates(
    build,
    candidates.map((candidate) => candidate.part),
  ),
): ProductMark[] {
  const selected = new Set(build.map((part) => part.id));
  let buildIssues: ReturnType<typeof checkCompatibility> | undefined;
  return candidates.map((candidate, index) => {
    const { id } = candidate.part;
    const mark = marks[index]!;
    const state = candidateState({
      part: candidate,
      selected: selected.has(id),
      compatible: mark.compatible,
    });
    if (state !== 'selected') return { state, issues: mark.issues };
    buildIssues ??= checkCompatibility(build);
    return { state, issues: buildIssues.filter((issue) => issue.parts.includes(id)) };
  });
}

function page(
  items: ProductList['items'],
  total: number,
  query: ProductListQuery,
  context: RequestContext,
): ProductList {
  return {
    items,
    total,
    page: query.page,
    perPage: query.per_page,
    pages: Math.ceil(total / query.per_page),
    currency: context.currency,
  };
}

/** What a plain page's statement depends on besides its values: its filters and its order. */
interface PageShape {
  sort: SortOption;
  category: boolean;
  inStock: boolean;
}

/** The public parts a statement of that shape lists, its category a placeholder. */
function shapeWhere(shape: PageShape): SQL | undefined {
  return listWhere({
    category: shape.category ? sql.placeholder('category') : undefined,
    inStock: shape.inStock,
  });
}

/** What tells the statements of a shape apart in their names. */
function shapeName(shape: PageShape): string {
  return `${shape.sort}${shape.category ? '_category' : ''}${shape.inStock ? '_in_stock' : ''}`;
}

/** A plain page of public parts with the count of them all, in its shape, as a prepared statement. */
function preparePage(db: Database, shape: PageShape, name: string) {
  return selectProducts(db, pricingPlaceholders, {
    total: sql<number>`count(*) over()`.mapWith(Number),
  })
    .where(shapeWhere(shape))
    .orderBy(...sortOrders[shape.sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/**
 * The plain page's statement of that shape (28 at most), built and prepared on first use: the
 * most read list of the shop skips building its query and PostgreSQL's planning on every read.
 */
const pageStatement = preparedPerShape(
  (shape: PageShape) => `product_page_${shapeName(shape)}`,
  preparePage,
);

/**
 * The parts a compatible list shows: all but the incompatible ones, sold out or not, given as
 * those ids (`leftOut`) or as the ids of the compatible ones, whichever list is shorter.
 */
function shownOf(leftOut: boolean, ids: Bound<string>): SQL {
  return leftOut
    ? sql`not (${parts.id} = any(${ids}::int[]))`
    : sql`${parts.id} = any(${ids}::int[])`;
}

/** What a compatible page's statement depends on besides its values. */
interface CompatiblePageShape extends PageShape {
  leftOut: boolean;
}

/**
 * A page of a category's parts a build leaves shown, with their count (an uncorrelated subquery,
 * worked out once) and the facts revision, as a prepared statement of its shape.
 */
function prepareCompatiblePage(db: Database, shape: CompatiblePageShape, name: string) {
  const shown = and(shapeWhere(shape), shownOf(shape.leftOut, sql.placeholder('ids')));
  return selectProducts(db, pricingPlaceholders, {
    revision: revisionColumn.mapWith(Number),
    total: sql<number>`(select count(*) from ${parts} where ${shown})`.mapWith(Number),
  })
    .where(shown)
    .orderBy(...sortOrders[shape.sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/** The compatible page's statement of that shape (56 at most), built and prepared on first use. */
const compatiblePageStatement = preparedPerShape(
  (shape: CompatiblePageShape) =>
    `compatible_page_${shapeName(shape)}${shape.leftOut ? '_left_out' : '_kept'}`,
  prepareCompatiblePage,
);

/**
 * A page of public parts. Without `only_compatible` the database sorts, counts and cuts the page
 * (one statement; with a build, a second one reads the build's parts and the page is marked).
 * With `only_compatible` and a build, every candidate is read in order (readCandidates: its stock
 * and status each time, its facts from this process's snapshot), marked (the rules run in
 * TypeScript, once per candidate and build: candidateMarks) and filtered here, and a third
 * statement reads the page's products.
 */
export async function listProducts(db: Database, query: ProductListQuery): Promise<ProductList> {
  const context = requestContext(query);
  const where = listWhere({ category: query.category, inStock: query.in_stock });
  const faceted = query.q !== undefined || query.filter !== undefined || query.facets;
  if (faceted) return listFacetedProducts(db, query, context);

  if (query.only_compatible && query.build && query.build.length > 0) {
    return listCompatibleProducts(db, query, context, where, query.build);
  }

  const [rows, buildParts] = await Promise.all([
    pageStatement(db, {
      sort: query.sort,
      category: query.category !== undefined,
      inStock: query.in_stock === true,
    }).execute({
      country: context.country,
      currency: context.currency,
      category: query.category,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    query.build ? loadBuild(db, query.build, 'build') : undefined,
  ]);
  const total = rows[0]?.total ?? (query.page > 1 ? await countProducts(db, context, where) : 0);
  const marks = buildParts
    ? markParts(
        rows.map((row) => ({ part: toBuildPart(row, 1), stock: row.stock, status: row.status })),
        buildParts,
      )
    : undefined;
  const items = rows.map((row, index) => {
    const product = toProduct(row, context);
    return marks ? { ...product, mark: marks[index]! } : product;
  });
  return page(items, total, query, context);
}

/**
 * A page of the parts compatible with a build (`only_compatible`). The build's parts come from
 * this process's facts when it read them all at its last revision (knownBuild), else from the
 * database with the revision; every part of the category is marked against it from this
 * process's facts (candidateMarks: once per build and revision); one statement then sorts, counts
 * and cuts the page of products without the parts the marks make incompatible (sold out or not:
 * a sold-out part that wouldn't fit is no compatible part) and answers the revision:
 * when the facts were rewritten since, it starts again with the build read from the database.
 */
async function listCompatibleProducts(
  db: Database,
  query: ProductListQuery,
  context: RequestContext,
  where: SQL | undefined,
  lines: BuildLines,
  fromFacts = true,
): Promise<ProductList> {
  const build = await buildOf(db, lines, { fromFacts });
  const revision = build.revision;
  const facts = await categoryFacts(db, query.category, revision);
  const marks = candidateMarks(db, build.parts, facts, revision);
  const { hidden, kept } = compatibilitySplit(
    marks,
    facts,
    new Set(build.parts.map((part) => part.id)),
  );
  // Left out: the incompatible parts. Sent as the shorter list of ids.
  const leftOut = hidden.count <= kept.count;
  const ids = leftOut ? hidden.literal : kept.literal;
  const rows = await compatiblePageStatement(db, {
    sort: query.sort,
    category: query.category !== undefined,
    inStock: query.in_stock === true,
    leftOut,
  }).execute({
    country: context.country,
    currency: context.currency,
    category: query.category,
    ids,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  // Facts written since the build's were read (or a page past the last, which can't tell): once
  // more with the build read from the database.
  if (fromFacts && rows[0]?.revision !== revision) {
    return listCompatibleProducts(db, query, context, where, lines, false);
  }
  const total =
    rows[0]?.total ??
    (query.page > 1 ? await countProducts(db, context, and(where, shownOf(leftOut, ids))) : 0);
  const pageMarks = markParts(
    rows.map((row) => ({ part: toBuildPart(row, 1), stock: row.stock, status: row.status })),
    build.parts,
    rows.map((row) => marks.get(row.id)!),
  );
  const items = rows.map((row, index) => ({ ...toProduct(row, context), mark: pageMarks[index]! }));
  return page(items, total, query, context);
}

/**
 * A page of one category's parts found by search and facets (domain/catalogue/facets.ts), with
 * each facet's counts when asked. One statement reads the ids of the category's listed parts in
 * the list's order (readListed: public, in stock with `in_stock`; and the facts revision); their
 * facts and prices come from this process's snapshot (candidates.ts), and the build's too once
 * kept (knownBuild); the parts are left out when incompatible with `only_compatible`
 * (candidateMarks: once per build and revision), searched, filtered, counted and cut to the page
 * here; a second statement reads the page's products, which are then marked. Statements don't
 * grow with the page or the category, nor do their values with the parts found.
 */
async function listFacetedProducts(
  db: Database,
  query: ProductListQuery,
  context: RequestContext,
): Promise<ProductList> {
  const category = query.category;
  if (!category) {
    throw new HttpError(400, 'category_required', 'Search, filters and facets need a category', {
      category: ['Choose a category to search or filter in'],
    });
  }
  const known = new Set(partFacets(category).map((facet) => facet.key));
  const filters = query.filter ?? {};
  const unknown = [
    ...Object.keys(filters.values ?? {}),
    ...Object.keys(filters.ranges ?? {}),
  ].filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw new HttpError(400, 'unknown_filter', `A ${category} has no such facet`, {
      filter: unknown.map((key) => `${key} is not a facet of ${category}`),
    });
  }
  const { ids, revision } = await readListed(
    db,
    { sort: query.sort, inStock: query.in_stock === true },
    { category, currency: context.currency },
  );
  const lines = query.build && query.build.length > 0 ? query.build : undefined;
  const [facts, prices, build] = await Promise.all([
    categoryFacts(db, category, revision),
    categoryPrices(db, category, context, revision),
    lines ? buildOf(db, lines, { fromFacts: true, revision }) : undefined,
  ]);
  const marks = build
    ? candidateMarks(db, build.parts, facts, build.revision === revision ? revision : null)
    : undefined;
  const { index, ids: candidateIds, positions } = facetedFacts(facts, prices, category);
  const candidates = index.parts;
  const hideable =
    query.only_compatible && build && marks
      ? incompatibleFlags(marks, candidates, new Set(build.parts.map((part) => part.id)))
      : undefined;
  // The listed parts in the list's order, as positions in the index (a part without a price in
  // the currency is not for sale in it), without the incompatible ones with only_compatible. Typed
  // arrays: reading each part's object made this walk cost more than the facets.
  const listed = new Uint8Array(candidates.length);
  const order = new Int32Array(ids.length);
  const first = candidateIds[0] ?? 0;
  let count = 0;
  for (const id of ids) {
    const at = positions[id - first] ?? -1;
    if (at < 0 || hideable?.[at]) continue;
    listed[at] = 1;
    order[count++] = at;
  }
  const faceted = facetIndexedParts(index, { ...filters, q: query.q }, listed);
  const offset = (query.page - 1) * query.per_page;
  const pageIds: number[] = [];
  for (let n = 0, passed = 0; n < count && pageIds.length < query.per_page; n++) {
    const at = order[n]!;
    if (faceted.found[at] && passed++ >= offset) pageIds.push(candidateIds[at]!);
  }
  const rows = await productsInOrder(db, context, pageIds);
  const pageMarks = build
    ? markParts(
        rows.map((row) => ({ part: toBuildPart(row, 1), stock: row.stock, status: row.status })),
        build.parts,
        rows.map((row) => marks!.get(row.id)!),
      )
    : undefined;
  const items = rows.map((row, at) => {
    const product = toProduct(row, context);
    return pageMarks ? { ...product, mark: pageMarks[at]! } : product;
  });
  const list = page(items, faceted.parts.length, query, context);
  return query.facets ? { ...list, facets: faceted.facets } : list;
}

/** Products by id, in the currency and country of the statement's values: prepared once. */
const productsByIdsStatement = preparedPer((db) =>
  selectProducts(db, pricingPlaceholders)
    .where(sql`${parts.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('products_by_ids'),
);

/** The products of `ids` (a page's: a few), in their order. */
async function productsInOrder(db: Database, context: RequestContext, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await productsByIdsStatement(db).execute({
    country: context.country,
    currency: context.currency,
    ids: `{${ids.join(',')}}`,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The count of a page past the last one (no row carries it). */
async function countProducts(db: Database, context: RequestContext, where: SQL | undefined) {
  const [row] = await selectProducts(db, context, {
    total: sql<number>`count(*) over()`.mapWith(Number),
  })
    .where(where)
    .limit(1);
  return row?.total ?? 0;
}

/** One part, archived ones included (a saved build or a cart holds them). */
export async function getProduct(db: Database, id: string, locale: LocaleQuery): Promise<Product> {
  const context = requestContext(locale);
  const [row] = await selectProducts(db, context).where(eq(parts.id, Number(id)));
  if (!row) throw notFound(`Product ${id}`);
  return toProduct(row, context);
}

/** Several parts in the order asked, archived ones included; the ids not found are listed. */
export async function getProductsByIds(
  db: Database,
  ids: readonly string[],
  locale: LocaleQuery,
): Promise<ProductsByIds> {
  const context = requestContext(locale);
  const rows = await selectProducts(db, context).where(
    inArray(
      parts.id,
      ids.map((id) => Number(id)),
    ),
  );
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return {
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProduct(row, context)] : [];
    }),
    missing: ids.filter((id) => !byId.has(id)),
    currency: context.currency,
  };
}
