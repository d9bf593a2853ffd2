import { z } from 'zod';
import { messageLocaleSchema } from './editions';
import { plainText } from './text';
import { requiredString, validationMessage } from './validation';

/** Bounds of a review: a title of one line up to 200 characters, a text of up to 4,000. */
export const reviewLimits = { titleMax: 200, textMax: 4000 } as const;

/** Stars a review gives: 1 to 5. */
export const reviewRatings = [1, 2, 3, 4, 5] as const;

/**
 * `POST /api/order/{id}/review` and the review form (source document §3, §5): the line of the
 * order reviewed (`item`, its id in the order), a title (required), a text (optional) and a
 * rating of 1 to 5 stars.
 */
export const orderReviewRequestSchema = z.object({
  item: z
    .number({ error: validationMessage('required') })
    .int()
    .positive(),
  rating: z
    .number({ error: validationMessage('required') })
    .int()
    .min(1, validationMessage('required'))
    .max(5, validationMessage('required')),
  title: requiredString().max(reviewLimits.titleMax, validationMessage('textTooLong')),
  text: plainText('lines')
    .trim()
    .max(reviewLimits.textMax, validationMessage('textTooLong'))
    .default(''),
});
export type OrderReviewRequest = z.input<typeof orderReviewRequestSchema>;
export type OrderReviewValues = z.output<typeof orderReviewRequestSchema>;

/**
 * The review left: the order and line it reviews, the model it is about (the model bought, or the
 * one a PC build started from; null for anything else) and the language it was written in.
 */
export const orderReviewSchema = z.object({
  id: z.number().int().positive(),
  order_id: z.number().int().positive(),
  item_id: z.number().int().positive(),
  /** The model's slug. */
  model: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  locale: messageLocaleSchema,
  created_at: z.iso.datetime({ offset: true }),
});
export type OrderReview = z.infer<typeof orderReviewSchema>;
