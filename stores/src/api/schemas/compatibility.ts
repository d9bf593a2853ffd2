import { z } from 'zod';
import { candidateStates } from '../../domain/build/candidateState';
import { MAX_BUILD_LINES } from '../../domain/build/limits';
import { issueSeverities, ruleCodes } from '../../domain/compatibility/issue';
import { categorySlugs } from '../constants/index';
import { localeQuerySchema } from './common';
import { partAmountSchema, partIdSchema } from './ids';

/**
 * A broken rule (SPEC §5) or, `unverified`, a check that couldn't be made: its stable code, the
 * parts involved and the message's parameters.
 */
export const compatibilityIssueSchema = z.object({
  code: z.enum(ruleCodes),
  severity: z.enum(issueSeverities),
  /** Ids of the parts involved, the part the message is about first. */
  parts: z.array(z.string()),
  /** Texts, numbers and lists, formatted by each locale. */
  params: z.record(
    z.string(),
    z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]),
  ),
  /** `unverified` only: the facts not listed, as `category.specField`. */
  missing: z.array(z.templateLiteral([z.enum(categorySlugs), '.', z.string()])).optional(),
});
export type CompatibilityIssueBody = z.infer<typeof compatibilityIssueSchema>;

/** A candidate card's state, as the customiser shows it (domain/build/candidateState.ts). */
export const candidateStateSchema = z.enum(candidateStates);

/** How a listed part fits the build it was listed for. */
export const productMarkSchema = z.object({
  state: candidateStateSchema,
  /** The rules the part would break in that build: the reasons shown on its card. */
  issues: z.array(compatibilityIssueSchema),
});
export type ProductMark = z.infer<typeof productMarkSchema>;

export const buildComponentSchema = z.object({
  component: partIdSchema,
  amount: partAmountSchema,
});

/** A build's parts (source document names): each part once, with its amount. */
export const buildComponentsSchema = z
  .array(buildComponentSchema)
  .max(MAX_BUILD_LINES)
  .refine(
    (components) => new Set(components.map((line) => line.component)).size === components.length,
    'Each component may appear once; give it an amount instead',
  );

/** `POST /api/ecommerce/compatibility`: the build's components (source document names). */
export const compatibilityRequestSchema = z.object({ components: buildComponentsSchema });
export type CompatibilityRequest = z.infer<typeof compatibilityRequestSchema>;
export const compatibilityQuerySchema = localeQuerySchema;

export const powerEstimateSchema = z.object({
  peakW: z.number().int().min(0),
  recommendedPsuW: z.number().int().min(0),
  headroomPercent: z.number().int().nullable(),
});

export const compatibilityResultSchema = z.object({
  /** No rule of severity `error` is broken. */
  compatible: z.boolean(),
  issues: z.array(compatibilityIssueSchema),
  power: powerEstimateSchema,
});
export type CompatibilityResult = z.infer<typeof compatibilityResultSchema>;
