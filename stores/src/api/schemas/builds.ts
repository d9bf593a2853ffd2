import { z } from 'zod';
import { currencyCodeSchema, localeQuerySchema, minorUnitsSchema } from './common';
import { resolutionSchema } from './games';
import { slugSchema } from './ids';
import { modelSummarySchema } from './models';

/** A budget bracket: models whose price is at least `min` and below `max` (no upper bound: null). */
export const budgetBracketSchema = z.object({
  /** `1000-1500` in major units of the currency; the last one is open (`3000-`). */
  id: z.string(),
  min: minorUnitsSchema,
  max: minorUnitsSchema.nullable(),
  models: z.array(modelSummarySchema),
});
export type BudgetBracket = z.infer<typeof budgetBracketSchema>;

/** `GET /api/ecommerce/builds_by_budget`: every bracket of the currency, cheapest first. */
export const buildsByBudgetSchema = z.object({
  currency: currencyCodeSchema,
  brackets: z.array(budgetBracketSchema),
});
export type BuildsByBudget = z.infer<typeof buildsByBudgetSchema>;

/** The highest frame rate a shopper can ask for. */
export const MAX_TARGET_FPS = 1000;

/** `GET /api/ecommerce/builds_by_fps?game=…&resolution=1440p&fps=144`. */
export const buildsByFpsQuerySchema = localeQuerySchema.extend({
  game: slugSchema,
  resolution: resolutionSchema,
  fps: z.coerce.number().int().min(1).max(MAX_TARGET_FPS),
});
export type BuildsByFpsQuery = z.infer<typeof buildsByFpsQuerySchema>;

/**
 * Why a card is empty: no model reaches the target (Best Match); there is no Best Match or no
 * faster model above it (Level Up); the fastest model is already the Best Match or the Level Up
 * card (Ultimate PC); or there is no model at all.
 */
export const fpsCardReasons = [
  'target_not_reached',
  'no_best_match',
  'no_faster_model',
  'same_as_best_match',
  'same_as_level_up',
  'no_models',
] as const;

export const fpsCardSchema = z.object({
  model: modelSummarySchema.nullable(),
  /** The model's FPS in the game at the resolution asked. */
  fps: z.number().int().min(0).nullable(),
  reason: z.enum(fpsCardReasons).nullable(),
});
export type FpsCard = z.infer<typeof fpsCardSchema>;

export const buildsByFpsSchema = z.object({
  game: z.object({ slug: slugSchema, title: z.string() }),
  resolution: resolutionSchema,
  fps: z.number().int(),
  currency: currencyCodeSchema,
  /** The cheapest model that reaches the target. */
  bestMatch: fpsCardSchema,
  /** The cheapest model above the Best Match in price that runs the game faster. */
  levelUp: fpsCardSchema,
  /** The fastest model for the game at that resolution. */
  ultimate: fpsCardSchema,
});
export type BuildsByFps = z.infer<typeof buildsByFpsSchema>;
