import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BasketItem, BasketProblemCode, Order, ShippingAddress } from '@pcshop/stores/schemas';
import type { z } from 'zod';
import type { toOrderRequestSchema } from '@pcshop/stores/schemas';
import { orderRequests } from '../../db/schema/index';
import type { Database } from '../../db/client';
import type { Queryable } from '../auth/deps';
import { findAddress, saveAddress } from '../account/addresses';
import { requestContext, type LocaleQuery } from '../catalogue/context';
import type { Clock } from '../clock';
import { HttpError } from '../errors';
import type { PricedProduct } from '../basket/items';
import { priceBasket } from '../basket/summary';
import { readOrder, toOrder } from './readOrder';
import { OrderRefused, writeOrder, type NewLine, type NewOrder } from './orderStatement';
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

/**
 * `POST /api/basket/to_order`: the signed-in basket becomes an order `waiting_for_payment`. The
 * basket is priced first by the one summary (stock, status, completeness and compatibility of
 * every line checked) by its prepared statement; then one statement (`writeOrder`) checks the
 * basket's lines are still those priced (else all is priced again), takes the stock and the
 * voucher's use under row locks, writes the order with its lines and the Idempotency-Key, and empties
 * the basket; a new address is kept in the same transaction when asked. A key already used
 * answers its order: it is looked up when an attempt makes none (a refusal such as the emptied
 * basket of an order already made, or the key taken by a concurrent request with it, which waits
 * for that one to commit).
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
    try {
      const order = await orderOnce(deps, userId, idempotencyKey, hash, values, locale);
      return { order, replayed: false };
    } catch (error) {
      if (!(error instanceof HttpError || error instanceof BasketChanged)) throw error;
      const known = await keyedRequest(deps.db, userId, idempotencyKey);
      if (known) return { order: await replay(deps.db, known, hash), replayed: true };
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

/** The lines of the statement's out-of-stock refusal: those that hold a part short. */
function outOfStock(lines: readonly { priced: PricedProduct }[], short: ReadonlySet<number>) {
  const partsOf = (priced: PricedProduct) =>
    priced.part ? [priced.part.id] : priced.components.map(({ row }) => row.id);
  return new HttpError(
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

async function orderOnce(
  deps: OrderDeps,
  userId: string,
  idempotencyKey: string,
  hash: string,
  values: ToOrderValues,
  locale: LocaleQuery,
): Promise<Order> {
  const context = requestContext(locale);
  const address = await shippingAddress(deps.db, userId, values);
  const priced = await priceBasket(
    { db: deps.db, clock: deps.clock },
    userId,
    { coupon: values.coupon, country: address.address.country },
    locale,
  );
  const { summary, products, coupon } = priced;
  if (priced.lines.length === 0) throw new HttpError(409, 'empty_basket', 'The basket is empty');
  // A line left out of the summary has no price in the currency any more.
  if (summary.items.length !== priced.lines.length) {
    throw new HttpError(409, 'archived', refusalMessages.archived);
  }
  const refusal = unorderable(summary.items);
  if (refusal) throw refusal;
  if (summary.coupon && summary.coupon.state !== 'applied') {
    throw couponRefused(summary.coupon.state);
  }
  if (summary.shipping_price === null || summary.shipping_time === null) {
    throw new HttpError(409, 'shipping_unavailable', 'Shipping to this country is to be confirmed');
  }

  const now = deps.clock.now();
  const ordered = priced.lines.map((line) => ({
    priced: products.get(line.product)!,
    amount: line.amount,
  }));
  const order: NewOrder = {
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
  };
  const lines: NewLine[] = summary.items.map((item, position) => {
    const product = products.get(item.product.id)!;
    return {
      position,
      product: item.product.id,
      ...product.references,
      reference: item.product.reference,
      title: item.product.title,
      productClass: item.product.product_class,
      unitPrice: item.product.price,
      was: item.product.was,
      amount: item.amount,
      total: item.total,
      image: item.product.image,
      components: product.components.map(({ row, amount }) => ({
        partId: row.id,
        reference: row.reference,
        title: row.title,
        category: row.category,
        amount,
      })),
      unverifiedChecks: unverifiedChecksOf(product),
    };
  });
  const write = {
    userId,
    key: idempotencyKey,
    requestHash: hash,
    pricedLines: priced.lines,
    needed: partsNeeded(ordered),
    coupon: summary.coupon?.code ?? null,
    order,
    lines,
  };
  try {
    const { orderId, lineIds } =
      !('id' in values.shipping_address) && values.add_to_address_list
        ? await deps.db.transaction(async (tx) => {
            await saveAddress(tx, userId, { ...address, is_default: false });
            return writeOrder(write, tx);
          })
        : await writeOrder(write, deps.db);
    const row = {
      ...order,
      id: orderId,
      status: 'waiting_for_payment',
      buildStage: null,
      trackingNumber: null,
      carrier: null,
      shippedAt: null,
      deliveredOn: null,
    };
    const written = lines.map((line, index) => ({ ...line, id: lineIds[index]!, orderId }));
    return toOrder(row, written);
  } catch (error) {
    if (!(error instanceof OrderRefused)) throw error;
    const { refusal } = error;
    if (refusal.reason === 'basket_changed' || refusal.reason === 'key_taken') {
      throw new BasketChanged();
    }
    if (refusal.reason === 'coupon_used_up') throw couponRefused('used_up');
    throw outOfStock(ordered, new Set(refusal.parts));
  }
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
