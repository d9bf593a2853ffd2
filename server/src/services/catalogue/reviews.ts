import { and, count, desc, eq } from 'drizzle-orm';
import type { ModelReviewList, ModelReviewsQuery } from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import { models, reviews } from '../../db/schema/index';
import { notFound } from '../errors';

/**
 * A page of a model's published reviews, newest first, each saying whether a verified buyer left
 * it (from a line of their order) (ties by id, newest first); an unknown
 * model is a 404. A page past the last one answers no items with the same totals.
 */
export async function listModelReviews(
  db: Database,
  slug: string,
  query: Pick<ModelReviewsQuery, 'page' | 'per_page'>,
): Promise<ModelReviewList> {
  const [model] = await db.select({ id: models.id }).from(models).where(eq(models.slug, slug));
  if (!model) throw notFound(`Model ${slug}`);
  const published = and(eq(reviews.modelId, model.id), eq(reviews.status, 'published'));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        title: reviews.title,
        text: reviews.text,
        locale: reviews.locale,
        createdAt: reviews.createdAt,
        orderItemId: reviews.orderItemId,
      })
      .from(reviews)
      .where(published)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(reviews).where(published),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map(({ orderItemId, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      verifiedBuyer: orderItemId !== null,
    })),
    total,
    page: query.page,
    perPage: query.per_page,
    pages: Math.ceil(total / query.per_page),
  };
}
