import { z } from 'zod';
import { currencyCodeSchema, localeQuerySchema, minorUnitsSchema } from './common';
import { imageSchema, productSchema } from './catalogue';
import { powerEstimateSchema } from './compatibility';
import { slugSchema } from './ids';
import { plainText } from './text';
import { categorySlugSchema } from './specs';

export const modelTiers = ['entry', 'mainstream', 'performance', 'enthusiast', 'flagship'] as const;
export const modelTierSchema = z.enum(modelTiers);
export type ModelTier = z.infer<typeof modelTierSchema>;

/**
 * A model's price: the sum of its parts' prices (× amounts) plus the assembly fee, less its
 * discount when it has one. `was` is the price before the discount, null without one.
 */
export const modelPriceSchema = z.object({
  amount: minorUnitsSchema,
  was: minorUnitsSchema.nullable(),
  discountPercent: z.number().int().min(1).max(90).nullable(),
  vat: minorUnitsSchema,
  currency: currencyCodeSchema,
});
export type ModelPrice = z.infer<typeof modelPriceSchema>;

export const reviewsSummarySchema = z.object({
  count: z.number().int().min(0),
  /** Average of the rated reviews (1–5), null when none is rated. */
  average: z.number().min(1).max(5).nullable(),
});
export type ReviewsSummary = z.infer<typeof reviewsSummarySchema>;

/** FPS at each resolution, from the one estimation model (stores/src/domain/fps.ts). */
export const fpsByResolutionSchema = z.object({
  '1080p': z.number().int().min(0),
  '1440p': z.number().int().min(0),
  '4k': z.number().int().min(0),
});
export type FpsByResolution = z.infer<typeof fpsByResolutionSchema>;

export const modelSummarySchema = z.object({
  slug: slugSchema,
  name: z.string(),
  tier: modelTierSchema,
  /** In the country's message locale. */
  tagline: z.string(),
  /** The gallery's front view. */
  image: imageSchema,
  price: modelPriceSchema,
  /** Every part public and in stock. */
  inStock: z.boolean(),
  /** The slowest part's delivery time. */
  deliveryDays: z.number().int().min(0),
  highlights: z.object({
    cpu: z.string().nullable(),
    gpu: z.string().nullable(),
    memoryGb: z.number().int().min(0),
    storageGb: z.number().int().min(0),
  }),
  reviews: reviewsSummarySchema,
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;

/** `GET /api/ecommerce/models`, optionally within a budget bracket of the currency. */
export const modelListQuerySchema = localeQuerySchema.extend({
  budget: plainText().max(40).optional(),
});

export const modelListSchema = z.object({
  items: z.array(modelSummarySchema),
  currency: currencyCodeSchema,
});
export type ModelList = z.infer<typeof modelListSchema>;

export const modelParamsSchema = z.object({ slug: slugSchema });

export const galleryViews = ['front', 'side', 'interior', 'rear'] as const;

/** One row of a model's specification table, derived from one of its parts. */
export const specificationRowSchema = z.object({
  category: categorySlugSchema,
  /** The category's name in the country's message locale. */
  label: z.string(),
  partId: z.string(),
  title: z.string(),
  amount: z.number().int().min(1),
  /** Key facts of the part's specifications (keys are the spec fields, e.g. `vramGb`). */
  facts: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type SpecificationRow = z.infer<typeof specificationRowSchema>;

export const modelFpsSchema = z.object({
  game: z.object({ slug: slugSchema, title: z.string(), image: imageSchema }),
  fps: fpsByResolutionSchema,
});

/** `GET /api/ecommerce/model/{slug}`: the model page. */
export const modelDetailSchema = modelSummarySchema.extend({
  overview: z.array(z.string()),
  parts: z.array(z.object({ amount: z.number().int().min(1), product: productSchema })),
  specification: z.array(specificationRowSchema),
  gallery: z.array(imageSchema.extend({ view: z.enum(galleryViews) })),
  fps: z.array(modelFpsSchema),
  power: powerEstimateSchema,
});
export type ModelDetail = z.infer<typeof modelDetailSchema>;
