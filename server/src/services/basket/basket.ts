import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MAX_BASKET_AMOUNT,
  MAX_BASKET_LINES,
  type Basket,
  type BasketLine,
} from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { basketLines } from '../../db/schema/index';
import { requestContext, type LocaleQuery, type RequestContext } from '../catalogue/context';
import type { Queryable } from '../auth/deps';
import type { Clock } from '../clock';
import { HttpError, notFound } from '../errors';
import { findProducts, sellableUnits, toItem, type PricedProduct } from './items';

export interface BasketDeps {
  db: Database;
  clock: Clock;
}

type LineRow = typeof basketLines.$inferSelect;

const lineNotFound = () => notFound('Basket line');

const unknownProduct = (id: string) =>
  new HttpError(400, 'unknown_product', `There is no product ${id} to add`, {
    product: [`Product ${id} is not in the catalogue`],
  });

const aboveMaximum = () =>
  new HttpError(
    409,
    'amount_above_maximum',
    `A basket line holds at most ${MAX_BASKET_AMOUNT} units of its product`,
    { amount: [`At most ${MAX_BASKET_AMOUNT} in all`] },
  );

/** The signed-in user's lines, each priced as `findProducts` prices it. */
async function present(
  deps: BasketDeps,
  rows: readonly LineRow[],
  userId: string,
  context: RequestContext,
): Promise<BasketLine[]> {
  const { products: found } = await findProducts(
    deps.db,
    context,
    { ids: rows.map((row) => row.product) },
    { viewer: userId },
  );
  // A line's product always exists (foreign keys); one without a price in the currency is left out.
  return rows.flatMap((row) => {
    const priced = found.get(row.product);
    return priced ? [{ pk: row.id, ...toItem(priced, row.amount) }] : [];
  });
}

const userLines = preparedPer((db) =>
  db
    .select()
    .from(basketLines)
    .where(eq(basketLines.userId, sql.placeholder('userId')))
    .orderBy(asc(basketLines.id))
    .prepare('basket_lines'),
);

export async function basketRows(db: Database, userId: string): Promise<LineRow[]> {
  return userLines(db).execute({ userId });
}

export async function getBasket(
  deps: BasketDeps,
  userId: string,
  locale: LocaleQuery,
): Promise<Basket> {
  const context = requestContext(locale);
  const rows = await basketRows(deps.db, userId);
  return { items: await present(deps, rows, userId, context), currency: context.currency };
}

/**
 * The product a user may put in their basket: known, priced in the currency, and sold (an
 * archived product is refused, 400 `archived_product`). Assemblies: a guest's or their own.
 */
async function sellable(
  deps: BasketDeps,
  userId: string,
  product: string,
  context: RequestContext,
): Promise<PricedProduct> {
  const { products } = await findProducts(deps.db, context, { ids: [product] }, { viewer: userId });
  const priced = products.get(product);
  if (!priced) throw unknownProduct(product);
  if (priced.product.status !== 'public') {
    throw new HttpError(400, 'archived_product', `${priced.product.title} is no longer sold`, {
      product: [`Product ${product} is archived`],
    });
  }
  return priced;
}

/**
 * `amount` more of the product in the user's basket, in one statement: a new line, or added to
 * the product's line (unique per user) when it stays within MAX_BASKET_AMOUNT. Refused (409
 * `amount_above_maximum`) beyond, the line unchanged. With a `cap`, the line ends at most at
 * `cap`, yet never below what it held.
 */
async function addAmount(
  db: Queryable,
  userId: string,
  priced: PricedProduct,
  amount: number,
  now: Date,
  cap: number | null = null,
): Promise<LineRow> {
  const added = sql`${basketLines.amount} + ${amount}`;
  const [row] = await db
    .insert(basketLines)
    .values({
      userId,
      product: priced.product.id,
      ...priced.references,
      amount: cap === null ? amount : Math.min(amount, cap),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [basketLines.userId, basketLines.product],
      set: {
        amount:
          cap === null ? added : sql`greatest(${basketLines.amount}, least(${added}, ${cap}))`,
        updatedAt: now,
      },
      setWhere: sql`${added} <= ${MAX_BASKET_AMOUNT}`,
    })
    .returning();
  if (!row) throw aboveMaximum();
  return row;
}

/**
 * Adds `amount` of a product: a new line, or more of the line the basket has for it. One
 * statement (an insert that, on the user's line for the product, adds to it), so concurrent adds
 * never lose an amount nor make two lines. Past MAX_BASKET_AMOUNT units it is refused (409
 * `amount_above_maximum`) and the line is unchanged; past MAX_BASKET_LINES lines, 409
 * `basket_full`. The line is capped at what the shop can sell now (`sellableUnits`), as a guest's
 * cart merged at sign-in is; with none to sell, the amount adds uncapped and the line shows its
 * problem, as it would have had the stock run out after the add.
 */
