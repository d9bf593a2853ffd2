import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { BasketItem, BasketProblemCode, Order, ShippingAddress } from '@pcshop/stores/schemas';
import type { z } from 'zod';
import type { toOrderRequestSchema } from '@pcshop/stores/schemas';
import {
  basketLines,
  couponRedemptions,
  coupons,
  orderEvents,
  orderLines,
  orderRequests,
  orderReservations,
  orders,
  parts,
} from '../../db/schema/index';
import type { Database } from '../../db/client';
import type { Queryable } from '../auth/deps';
import { findAddress, saveAddress } from '../account/addresses';
import { requestContext, type LocaleQuery } from '../catalogue/context';
import type { Clock } from '../clock';
import { HttpError } from '../errors';
import type { PricedProduct } from '../basket/items';
import { priceBasket } from '../basket/summary';
import { readOrder, toOrder } from './readOrder';
import { unverifiedChecksOf } from './unverifiedChecks';

export interface OrderDeps {
  db: Database;
  clock: Clock;
  /** How long an unpaid order holds its stock. */
  reservationMinutes: number;
}

type ToOrderValues = z.output<typeof toOrderRequestSchema>;

/** Why a line can't be ordered, as `to_order` names it. */
const refusalOfProblem: Record<
  BasketProblemCode,
  'out_of_stock' | 'archived' | 'incompatible_build'
> = {
  out_of_stock: 'out_of_stock',
  build_unavailable: 'out_of_stock',
  archived: 'archived',
  build_archived: 'archived',
  build_unfinished: 'incompatible_build',
  build_incompatible: 'incompatible_build',
};

const refusalMessages = {
  out_of_stock: 'Some products are out of stock',
  archived: 'Some products are no longer sold',
  incompatible_build: 'Some PC builds are unfinished or break a compatibility rule',
};

/** The lines that can't be ordered as they are: 409, each product id with its reasons. */
function unorderable(items: readonly BasketItem[]): HttpError | null {
  const refused = items.filter((item) => item.problems.length > 0);
  if (refused.length === 0) return null;
  const fields = Object.fromEntries(
    refused.map((item) => [
      item.product.id,
      [...new Set(item.problems.map((problem) => refusalOfProblem[problem.code]))],
    ]),
  );
  const code = refusalOfProblem[refused[0]!.problems[0]!.code];
  return new HttpError(409, code, refusalMessages[code], fields);
}

const couponRefusals = {
  invalid: 'The coupon is not valid',
  invalid_country: 'The coupon is invalid for the current country',
  below_minimum: 'The subtotal is under the coupon’s minimum',
  used_up: 'The coupon has been used as often as it may be',
} as const;

const couponRefused = (state: keyof typeof couponRefusals) =>
  new HttpError(409, `coupon_${state}`, couponRefusals[state], {
    coupon: [couponRefusals[state]],
  });

/** `RS-` and eight characters of Crockford's base 32: about a trillion references. */
function newReference(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(8);
  return `RS-${[...bytes].map((byte) => alphabet[byte % 32]).join('')}`;
}

/** A request body and its context as one hash: a key reused with another order is refused. */
const requestHash = (values: ToOrderValues, locale: LocaleQuery) =>
  createHash('sha256')
    .update(JSON.stringify({ values, country: locale.country, currency: locale.currency ?? null }))
    .digest('base64url');

/** How many of each part the products hold, for `amount` of each line. */
function partsNeeded(
  lines: readonly { priced: PricedProduct; amount: number }[],
): Map<number, number> {
  const needed = new Map<number, number>();
  const add = (partId: number, amount: number) =>
    needed.set(partId, (needed.get(partId) ?? 0) + amount);
  for (const { priced, amount } of lines) {
    if (priced.part) add(priced.part.id, amount);
    for (const component of priced.components) add(component.row.id, component.amount * amount);
  }
  return needed;
}

/**
 * Takes the parts from stock, last in the order's transaction so that the rows every order
 * shares stay locked for as short a time as possible, in one statement: the rows locked in id
 * order (an init plan, so all of them before any is changed: concurrent orders queue instead of
 * deadlocking), each taken only while enough is left, and what was taken held for the order.
 * Refused, naming the lines that hold a part short, when one isn't.
 */
