import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type {
  BuildStage,
  Order,
  OrderActor,
  OrderDetails,
  OrderLine,
  OrderProgress,
  OrderStatus,
} from '@pcshop/stores/schemas';
import { orderEvents, orderLines, orders } from '../../db/schema/index';
import type { Queryable } from '../auth/deps';
import { notFound } from '../errors';
import { kindOfLines, stepOf } from './moveOrder';
import { lineReviewed } from './reviewOrderItem';
import { nextStep, transitionFor, type OrderStep } from './transitions';

type OrderRow = typeof orders.$inferSelect;
/** A line as read, with whether it has been reviewed (a line just ordered has not). */
type LineRow = typeof orderLines.$inferSelect & { reviewed?: boolean };
type EventRow = typeof orderEvents.$inferSelect;

const DAY_MS = 86_400_000;

/** An order line's columns and whether it has been reviewed, for a select over `order_lines`. */
export const lineColumns = { ...getTableColumns(orderLines), reviewed: lineReviewed };

/** A line of an order in `status`: reviewable once the order is delivered, until reviewed. */
export const toLine = (row: LineRow, status: string): OrderLine => ({
  id: row.id,
  product: row.product as OrderLine['product'],
  reference: row.reference,
  title: row.title,
  product_class: row.productClass as OrderLine['product_class'],
  price: row.unitPrice,
  was: row.was,
  amount: row.amount,
  total: row.total,
  image: row.image,
  reviewable: status === 'completed' && !row.reviewed,
  reviewed: row.reviewed ?? false,
});

/** An order as the API answers it. */
export const toOrder = (row: OrderRow, lines: readonly LineRow[]): Order => ({
  id: row.id,
  reference_number: row.reference,
  status: row.status as OrderStatus,
  created_at: row.createdAt.toISOString(),
  items: lines.map((line) => toLine(line, row.status)),
  subtotal: row.subtotal,
  vat: row.vat,
  discount: row.discount,
  shipping_price: row.shippingPrice,
  total_price: row.totalPrice,
  coupon: row.couponCode,
  currency: row.currency as Order['currency'],
  country: row.country as Order['country'],
  shipping_address: {
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    address: {
      line1: row.line1,
      line2: row.line2,
      city: row.city,
      postcode: row.postcode,
      country: row.country as Order['country'],
    },
  },
  shipping_time: row.shippingDays,
  expected_delivery_time: row.expectedDelivery,
  reserved_until: row.reservedUntil?.toISOString() ?? null,
});

/** When the order is expected to leave the workshop: its expected delivery less the transit days. */
const estimatedShipDate = (row: OrderRow) =>
  new Date(Date.parse(`${row.expectedDelivery}T00:00:00Z`) - row.shippingDays * DAY_MS)
    .toISOString()
    .slice(0, 10);

/** An order with how far it has come, as the API answers it. */
export const toOrderProgress = (row: OrderRow, lines: readonly LineRow[]): OrderProgress => ({
  ...toOrder(row, lines),
  build_stage: row.buildStage as BuildStage | null,
  estimated_ship_date: estimatedShipDate(row),
  tracking_number: row.trackingNumber,
  carrier: row.carrier,
  shipped_at: row.shippedAt?.toISOString() ?? null,
  delivered_on: row.deliveredOn,
});

const apiStep = (step: OrderStep) => ({ status: step.status, build_stage: step.stage });

const toEvent = (row: EventRow): OrderDetails['timeline'][number] => ({
  at: row.at.toISOString(),
  from: row.fromStatus
    ? { status: row.fromStatus as OrderStatus, build_stage: row.fromStage as BuildStage | null }
    : null,
  to: { status: row.toStatus as OrderStatus, build_stage: row.toStage as BuildStage | null },
  actor: row.actor as OrderActor,
});

const ofOrder = (orderId: number, userId?: string) =>
  userId === undefined
    ? eq(orders.id, orderId)
    : and(eq(orders.id, orderId), eq(orders.userId, userId));

const linesOf = (db: Queryable, orderId: number) =>
  db
    .select(lineColumns)
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));

/**
 * The order's row and its lines in their order; null when there is none (or it is not
 * `userId`'s). One after the other: `db` may be a transaction, whose one connection takes one at
 * a time.
 */
async function rowAndLines(db: Queryable, orderId: number, userId?: string) {
  const [row] = await db.select().from(orders).where(ofOrder(orderId, userId));
  if (!row) return null;
  return { row, lines: await linesOf(db, orderId) };
}

/** The order with its lines in their order; null when there is none. */
export async function readOrder(db: Queryable, orderId: number): Promise<Order | null> {
  const found = await rowAndLines(db, orderId);
  return found && toOrder(found.row, found.lines);
}

/**
 * The order as it stands with its timeline, next step and whether its customer may cancel it;
 * null when there is none (or it is not `userId`'s).
 */
export async function readOrderDetails(
  db: Queryable,
  orderId: number,
  userId?: string,
): Promise<OrderDetails | null> {
  const found = await rowAndLines(db, orderId, userId);
  if (!found) return null;
  const { row, lines } = found;
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  const kind = kindOfLines(lines);
  const step = stepOf(row);
  const next = nextStep(step, kind);
  return {
    ...toOrderProgress(row, lines),
    timeline: events.map(toEvent),
    next_step: next ? apiStep(next) : null,
    cancellable: transitionFor(step, 'cancel', kind, 'customer') !== undefined,
  };
}

/** `GET /api/order/{id}`: the customer's own order; anyone else's is not found (404). */
export async function customerOrder(
  db: Queryable,
  userId: string,
  orderId: number,
): Promise<OrderDetails> {
  const order = await readOrderDetails(db, orderId, userId);
  if (!order) throw notFound('Order');
  return order;
}
