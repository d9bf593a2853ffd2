import {
  and,
  asc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type {
  BasketItem,
  BasketProblem,
  BasketProduct,
  CountryCode,
  CurrencyCode,
} from '@pcshop/stores/schemas';
import {
  buildPrice,
  buildReadiness,
  checkCompatibility,
  lineProblem,
  modelPricing,
  toBuildPart,
} from '@pcshop/stores/domain';
import type { Database } from '../../db/client';
import { preparedPer, type Bound } from '../../db/prepared';
import { together } from '../../db/together';
import {
  basketLines,
  countries,
  partPrices,
  couponRedemptions,
  coupons,
  modelParts,
  models,
  parts,
  pcBuildComponents,
  pcBuilds,
  siteSettings,
} from '../../db/schema/index';
import { completenessCodes } from '../builds/pcBuilds';
import type { CouponRow } from '../catalogue/coupons';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../catalogue/context';
import { modelImage, partImageUrl } from '../catalogue/media';
import { generalAmount } from '../site/settings';

/** Days to assemble and burn-in test a PC before it ships, added to its slowest part. */
export const BUILD_DAYS = 3;

/** What a basket product id names (stores/src/api/schemas/basket.ts). */
export type ProductRef =
  | { kind: 'part'; id: string; partId: number }
  | { kind: 'assembly'; id: string; buildId: number }
  | { kind: 'model'; id: string; slug: string };

/** The product id, already validated by `basketProductIdSchema`, as what it names. */
export function productRef(id: string): ProductRef {
  if (id.startsWith('pc-')) return { kind: 'assembly', id, buildId: Number(id.slice(3)) };
  if (id.startsWith('model-')) return { kind: 'model', id, slug: id.slice('model-'.length) };
  return { kind: 'part', id, partId: Number(id) };
}

/** What a basket reads of a single part: what prices, delivers and sells it. */
const stockedPartColumns = {
  id: parts.id,
  reference: parts.reference,
  category: parts.category,
  title: parts.title,
  stock: parts.stock,
  status: parts.status,
  deliveryDays: parts.deliveryDays,
  price: partPrices.amount,
};

/** What a basket reads of a PC build's part: its facts too, which the compatibility rules check. */
const partColumns = { ...stockedPartColumns, specs: parts.specs };

/** What an assembly's part rows carry of the build besides the part. */
const buildPartColumns = {
  buildId: pcBuildComponents.buildId,
  amount: pcBuildComponents.amount,
  buildName: pcBuilds.name,
  buildReference: pcBuilds.reference,
};

/** What a model's part rows carry of the model besides the part. */
const modelPartColumns = {
  modelId: modelParts.modelId,
  amount: modelParts.amount,
  modelSlug: models.slug,
  modelName: models.name,
  modelStatus: models.status,
  discountPercent: models.discountPercent,
};

/** Parts' `columns` with their price in the currency (those without one are left out). */
function selectParts<Columns extends SelectedFields>(
  db: Database,
  currency: Bound<CurrencyCode>,
  columns: Columns,
) {
  return db
    .select(columns)
    .from(parts)
    .innerJoin(partPrices, and(eq(partPrices.partId, parts.id), eq(partPrices.currency, currency)));
}

/**
 * The parts of the assemblies `filter` picks, in their order: guests' ones, and `viewer`'s.
 */
function selectBuildParts(
  db: Database,
  currency: Bound<CurrencyCode>,
  filter: SQL,
  viewer: Bound<string> | null,
) {
  const owned =
    viewer === null
      ? isNull(pcBuilds.userId)
      : or(isNull(pcBuilds.userId), eq(pcBuilds.userId, viewer));
  return selectParts(db, currency, { ...partColumns, ...buildPartColumns })
    .innerJoin(pcBuildComponents, eq(pcBuildComponents.partId, parts.id))
    .innerJoin(pcBuilds, eq(pcBuilds.id, pcBuildComponents.buildId))
    .where(and(filter, eq(pcBuilds.kind, 'assembly'), owned))
    .orderBy(asc(pcBuildComponents.position));
}

/** The parts of the models `filter` picks. */
function selectModelParts(db: Database, currency: Bound<CurrencyCode>, filter: SQL) {
  return selectParts(db, currency, { ...partColumns, ...modelPartColumns })
    .innerJoin(modelParts, eq(modelParts.partId, parts.id))
    .innerJoin(models, eq(models.id, modelParts.modelId))
    .where(filter)
    .orderBy(asc(parts.id));
}

/** A single part's row: no facts, which only a build's parts need. */
type StockedPartRow = Omit<PartRow, 'specs'>;

type PartRow = Pick<
  typeof parts.$inferSelect,
  'id' | 'reference' | 'category' | 'title' | 'specs' | 'stock' | 'status' | 'deliveryDays'
> & { price: number };

/** A part of an assembly, as its build's rows carry it. */
type BuildPartRow = PartRow & {
  buildId: number;
  amount: number;
  buildName: string;
  buildReference: string | null;
};

/** A part of a model, as its model's rows carry it. */
type ModelPartRow = PartRow & {
  modelId: number;
  amount: number;
  modelSlug: string;
  modelName: string;
  modelStatus: PartRow['status'];
  discountPercent: number | null;
};

/** A part of a PC build and how many of it one build holds. */
interface Component {
  row: PartRow;
  amount: number;
}

/** A product found and priced: a single part, or a build of parts. */
export interface PricedProduct {
  ref: ProductRef;
  /** What a basket line row references (exactly one set). */
  references: { partId: number | null; buildId: number | null; modelId: number | null };
  product: Omit<BasketProduct, 'in_stock'>;
  /** The part itself, or a build's parts (empty for a single product). */
  part: StockedPartRow | null;
  components: Component[];
}

/** What prices a basket beyond its products, in the context's currency and country. */
export interface ShopTerms {
  /** Added to every PC build's parts (`general` setting); 0 without one. */
  assemblyFee: number;
  /** Goods from this amount ship free (`general` setting); null: never. */
  freeShippingFrom: number | null;
  /** The country's VAT rate in basis points. */
  vatRateBp: number;
}

/** A voucher as stored, with the uses the viewer has made of it. */
export interface CouponWithUses {
  row: CouponRow;
  uses: number;
}

/**
 * The shop's terms in the currency and country, and the voucher of the code (upper case) with the
 * uses `viewer` made of it (none for a guest): one statement, of one row.
 */
function selectTerms<Extra extends SelectedFields = Record<never, never>>(
  db: Database,
  where: { currency: Bound<CurrencyCode>; country: Bound<CountryCode>; code: Bound<string> },
  viewer: Bound<string> | null,
  extra?: Extra,
) {
  const uses =
    viewer === null
      ? sql<number>`0`
      : sql<number>`(select count(*)::int from ${couponRedemptions} where ${and(
          eq(couponRedemptions.couponId, coupons.id),
          eq(couponRedemptions.userId, viewer),
        )})`;
  return db
    .select({
      assemblyFee: generalAmount('assemblyFee', where.currency),
      freeShippingFrom: generalAmount('freeShippingFrom', where.currency),
      vatRateBp: countries.vatRateBp,
      coupon: coupons,
      uses,
      ...(extra as Extra),
    })
    .from(countries)
    .leftJoin(siteSettings, eq(siteSettings.slug, 'general'))
    .leftJoin(coupons, eq(coupons.code, where.code))
    .where(eq(countries.code, where.country));
}

/** `json_build_object` of named expressions: a row as JSON with these field names. */
function jsonObject(fields: Record<string, SQLWrapper>): SQL {
  return sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;
}

/** The rows `rows` selects with `row`, as a JSON array in `order` (empty when none). */
const jsonRows = <Row>(row: SQL, from: SQL, order?: SQLWrapper) =>
  sql<
    Row[]
  >`coalesce((select json_agg(${row}${order ? sql` order by ${order}` : sql``}) ${from}), '[]')`;

/**
 * A user's basket (`basketOf`), whatever its lines, in one prepared statement of one row: the
 * shop's terms and the voucher with its uses (as `selectTerms` reads them), the lines, and the
 * rows of their parts, assemblies' parts and models' parts as JSON arrays of the shapes the
 * separate selects answer. One round trip instead of four.
 */
const basketStatement = preparedPer((db) => {
  const userId = sql.placeholder('userId');
  const currency = sql.placeholder('currency');
  const inBasket = (
    column: typeof basketLines.partId | typeof basketLines.buildId | typeof basketLines.modelId,
  ) =>
    db
      .select({ id: column })
      .from(basketLines)
      .where(and(eq(basketLines.userId, userId), isNotNull(column)));
  const priced = sql`from ${parts} inner join ${partPrices} on ${and(
    eq(partPrices.partId, parts.id),
    eq(partPrices.currency, currency),
  )}`;
  return selectTerms(
    db,
    { currency, country: sql.placeholder('country'), code: sql.placeholder('code') },
    userId,
    {
      lines: sql<BasketLineRef[]>`(select coalesce(json_agg(json_build_object(
        'product', ${basketLines.product}, 'amount', ${basketLines.amount}
      ) order by ${basketLines.id}), '[]') from ${basketLines}
      where ${eq(basketLines.userId, userId)})`,
      parts: jsonRows<StockedPartRow>(
        jsonObject(stockedPartColumns),
        sql`${priced} where ${inArray(parts.id, inBasket(basketLines.partId))}`,
      ),
      buildParts: jsonRows<BuildPartRow>(
        jsonObject({ ...partColumns, ...buildPartColumns }),
        sql`${priced}
          inner join ${pcBuildComponents} on ${eq(pcBuildComponents.partId, parts.id)}
          inner join ${pcBuilds} on ${eq(pcBuilds.id, pcBuildComponents.buildId)}
          where ${and(
            inArray(pcBuilds.id, inBasket(basketLines.buildId)),
            eq(pcBuilds.kind, 'assembly'),
            or(isNull(pcBuilds.userId), eq(pcBuilds.userId, userId)),
          )}`,
        pcBuildComponents.position,
      ),
      modelParts: jsonRows<ModelPartRow>(
        jsonObject({ ...partColumns, ...modelPartColumns }),
        sql`${priced}
          inner join ${modelParts} on ${eq(modelParts.partId, parts.id)}
          inner join ${models} on ${eq(models.id, modelParts.modelId)}
          where ${inArray(models.id, inBasket(basketLines.modelId))}`,
        parts.id,
      ),
    },
  ).prepare('basket_read');
});

/** Which products: named by their ids, or those of a user's basket (as that user finds them). */
export type ProductSource = { ids: readonly string[] } | { basketOf: string };

export interface FindOptions {
  /** Whose assemblies may be found besides guests' (the signed-in caller). */
  viewer: string | null;
  /** Read the shop's terms even when no build needs its assembly fee. */
  terms?: boolean;
  /** The voucher to read with the terms. */
  coupon?: string | null;
}

/** A line of a user's basket: its product and amount. */
export interface BasketLineRef {
  product: string;
  amount: number;
}

export interface Found {
  /** A user's basket's lines, in their order (`basketOf` only). */
  lines: BasketLineRef[] | null;
  products: Map<string, PricedProduct>;
  terms: ShopTerms | null;
  coupon: CouponWithUses | null;
}

/** A user's basket's lines, the rows of their products, and the terms, by one prepared statement. */
async function readBasket(db: Database, context: RequestContext, userId: string, code: string) {
  const values = { userId, currency: context.currency, country: context.country, code };
  const [row] = await basketStatement(db).execute(values);
  if (!row) return { lines: [], rows: [[], [], [], []] as const };
  const { parts: partRows, buildParts, modelParts: modelPartRows, lines, ...terms } = row;
  return { lines, rows: [partRows, buildParts, modelPartRows, [terms]] as const };
}

/** The rows of the products of `ids`, and the terms when a build needs them or when asked. */
async function readProducts(
  db: Database,
  context: RequestContext,
  ids: readonly string[],
  options: FindOptions & { coupon: string },
) {
  const refs = ids.map(productRef);
  const partIds = refs.flatMap((ref) => (ref.kind === 'part' ? [ref.partId] : []));
  const buildIds = refs.flatMap((ref) => (ref.kind === 'assembly' ? [ref.buildId] : []));
  const slugs = refs.flatMap((ref) => (ref.kind === 'model' ? [ref.slug] : []));
  const { currency, country } = context;
  const none = async () => [];
  const rows = await together(db, [
    partIds.length
      ? () => selectParts(db, currency, stockedPartColumns).where(inArray(parts.id, partIds))
      : none,
    buildIds.length
      ? () => selectBuildParts(db, currency, inArray(pcBuilds.id, buildIds), options.viewer)
      : none,
    slugs.length ? () => selectModelParts(db, currency, inArray(models.slug, slugs)) : none,
    options.terms || options.coupon || buildIds.length || slugs.length
      ? () => selectTerms(db, { currency, country, code: options.coupon }, options.viewer)
      : none,
  ] as const);
  return { lines: null, rows };
}

/**
 * The products of `source`, priced in the context's currency, with the shop's terms and the
 * voucher asked for, in one round of at most four statements run together whatever their number:
 * the parts, the assemblies with their parts, the models with their parts, and the terms with
 * the voucher (read when a build needs the assembly fee, or when asked). A user's basket is read
 * by one prepared statement answering the same shapes (`basketStatement`), the terms always,
 * that user being the viewer. An assembly is found only when it has no owner (a guest's)
 * or is the viewer's; a part without a price in the currency is not found. Archived products
 * are found, with their status.
 */
export async function findProducts(
  db: Database,
  context: RequestContext,
  source: ProductSource,
  options: FindOptions,
): Promise<Found> {
  const code = (options.coupon ?? '').toUpperCase();
  const {
    lines,
    rows: [partRows, buildParts, modelPartRows, termRows],
  } =
    'basketOf' in source
      ? await readBasket(db, context, source.basketOf, code)
      : await readProducts(db, context, source.ids, { ...options, coupon: code });
  const [termRow] = termRows;
  const terms = termRow
    ? {
        assemblyFee: termRow.assemblyFee ?? 0,
        freeShippingFrom: termRow.freeShippingFrom,
        vatRateBp: termRow.vatRateBp,
      }
    : null;
  const coupon = termRow?.coupon ? { row: termRow.coupon, uses: termRow.uses } : null;
  const assemblyFee = terms?.assemblyFee ?? 0;
  const found = new Map<string, PricedProduct>();

  const partsById = new Map(partRows.map((row) => [row.id, row]));
  const buildsById = new Map(
    buildParts.map((row) => [
      row.buildId,
      { id: row.buildId, name: row.buildName, reference: row.buildReference },
    ]),
  );
  const modelsBySlug = new Map(
    modelPartRows.map((row) => [
      row.modelSlug,
      {
        id: row.modelId,
        slug: row.modelSlug,
        name: row.modelName,
        status: row.modelStatus,
        discountPercent: row.discountPercent,
      },
    ]),
  );
  const refs = [
    ...partRows.map((row) => String(row.id)),
    ...[...buildsById.keys()].map((id) => `pc-${id}`),
    ...[...modelsBySlug.keys()].map((slug) => `model-${slug}`),
  ].map(productRef);
  for (const ref of refs) {
    if (ref.kind === 'part') {
      const row = partsById.get(ref.partId);
      if (!row) continue;
      found.set(ref.id, {
        ref,
        references: { partId: row.id, buildId: null, modelId: null },
        part: row,
        components: [],
        product: {
          id: ref.id,
          reference: row.reference,
          title: row.title,
          status: row.status,
          product_class: 'product',
          price: row.price,
          was: null,
          delivery_days: row.deliveryDays,
          image: partImageUrl(row.id),
        },
      });
    } else if (ref.kind === 'assembly') {
      const build = buildsById.get(ref.buildId);
      if (!build) continue;
      const components = buildParts
        .filter((row) => row.buildId === build.id)
        .map((row) => ({ row, amount: row.amount }));
      const price = buildPrice(
        components.map(({ row, amount }) => ({ price: row.price, amount })),
        assemblyFee,
      );
      const pcCase = components.find(({ row }) => row.category === 'case');
      found.set(ref.id, {
        ref,
        references: { partId: null, buildId: build.id, modelId: null },
        part: null,
        components,
        product: {
          id: ref.id,
          reference: build.reference,
          title: build.name,
          status: components.some(({ row }) => row.status !== 'public') ? 'archived' : 'public',
          product_class: 'pc-build',
          price: price.total,
          was: null,
          delivery_days: buildDays(components),
          image: pcCase ? partImageUrl(pcCase.row.id) : null,
        },
      });
    } else {
      const model = modelsBySlug.get(ref.slug);
      if (!model) continue;
      const components = modelPartRows
        .filter((row) => row.modelId === model.id)
        .map((row) => ({ row, amount: row.amount }));
      const pricing = modelPricing(
        components.reduce((sum, { row, amount }) => sum + row.price * amount, 0),
        assemblyFee,
        model.discountPercent,
      );
      found.set(ref.id, {
        ref,
        references: { partId: null, buildId: null, modelId: model.id },
        part: null,
        components,
        product: {
          id: ref.id,
          reference: model.slug,
          title: model.name,
          status: model.status,
          product_class: 'pc-build',
          price: pricing.amount,
          was: pricing.was,
          delivery_days: buildDays(components),
          image: modelImage(model.slug, model.name, context.locale).url,
        },
      });
    }
  }
  return { lines, products: found, terms, coupon };
}

const buildDays = (components: readonly Component[]) =>
  Math.max(0, ...components.map(({ row }) => row.deliveryDays)) + BUILD_DAYS;

/**
 * How many of the product the shop can sell now: a part's stock; a build's, the fewest whole
 * builds its parts' stock makes.
 */
export function sellableUnits(priced: PricedProduct): number {
  if (priced.part) return priced.part.stock;
  return Math.min(...priced.components.map(({ row, amount }) => Math.floor(row.stock / amount)));
}

/**
 * Why `amount` of the product can't be checked out: a single product archived or short of
 * stock; a build no longer sold, with archived or short parts (for every unit), unfinished, or
 * breaking a compatibility rule.
 */
export function problemsOf(priced: PricedProduct, amount: number): BasketProblem[] {
  if (priced.part) {
    const code = lineProblem(priced.part, amount);
    return code ? [{ code, components: [], rules: [] }] : [];
  }
  const problems: BasketProblem[] = [];
  if (priced.ref.kind === 'model' && priced.product.status !== 'public') {
    problems.push({ code: 'archived', components: [], rules: [] });
  }
  const readiness = buildReadiness(
    priced.components.map(({ row, amount: perBuild }) => ({
      part: { ...row, id: String(row.id) },
      amount: perBuild * amount,
    })),
    [],
  );
  const withCode = (code: 'archived' | 'out_of_stock') =>
    readiness.problems.filter((problem) => problem.code === code).map(({ part }) => part.id);
  const archived = withCode('archived');
  if (archived.length > 0)
    problems.push({ code: 'build_archived', components: archived, rules: [] });
  const short = withCode('out_of_stock');
  if (short.length > 0) problems.push({ code: 'build_unavailable', components: short, rules: [] });
  const issues = checkCompatibility(
    priced.components.map(({ row, amount: perBuild }) => toBuildPart(row, perBuild)),
  ).filter((issue) => issue.severity === 'error');
  if (readiness.missing.length > 0 || issues.some((issue) => completenessCodes.has(issue.code))) {
    problems.push({ code: 'build_unfinished', components: [], rules: [] });
  }
  const broken = [
    ...new Set(issues.filter((issue) => !completenessCodes.has(issue.code)).map((i) => i.code)),
  ];
  if (broken.length > 0) {
    problems.push({ code: 'build_incompatible', components: [], rules: broken });
  }
  return problems;
}

/** A line priced: its product, amount, total and problems. */
export function toItem(priced: PricedProduct, amount: number): BasketItem {
  const problems = problemsOf(priced, amount);
  const unavailable = problems.some(
    (problem) => problem.code !== 'build_unfinished' && problem.code !== 'build_incompatible',
  );
  return {
    product: { ...priced.product, in_stock: !unavailable },
    amount,
    total: priced.product.price * amount,
    problems,
  };
}