async function reserveStock(
  tx: Queryable,
  orderId: number,
  needed: Map<number, number>,
  lines: readonly { priced: PricedProduct }[],
) {
  const ids = [...needed.keys()].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const idArray = `{${ids.join(',')}}`;
  const amountArray = `{${ids.map((id) => needed.get(id)!).join(',')}}`;
  // node-postgres and PGlite both answer the rows as `rows`.
  const { rows: held } = (await tx.execute(sql`
    with wanted as (
      select * from unnest(${idArray}::int[], ${amountArray}::int[]) as w(part_id, amount)
    ),
    taken as (
      update ${parts} as p set stock = p.stock - wanted.amount
      from wanted
      where p.id = wanted.part_id
        and p.id = any(array(
          select id from ${parts} where id = any(${idArray}::int[]) order by id for no key update
        ))
        and p.stock >= wanted.amount
      returning p.id as part_id, wanted.amount
    )
    insert into ${orderReservations} (order_id, part_id, amount)
    select ${orderId}, part_id, amount from taken
    returning part_id`)) as { rows: { part_id: number }[] };
  if (held.length !== ids.length) {
    const taken = new Set(held.map((row) => Number(row.part_id)));
    const short = new Set(ids.filter((id) => !taken.has(id)));
    const partsOf = (priced: PricedProduct) =>
      priced.part ? [priced.part.id] : priced.components.map(({ row }) => row.id);
    throw new HttpError(
      409,
      'out_of_stock',
      refusalMessages.out_of_stock,
      Object.fromEntries(
        lines
          .filter(({ priced }) => partsOf(priced).some((id) => short.has(id)))
          .map(({ priced }) => [priced.product.id, ['out_of_stock']]),
      ),
    );
  }
}

/**
 * One use of the voucher taken atomically: the total limit by a conditional update (which also
 * locks the coupon's row until the order's redemption is written), then the customer's own uses
 * counted under that lock.
 */
async function takeCouponUse(
  tx: Queryable,
  code: string,
  userId: string,
  orderId: number,
): Promise<void> {
  const [coupon] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.code, code),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .returning({ id: coupons.id, perCustomerLimit: coupons.perCustomerLimit });
  if (!coupon) throw couponRefused('used_up');
  if (coupon.perCustomerLimit !== null) {
    const [uses] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, userId)));
    if ((uses?.count ?? 0) >= coupon.perCustomerLimit) throw couponRefused('used_up');
  }
  await tx.insert(couponRedemptions).values({ couponId: coupon.id, userId, orderId });
}

/** Where the order ships: a saved address of the customer's, or a new one. */
async function shippingAddress(
  db: Queryable,
  userId: string,
  values: ToOrderValues,
): Promise<Omit<ShippingAddress, 'id' | 'is_default'>> {
  const given = values.shipping_address;
  if ('id' in given) return findAddress(db, userId, given.id);
  return { ...given, phone: values.phone_number };
}

/** The basket changed between its pricing and its lines' lock: priced again. */
class BasketChanged extends Error {}

/** How often a basket that keeps changing while it is ordered is priced again before a 409. */
const PRICING_ATTEMPTS = 3;

const sameLines = (
  locked: readonly { product: string; amount: number }[],
  priced: readonly { product: string; amount: number }[],
) =>
  locked.length === priced.length &&
  locked.every(
    (line, index) =>
      line.product === priced[index]!.product && line.amount === priced[index]!.amount,
  );

/**
 * `POST /api/basket/to_order`: the signed-in basket becomes an order `waiting_for_payment`. A key
 * already used answers its order. The basket is priced first by the one summary (stock, status,
 * completeness and compatibility of every line checked), by its prepared statements outside any
 * transaction; then one transaction records the key (a concurrent request with it waits there,
 * then answers the same order), locks the basket's lines and checks they are still those priced
 * (else all is priced again), keeps a new address when asked, writes the order with its lines,
 * empties the basket, and last takes the voucher's use and the stock by conditional updates under
 * row locks, which hold the rows all orders share only until the commit that follows. Any
 * refusal rolls all of it back.
 */
export async function placeOrder(
  deps: OrderDeps,
  userId: string,
  idempotencyKey: string,
  values: ToOrderValues,
  locale: LocaleQuery,
): Promise<{ order: Order; replayed: boolean }> {
  const hash = requestHash(values, locale);
  for (let attempt = 1; ; attempt += 1) {
    const known = await keyedRequest(deps.db, userId, idempotencyKey);
    if (known) return { order: await replay(deps.db, known, hash), replayed: true };
    try {
      return await orderOnce(deps, userId, idempotencyKey, hash, values, locale);
    } catch (error) {
      if (!(error instanceof BasketChanged)) throw error;
      if (attempt === PRICING_ATTEMPTS) {
        throw new HttpError(
          409,
          'basket_changed',
          'The basket changed while it was being ordered; order again',
        );
      }
    }
  }
}

