import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPer, preparedSql } from '../../db/prepared';
import type { orderLines, orders } from '../../db/schema/index';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** What an order is written with; the rest of its row is the table's defaults. */
export type NewOrder = Omit<
  OrderRow,
  'id' | 'status' | 'buildStage' | 'trackingNumber' | 'carrier' | 'shippedAt' | 'deliveredOn'
>;
export type NewLine = Omit<LineRow, 'id' | 'orderId'>;

export interface OrderWrite {
  userId: string;
  key: string;
  requestHash: string;
  /** The basket's lines as they were priced, in their order. */
  pricedLines: readonly { product: string; amount: number }[];
  /** How many of each part the order takes from stock. */
  needed: ReadonlyMap<number, number>;
  /** The voucher to take a use of, upper case. */
  coupon: string | null;
  order: NewOrder;
  lines: readonly NewLine[];
}

/** Why the statement made no order. */
export type OrderRefusal =
  | { reason: 'basket_changed' }
  | { reason: 'coupon_used_up' }
  | { reason: 'out_of_stock'; parts: number[] }
  /** Another request with the key made its order first. */
  | { reason: 'key_taken' };

export class OrderRefused extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal.reason);
  }
}

const placeholder = (name: keyof OrderWrite | 'wanted') => sql.placeholder(name);

/**
 * The whole order in one statement, so one round trip and one commit: it locks the basket's lines
 * (they must still be those priced), takes the parts from stock (their rows locked in id order
 * before any is changed, so concurrent orders queue instead of deadlocking; each taken only while
 * enough is left) and holds them for the order, takes a use of the voucher (its total and
 * per-customer limits in the conditional update that locks its row), writes the order, its lines
 * and first event, records the Idempotency-Key with the order (a concurrent request with the key
 * waits for it, then fails on the key's primary key) and empties the basket. Its last select
 * calls `order_refused` (migration 0016) when the basket changed, a part is short or the voucher
 * is used up: the error undoes every row the statement wrote. The verdict reads the basket's
 * lines, then the parts, then the voucher, which locks their rows in that order: the parts'
 * before the voucher's, as cancelling an order locks them, so the two never deadlock.
 */
