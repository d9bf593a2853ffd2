import { and, asc, eq } from 'drizzle-orm';
import type { Order, OrderLine, OrderStatus } from '@pcshop/stores/schemas';
import { orderLines, orders } from '../../db/schema/index';
import type { Queryable } from '../auth/deps';
import { notFound } from '../errors';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

const toLine = (row: LineRow): OrderLine => ({
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
});

/** An order as the API answers it. */
export const toOrder = (row: OrderRow, lines: readonly LineRow[]): Order => ({
  id: row.id,
  reference_number: row.reference,
  status: row.status as OrderStatus,
  created_at: row.createdAt.toISOString(),
  items: lines.map(toLine),
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

/** The order with its lines in their order; null when there is none (or it is not `userId`'s). */
export async function readOrder(
  db: Queryable,
  orderId: number,
  userId?: string,
): Promise<Order | null> {
  // One after the other: `db` may be a transaction, whose one connection takes one at a time.
  const [row] = await db
    .select()
    .from(orders)
    .where(
      userId === undefined
        ? eq(orders.id, orderId)
        : and(eq(orders.id, orderId), eq(orders.userId, userId)),
    );
  if (!row) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return toOrder(row, lines);
}

/** `GET /api/order/{id}`: the customer's own order; anyone else's is not found (404). */
export async function customerOrder(
  db: Queryable,
  userId: string,
  orderId: number,
): Promise<Order> {
  const order = await readOrder(db, orderId, userId);
  if (!order) throw notFound('Order');
  return order;
}