async function orderOnce(
  deps: OrderDeps,
  userId: string,
  idempotencyKey: string,
  hash: string,
  values: ToOrderValues,
  locale: LocaleQuery,
): Promise<{ order: Order; replayed: boolean }> {
  const context = requestContext(locale);
  const address = await shippingAddress(deps.db, userId, values);
  const priced = await priceBasket(
    { db: deps.db, clock: deps.clock },
    userId,
    { coupon: values.coupon, country: address.address.country },
    locale,
  );
  const { summary, products, coupon } = priced;
  return deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(orderRequests)
      .values({ userId, key: idempotencyKey, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: orderRequests.key });
    if (!recorded) {
      const known = await keyedRequest(tx, userId, idempotencyKey);
      return { order: await replay(tx, known, hash), replayed: true };
    }

    const lines = await tx
      .select({ product: basketLines.product, amount: basketLines.amount })
      .from(basketLines)
      .where(eq(basketLines.userId, userId))
      .orderBy(asc(basketLines.id))
      .for('update');
    if (lines.length === 0) throw new HttpError(409, 'empty_basket', 'The basket is empty');
    if (!sameLines(lines, priced.lines)) throw new BasketChanged();
    if (!('id' in values.shipping_address) && values.add_to_address_list) {
      await saveAddress(tx, userId, { ...address, is_default: false });
    }
    // A line left out of the summary has no price in the currency any more.
    if (summary.items.length !== lines.length) {
      throw new HttpError(409, 'archived', refusalMessages.archived);
    }
    const ordered = lines.map((line) => ({
      priced: products.get(line.product)!,
      amount: line.amount,
    }));
    const refusal = unorderable(summary.items);
    if (refusal) throw refusal;
    if (summary.coupon && summary.coupon.state !== 'applied') {
      throw couponRefused(summary.coupon.state);
    }
    if (summary.shipping_price === null || summary.shipping_time === null) {
      throw new HttpError(
        409,
        'shipping_unavailable',
        'Shipping to this country is to be confirmed',
      );
    }

    const now = deps.clock.now();
    // The order, its lines and first event, the key's order and the emptied basket: one statement.
    const newOrder = tx.$with('new_order').as(
      tx
        .insert(orders)
        .values({
          reference: newReference(),
          userId,
          currency: summary.currency,
          locale: context.locale,
          subtotal: summary.subtotal,
          vat: summary.vat,
          discount: summary.discount,
          shippingPrice: summary.shipping_price,
          totalPrice: summary.total_price,
          couponId: summary.coupon ? coupon!.row.id : null,
          couponCode: summary.coupon?.code ?? null,
          firstName: address.first_name,
          lastName: address.last_name,
          phone: values.phone_number,
          line1: address.address.line1,
          line2: address.address.line2,
          city: address.address.city,
          postcode: address.address.postcode,
          country: address.address.country,
          shippingDays: summary.shipping_time,
          expectedDelivery: summary.expected_delivery_time!,
          reservedUntil: new Date(now.getTime() + deps.reservationMinutes * 60_000),
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    );
    const orderId = sql<number>`(select id from ${newOrder})`;
    const pricedOf = new Map(ordered.map(({ priced }) => [priced.product.id, priced]));
    const newLines = tx.$with('new_lines').as(
      tx
        .insert(orderLines)
        .values(
          summary.items.map((item, position) => {
            const priced = pricedOf.get(item.product.id)!;
            return {
              orderId,
              position,
              product: item.product.id,
              ...priced.references,
              reference: item.product.reference,
              title: item.product.title,
              productClass: item.product.product_class,
              unitPrice: item.product.price,
              was: item.product.was,
              amount: item.amount,
              total: item.total,
              image: item.product.image,
              components: priced.components.map(({ row, amount }) => ({
                partId: row.id,
                reference: row.reference,
                title: row.title,
                category: row.category,
                amount,
              })),
              unverifiedChecks: unverifiedChecksOf(priced),
            };
          }),
        )
        .returning(),
    );
    const opened = tx.$with('opened').as(
      tx.insert(orderEvents).values({
        orderId,
        fromStatus: null,
        toStatus: 'waiting_for_payment',
        actor: 'customer',
        at: now,
      }),
    );
    const keyed = tx.$with('keyed').as(
      tx
        .update(orderRequests)
        .set({ orderId })
        .where(and(eq(orderRequests.userId, userId), eq(orderRequests.key, idempotencyKey))),
    );
    const emptied = tx
      .$with('emptied')
      .as(tx.delete(basketLines).where(eq(basketLines.userId, userId)));
    const made = await tx
      .with(newOrder, newLines, opened, keyed, emptied)
      .select()
      .from(newOrder)
      .innerJoin(newLines, sql`true`);
    const order = made[0]!.new_order;
    const written = made.map((row) => row.new_lines);
    // Last, the rows other orders share: the voucher's, then the parts'.
    if (summary.coupon) await takeCouponUse(tx, summary.coupon.code, userId, order.id);
    await reserveStock(tx, order.id, partsNeeded(ordered), ordered);
    written.sort((a, b) => a.position - b.position);
    return { order: toOrder(order, written), replayed: false };
  });
}

/** What a customer's Idempotency-Key was sent with, if it was. */
async function keyedRequest(db: Queryable, userId: string, key: string) {
  const [known] = await db
    .select()
    .from(orderRequests)
    .where(and(eq(orderRequests.userId, userId), eq(orderRequests.key, key)));
  return known ?? null;
}

/** The order a key already made; the key with another request is refused (422). */
async function replay(
  db: Queryable,
  known: typeof orderRequests.$inferSelect | null,
  hash: string,
): Promise<Order> {
  if (!known || known.requestHash !== hash || known.orderId === null) {
    throw new HttpError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was used for another request; send a new key',
    );
  }
  const order = await readOrder(db, known.orderId);
  if (!order) throw new HttpError(422, 'idempotency_key_reused', 'The key’s order is gone');
  return order;
}