const statementOf = preparedPer((db) =>
  preparedSql<{ order_id: number; line_ids: number[] }>(
    db,
    'place_order',
    sql`
    with locked as (
      select id, product, amount from basket_lines
      where user_id = ${placeholder('userId')}::uuid order by id for update
    ),
    coupon_taken as (
      update coupons set used_count = used_count + 1
      where code = ${placeholder('coupon')}::text
        and (usage_limit is null or used_count < usage_limit)
        and (per_customer_limit is null or per_customer_limit > (
          select count(*) from coupon_redemptions as r
          where r.coupon_id = coupons.id and r.user_id = ${placeholder('userId')}::uuid
        ))
      returning id
    ),
    wanted as (
      select * from jsonb_to_recordset(${placeholder('wanted')}::jsonb) as w(part_id int, amount int)
    ),
    taken as (
      update parts as p set stock = p.stock - wanted.amount
      from wanted
      where p.id = wanted.part_id
        and p.id = any(array(
          select id from parts where id = any(array(select part_id from wanted))
          order by id for no key update
        ))
        and p.stock >= wanted.amount
      returning p.id as part_id, wanted.amount
    ),
    new_order as (
      insert into orders (
        reference, user_id, currency, locale, subtotal, vat, discount, shipping_price, total_price,
        coupon_id, coupon_code, first_name, last_name, phone, line1, line2, city, postcode, country,
        shipping_days, expected_delivery, reserved_until, created_at, updated_at
      )
      select
        o."reference", o."userId", o."currency", o."locale", o."subtotal", o."vat", o."discount",
        o."shippingPrice", o."totalPrice", o."couponId", o."couponCode", o."firstName",
        o."lastName", o."phone", o."line1", o."line2", o."city", o."postcode", o."country",
        o."shippingDays", o."expectedDelivery", o."reservedUntil", o."createdAt", o."updatedAt"
      from jsonb_to_record(${placeholder('order')}::jsonb) as o(
        "reference" text, "userId" uuid, "currency" text, "locale" text, "subtotal" int,
        "vat" int, "discount" int, "shippingPrice" int, "totalPrice" int, "couponId" int,
        "couponCode" text, "firstName" text, "lastName" text, "phone" text, "line1" text,
        "line2" text, "city" text, "postcode" text, "country" text, "shippingDays" int,
        "expectedDelivery" date, "reservedUntil" timestamptz, "createdAt" timestamptz,
        "updatedAt" timestamptz
      )
      returning id, created_at
    ),
    new_lines as (
      insert into order_lines (
        order_id, position, product, part_id, build_id, model_id, reference, title, product_class,
        unit_price, was, amount, total, image, components, unverified_checks
      )
      select
        new_order.id, l."position", l."product", l."partId", l."buildId", l."modelId",
        l."reference", l."title", l."productClass", l."unitPrice", l."was", l."amount", l."total",
        l."image", l."components", l."unverifiedChecks"
      from new_order, jsonb_to_recordset(${placeholder('lines')}::jsonb) as l(
        "position" int, "product" text, "partId" int, "buildId" int, "modelId" int,
        "reference" text, "title" text, "productClass" text, "unitPrice" int, "was" int,
        "amount" int, "total" int, "image" text, "components" jsonb, "unverifiedChecks" jsonb
      )
      returning id, position
    ),
    opened as (
      insert into order_events (order_id, to_status, actor, at)
      select id, 'waiting_for_payment', 'customer', created_at from new_order
    ),
    keyed as (
      insert into order_requests (user_id, key, request_hash, order_id)
      select ${placeholder('userId')}::uuid, ${placeholder('key')}::text,
        ${placeholder('requestHash')}::text, id
      from new_order
    ),
    emptied as (
      delete from basket_lines where user_id = ${placeholder('userId')}::uuid
    ),
    held as (
      insert into order_reservations (order_id, part_id, amount)
      select new_order.id, taken.part_id, taken.amount from new_order, taken
    ),
    redeemed as (
      insert into coupon_redemptions (coupon_id, user_id, order_id)
      select coupon_taken.id, ${placeholder('userId')}::uuid, new_order.id
      from coupon_taken, new_order
    ),
    verdict as (
      select
        (select coalesce(jsonb_agg(jsonb_build_object('product', product, 'amount', amount)
          order by id), '[]') from locked) = ${placeholder('pricedLines')}::jsonb as same_lines,
        (select coalesce(jsonb_agg(part_id order by part_id), '[]') from wanted
          where part_id not in (select part_id from taken)) as short,
        ${placeholder('coupon')}::text is null or exists (select from coupon_taken) as coupon_taken,
        (select id from new_order) as order_id,
        (select jsonb_agg(id order by position) from new_lines) as line_ids
    )
    select order_id, line_ids,
      case
        when not same_lines then order_refused('basket_changed', null)
        when short <> '[]' then order_refused('out_of_stock', short::text)
        when not coupon_taken then order_refused('coupon_used_up', null)
      end as refused
    from verdict`,
  ),
);

/** The database's refusal of the statement, wherever a driver nests it; null for any other error. */
function refusalOf(error: unknown): OrderRefusal | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint, detail } = cause as {
      code?: unknown;
      constraint?: unknown;
      detail?: unknown;
    };
    if (code === '23505' && constraint === 'order_requests_user_id_key_pk')
      return { reason: 'key_taken' };
    if (code !== 'P0001' || constraint !== 'order_refused') continue;
    if (cause.message === 'out_of_stock') {
      return { reason: 'out_of_stock', parts: JSON.parse(String(detail)) as number[] };
    }
    if (cause.message === 'basket_changed' || cause.message === 'coupon_used_up') {
      return { reason: cause.message };
    }
  }
  return null;
}

/**
 * Writes the order by one statement: on a pool's connection (a transaction of its own), or in
 * the caller's transaction. Answers the order's id and its lines' ids in their order; throws
 * `OrderRefused` when the statement refused it, having written nothing.
 */
export async function writeOrder(
  write: OrderWrite,
  db: Database,
): Promise<{ orderId: number; lineIds: number[] }> {
  try {
    const [row] = await statementOf(db).execute({
      userId: write.userId,
      key: write.key,
      requestHash: write.requestHash,
      coupon: write.coupon,
      pricedLines: JSON.stringify(
        write.pricedLines.map(({ product, amount }) => ({ product, amount })),
      ),
      wanted: JSON.stringify(
        [...write.needed].map(([partId, amount]) => ({ part_id: partId, amount })),
      ),
      order: JSON.stringify(write.order),
      lines: JSON.stringify(write.lines),
    });
    return { orderId: row!.order_id, lineIds: row!.line_ids };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) throw new OrderRefused(refusal);
    throw error;
  }
}
