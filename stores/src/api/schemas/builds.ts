import { z } from 'zod';
import { currencyCodeSchema, localeQuerySchema, minorUnitsSchema } from './common';
import { productSchema } from './catalogue';
import { buildComponentSchema, buildComponentsSchema } from './compatibility';
import { resolutionSchema } from './games';
import { partAmountSchema, partIdSchema, slugSchema } from './ids';
import { modelSummarySchema } from './models';
import { controlFree } from './text';

export { MAX_DRAFTS } from '../constants/index';

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

/** The longest name of a saved build. */
export const MAX_BUILD_NAME = 80;

/** A saved build's name: trimmed, 1–80 characters. */
export const buildNameSchema = z.string().trim().min(1).max(MAX_BUILD_NAME).check(controlFree());

/**
 * A `draft` is a signed-in customer's saved build, which they keep changing; an `assembly` is the
 * build as added to a cart (by a guest too): never changed, never listed with the drafts.
 */
export const pcBuildKinds = ['draft', 'assembly'] as const;
export type PcBuildKind = (typeof pcBuildKinds)[number];

/** `POST /api/ecommerce/pc_build`: a draft or an assembly, optionally started from a model (`reference`). */
export const pcBuildInputSchema = z
  .object({
    kind: z.enum(pcBuildKinds).default('draft'),
    name: buildNameSchema,
    components: buildComponentsSchema,
    /** The slug of the pre-built model the build started from. */
    reference: slugSchema.nullable().default(null),
  })
  .refine((build) => build.kind === 'draft' || build.components.length > 0, {
    path: ['components'],
    message: 'An assembly needs at least one part',
  });
export type PcBuildInput = z.input<typeof pcBuildInputSchema>;

/** `PATCH /api/ecommerce/pc_build/{id}`: any of the fields, at least one. */
export const pcBuildPatchSchema = z
  .object({
    name: buildNameSchema.optional(),
    components: buildComponentsSchema.optional(),
    reference: slugSchema.nullable().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Give at least one of name, components, reference',
  });
export type PcBuildPatch = z.input<typeof pcBuildPatchSchema>;

/** `POST /api/ecommerce/pc_build/{id}/replace_components`: the build's new parts. */
export const pcBuildReplaceComponentsSchema = z.object({
  components_detailed: buildComponentsSchema,
});

export const pcBuildParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** Why a saved part can't be bought now (source document: '{title} out of stock', '{title} is archived'). */
export const pcBuildProblemSchema = z.object({
  code: z.enum(['out_of_stock', 'archived']),
  component: partIdSchema,
  title: z.string(),
});
export type PcBuildProblem = z.infer<typeof pcBuildProblemSchema>;

/** A build (draft or assembly), priced by the server in the request's currency. */
export const pcBuildSchema = z.object({
  id: z.number().int().min(1),
  kind: z.enum(pcBuildKinds),
  name: z.string(),
  reference: slugSchema.nullable(),
  /** The name of the model the build started from ("Rigsmith Ember"), as the shopper knows it. */
  reference_name: z.string().nullable(),
  components: z.array(buildComponentSchema),
  components_detailed: z.array(
    z.object({
      product: productSchema,
      amount: partAmountSchema,
      /** price × amount, VAT-inclusive minor units. */
      total: minorUnitsSchema,
    }),
  ),
  currency: currencyCodeSchema,
  /** The parts × amounts plus the assembly fee, VAT-inclusive minor units. */
  price: minorUnitsSchema,
  assembly_fee: minorUnitsSchema,
  /** Every step a build can't be ordered without has a part. */
  complete: z.boolean(),
  problems: z.array(pcBuildProblemSchema),
  /** Today plus the slowest part's delivery days (ISO date). */
  estimated_ship_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PcBuild = z.infer<typeof pcBuildSchema>;

export const pcBuildListSchema = z.object({ items: z.array(pcBuildSchema) });
export type PcBuildList = z.infer<typeof pcBuildListSchema>;

export const pcBuildQuerySchema = localeQuerySchema;
