import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { OrderListPage, OrderListQuery, OrderStatus } from '@pcshop/stores/schemas';
import { orderLines, orders } from '../../db/schema/index';
import type { Queryable } from '../auth/deps';
import { lineColumns, toOrderProgress } from './readOrder';

/** What the account's history holds; every other order is still in progress. */
const finished: OrderStatus[] = ['completed', 'cancelled'];

/** `GET /api/orders`: a page of the customer's orders, newest first, with their lines. */
export async function listOrders(
  db: Queryable,
  userId: string,
  { list, page, per_page: perPage }: OrderListQuery,
): Promise<OrderListPage> {
  const where = and(
    eq(orders.userId, userId),
    list === 'history'
      ? inArray(orders.status, finished)
      : list === 'in_progress'
        ? notInArray(orders.status, finished)
        : undefined,
  );
  const [{ total }] = (await db.select({ total: count() }).from(orders).where(where)) as [
    { total: number },
  ];
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select(lineColumns)
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(orderLines.orderId, orderLines.position);
  return {
    items: rows.map((row) =>
      toOrderProgress(
        row,
        lines.filter((line) => line.orderId === row.id),
      ),
    ),
    total,
    page,
    perPage,
    pages: Math.ceil(total / perPage),
  };
}