export async function addToBasket(
  deps: BasketDeps,
  userId: string,
  input: { product: string; amount: number },
  locale: LocaleQuery,
): Promise<BasketLine> {
  const context = requestContext(locale);
  const priced = await sellable(deps, userId, input.product, context);
  const units = sellableUnits(priced);
  const row = await addAmount(
    deps.db,
    userId,
    priced,
    input.amount,
    deps.clock.now(),
    units > 0 ? units : null,
  );
  await refuseBeyondLines(deps, userId, row.id);
  return { pk: row.id, ...toItem(priced, row.amount) };
}

/**
 * A basket keeps at most MAX_BASKET_LINES lines: a line added beyond is taken out again and the
 * add refused (409 `basket_full`).
 */
async function refuseBeyondLines(deps: BasketDeps, userId: string, lineId: number) {
  const [counted] = await deps.db
    .select({ rank: sql<number>`count(*) filter (where ${basketLines.id} <= ${lineId})::int` })
    .from(basketLines)
    .where(eq(basketLines.userId, userId));
  if (counted && counted.rank > MAX_BASKET_LINES) {
    await deps.db
      .delete(basketLines)
      .where(and(eq(basketLines.id, lineId), eq(basketLines.userId, userId)));
    throw new HttpError(
      409,
      'basket_full',
      `A basket holds at most ${MAX_BASKET_LINES} different products`,
    );
  }
}

async function ownLine(db: Database, userId: string, id: number): Promise<LineRow> {
  const [row] = await db
    .select()
    .from(basketLines)
    .where(and(eq(basketLines.id, id), eq(basketLines.userId, userId)));
  if (!row) throw lineNotFound();
  return row;
}

/**
 * Sets a line's amount (1–MAX_BASKET_AMOUNT, checked by the schema); anyone else's line is 404.
 * `upToStock`: at most what the shop can sell now (`sellableUnits`), yet never below what the
 * line held, as an add is capped; with none to sell, the amount is set and the line shows its
 * problem.
 */
export async function setLineAmount(
  deps: BasketDeps,
  userId: string,
  id: number,
  input: { amount: number; up_to_stock: boolean },
  locale: LocaleQuery,
): Promise<BasketLine> {
  const context = requestContext(locale);
  let amount = input.amount;
  if (input.up_to_stock) {
    const line = await ownLine(deps.db, userId, id);
    const { products } = await findProducts(
      deps.db,
      context,
      { ids: [line.product] },
      {
        viewer: userId,
      },
    );
    const priced = products.get(line.product);
    const units = priced ? sellableUnits(priced) : 0;
    if (units > 0) amount = Math.max(line.amount, Math.min(amount, units));
  }
  const [row] = await deps.db
    .update(basketLines)
    .set({ amount, updatedAt: deps.clock.now() })
    .where(and(eq(basketLines.id, id), eq(basketLines.userId, userId)))
    .returning();
  if (!row) throw lineNotFound();
  return (await present(deps, [row], userId, context))[0] ?? throwGone();
}

const throwGone = (): never => {
  throw lineNotFound();
};

export async function removeLine(deps: BasketDeps, userId: string, id: number): Promise<void> {
  const deleted = await deps.db
    .delete(basketLines)
    .where(and(eq(basketLines.id, id), eq(basketLines.userId, userId)))
    .returning({ id: basketLines.id });
  if (deleted.length === 0) throw lineNotFound();
}

/**
 * Puts another product in a line's place, keeping its amount: in one transaction the line goes,
 * and its amount is added to the product's line (made when missing), within MAX_BASKET_AMOUNT
 * (409 `amount_above_maximum` otherwise, nothing changed).
 */
export async function replaceLine(
  deps: BasketDeps,
  userId: string,
  id: number,
  product: string,
  locale: LocaleQuery,
): Promise<BasketLine> {
  const context = requestContext(locale);
  const line = await ownLine(deps.db, userId, id);
  const priced = await sellable(deps, userId, product, context);
  if (line.product === product) return { pk: line.id, ...toItem(priced, line.amount) };
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [old] = await tx
      .delete(basketLines)
      .where(and(eq(basketLines.id, id), eq(basketLines.userId, userId)))
      .returning();
    if (!old) throw lineNotFound();
    return addAmount(tx, userId, priced, old.amount, now);
  });
  return { pk: row.id, ...toItem(priced, row.amount) };
}
