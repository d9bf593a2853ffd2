import { and, eq } from 'drizzle-orm';
import type { OrderItem, OrderedPart } from '@pcshop/stores/schemas';
import { orderLines, orders, type OrderedComponent } from '../../db/schema/index';
import type { Queryable } from '../auth/deps';
import { notFound } from '../errors';
import { lineColumns, toLine } from './readOrder';

/** Parts that come with a PC rather than inside it. */
const accessoryCategories = new Set(['monitor', 'accessory']);

const toPart = (component: OrderedComponent): OrderedPart => ({
  part_id: component.partId,
  reference: component.reference,
  title: component.title,
  category: component.category,
  amount: component.amount,
});

/**
 * `GET /api/order/{id}/item/{itemId}`: a line of the customer's own order, a PC build's with its
 * components and accessories as they were ordered; anyone else's order, or a line of another
 * order, is not found.
 */
export async function customerOrderItem(
  db: Queryable,
  userId: string,
  orderId: number,
  itemId: number,
): Promise<OrderItem> {
  const [row] = await db
    .select({ line: lineColumns, status: orders.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, itemId), eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound('Order item');
  const parts = row.line.components;
  return {
    ...toLine(row.line, row.status),
    components: parts.filter((part) => !accessoryCategories.has(part.category)).map(toPart),
    accessories: parts.filter((part) => accessoryCategories.has(part.category)).map(toPart),
  };
}
