import { and, eq, sql } from 'drizzle-orm';
import type { OrderReview, OrderReviewValues } from '@pcshop/stores/schemas';
import { models, orderLines, orders, reviews, users } from '../../db/schema/index';
import type { Queryable } from '../auth/deps';
import { HttpError, notFound } from '../errors';

/**
 * `order_lines.id` named with its table: drizzle names a column of a one-table select without it,
 * which inside a subquery over `reviews` would be `reviews.id`.
 */
const lineId = sql`${sql.identifier('order_lines')}.${sql.identifier('id')}`;

/** Whether a line has been reviewed: a column of a select over `order_lines`. */
export const lineReviewed = sql<boolean>`exists (select 1 from ${reviews} where ${reviews.orderItemId} = ${lineId})`;

/**
 * The model a line is about: the model bought, or the one its PC build started from (its
 * `reference` is that model's slug); null for a part, or a build of the customer's own.
 */
const modelOfLine = sql<
  number | null
>`coalesce(${orderLines.modelId}, (select ${models.id} from ${models} where ${orderLines.buildId} is not null and ${models.slug} = ${orderLines.reference}))`;

/**
 * `POST /api/order/{id}/review`: the customer reviews a line of their own order, once the order
 * is delivered (`completed`), once per line. The review is about the line's model, in the
 * customer's language, and published at once. Anyone else's order, or a line of another order,
 * is not found (404); an order not delivered yet is 409 `not_delivered`; a line reviewed already
 * is 409 `already_reviewed` (the unique line of `reviews` decides between two at once).
 */
export async function reviewOrderItem(
  db: Queryable,
  userId: string,
  orderId: number,
  values: OrderReviewValues,
): Promise<OrderReview> {
  const [line] = await db
    .select({
      status: orders.status,
      reference: orders.reference,
      modelId: modelOfLine,
      locale: users.locale,
      reviewed: lineReviewed,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orderLines.id, values.item), eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!line) throw notFound('Order item');
  if (line.status !== 'completed') {
    throw new HttpError(
      409,
      'not_delivered',
      `Order ${line.reference} has not been delivered yet: its items can be reviewed once it has`,
    );
  }
  const alreadyReviewed = () =>
    new HttpError(409, 'already_reviewed', 'This item has been reviewed already');
  if (line.reviewed) throw alreadyReviewed();
  const [review] = await db
    .insert(reviews)
    .values({
      modelId: line.modelId,
      orderItemId: values.item,
      userId,
      rating: values.rating,
      title: values.title,
      text: values.text,
      locale: line.locale,
    })
    .onConflictDoNothing({ target: reviews.orderItemId })
    .returning();
  if (!review) throw alreadyReviewed();
  const [model] =
    review.modelId === null
      ? []
      : await db.select({ slug: models.slug }).from(models).where(eq(models.id, review.modelId));
  return {
    id: review.id,
    order_id: orderId,
    item_id: values.item,
    model: model?.slug ?? null,
    rating: values.rating,
    title: review.title,
    text: review.text,
    locale: review.locale,
    created_at: review.createdAt.toISOString(),
  };
}
