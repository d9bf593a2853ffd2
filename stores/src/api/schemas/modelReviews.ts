import { z } from 'zod';
import { localeQuerySchema } from './common';
import { messageLocaleSchema } from './editions';
import { pageInfoFields, paginationQuerySchema } from './catalogue';

/** Reviews a page of a model's reviews holds by default. */
export const DEFAULT_REVIEWS_PER_PAGE = 10;

/** `GET /api/ecommerce/model/{slug}/reviews?page=2&per_page=10`. */
export const modelReviewsQuerySchema = localeQuerySchema.extend({
  page: paginationQuerySchema.shape.page,
  per_page: z.coerce.number().int().min(1).max(50).default(DEFAULT_REVIEWS_PER_PAGE),
});
export type ModelReviewsQuery = z.infer<typeof modelReviewsQuerySchema>;

/** A published review of a model, as the model page shows it. */
export const modelReviewSchema = z.object({
  id: z.number().int().positive(),
  /** 1–5 stars; null when the customer left no rating. */
  rating: z.number().int().min(1).max(5).nullable(),
  title: z.string(),
  text: z.string(),
  /** The language the review was written in. */
  locale: messageLocaleSchema,
  /** ISO 8601. */
  createdAt: z.string(),
  /** Left by its customer from a line of their order (a verified buyer). */
  verifiedBuyer: z.boolean().default(false),
});
export type ModelReview = z.infer<typeof modelReviewSchema>;

/** The published reviews of a model, newest first. */
export const modelReviewListSchema = z.object({
  items: z.array(modelReviewSchema),
  ...pageInfoFields,
});
export type ModelReviewList = z.infer<typeof modelReviewListSchema>;
