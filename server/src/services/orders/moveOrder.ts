import { and, eq, isNull } from 'drizzle-orm';
import type { BuildStage, OrderActor, OrderStatus } from '@pcshop/stores/schemas';
import { orderEvents, orderLines, orders } from '../../db/schema/index';
import type { Queryable } from '../auth/deps';
import { HttpError } from '../errors';
import type { OrderKind, OrderStep } from './transitions';

type OrderRow = typeof orders.$inferSelect;

export const stepOf = (row: Pick<OrderRow, 'status' | 'buildStage'>): OrderStep => ({
  status: row.status as OrderStatus,
  stage: row.buildStage as BuildStage | null,
});

/** An order with a PC build line is a `build`; any other is of single `product`s. */
export const kindOfLines = (lines: readonly { productClass: string }[]): OrderKind =>
  lines.some((line) => line.productClass === 'pc-build') ? 'build' : 'product';

export async function orderKindOf(db: Queryable, orderId: number): Promise<OrderKind> {
  return kindOfLines(
    await db
      .select({ productClass: orderLines.productClass })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.productClass, 'pc-build')))
      .limit(1),
  );
}

export const invalidTransition = (message: string) =>
  new HttpError(409, 'invalid_transition', message);

/** The database's own refusal (trigger `orders_status_transition`), wherever a driver nests it. */
function refusedByDatabase(error: unknown): Error | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23514' && constraint === 'orders_status_transition') return cause;
  }
  return null;
}

/**
 * Moves the order from `from` to `to` in the caller's transaction, by one conditional update (it
 * must still stand at `from`, so of two concurrent moves one wins), with its event. `set` adds the
 * columns the move fills in (tracking, delivery date). Answers the updated row, or null when the
 * order no longer stood at `from`. A move the database refuses is a 409 `invalid_transition`.
 */
export async function moveOrder(
  tx: Queryable,
  orderId: number,
  move: { from: OrderStep; to: OrderStep; actor: OrderActor; at: Date },
  set: Partial<
    Pick<OrderRow, 'reservedUntil' | 'trackingNumber' | 'carrier' | 'shippedAt' | 'deliveredOn'>
  > = {},
): Promise<OrderRow | null> {
  const { from, to, actor, at } = move;
  let row: OrderRow | undefined;
  try {
    [row] = await tx
      .update(orders)
      .set({ ...set, status: to.status, buildStage: to.stage, updatedAt: at })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, from.status),
          from.stage === null ? isNull(orders.buildStage) : eq(orders.buildStage, from.stage),
        ),
      )
      .returning();
  } catch (error) {
    const refusal = refusedByDatabase(error);
    if (refusal) throw invalidTransition(refusal.message);
    throw error;
  }
  if (!row) return null;
  await tx.insert(orderEvents).values({
    orderId,
    fromStatus: from.status,
    fromStage: from.stage,
    toStatus: to.status,
    toStage: to.stage,
    actor,
    at,
  });
  return row;
}
