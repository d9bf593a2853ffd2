import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { categorySlugSchema, type CategorySlug } from '@pcshop/stores/schemas';
import { ImportError } from '../errors';
import type { MappedPart } from '../mappers/index';
import { SkipPart } from '../mappers/outcome';
import { pricingQuantities, quantityOf } from './quantities';

export const defaultPricingRuleFile = fileURLToPath(
  new URL('./default-pricing.json', import.meta.url),
);

/** An amount per shop currency: whole minor units for a base, any non-negative number per unit. */
const perCurrency = (amount: z.ZodNumber) => z.strictObject({ GBP: amount, EUR: amount });

const rangeSchema = z
  .strictObject({ min: z.number().int().min(0), max: z.number().int().min(0) })
  .refine((range) => range.min <= range.max, { message: 'min must not exceed max' });

/** A whole number, or a range a part's stable id picks from (the same value on every run). */
const countOrRange = z.union([z.number().int().min(0), rangeSchema]);

const plainTermSchema = z.strictObject({
  /** A quantity of the category (pricing/quantities.ts): `perfIndex`, `totalGb`, `wattage` … */
  quantity: z.string().min(1),
  /** Minor units per unit of the quantity (per unit of quantity^power). */
  per: perCurrency(z.number().min(0)),
  /** Raises the quantity to this power first; 1 (linear) by default. */
  power: z.number().positive().max(4).default(1),
});

const termSchema = plainTermSchema.extend({
  /**
   * The terms that price the part in this one's place when its quantity isn't listed (a CPU
   * outside the performance table by its threads and clock); without them the term adds nothing.
   */
  otherwise: z.array(plainTermSchema).default([]),
});

type Term = z.infer<typeof plainTermSchema>;

const categoryRuleSchema = z.strictObject({
  base: perCurrency(z.number().int().min(0)),
  terms: z.array(termSchema).default([]),
  stock: countOrRange,
  deliveryDays: countOrRange.refine((days) => (typeof days === 'number' ? days : days.max) <= 90, {
    message: 'delivery takes at most 90 days',
  }),
});

const roundingSchema = z
  .strictObject({
    /** Prices go up to the next amount that ends in `ending` minor units modulo `step`. */
    step: z.number().int().positive(),
    ending: z.number().int().min(0),
  })
  .refine((rounding) => rounding.ending < rounding.step, { message: 'ending must be below step' });

export const pricingRuleSchema = z
  .strictObject({
    $comment: z.string().optional(),
    rounding: z.strictObject({ GBP: roundingSchema, EUR: roundingSchema }),
    categories: z.partialRecord(categorySlugSchema, categoryRuleSchema),
  })
  .superRefine((rule, context) => {
    for (const [category, categoryRule] of Object.entries(rule.categories)) {
      const known = Object.keys(pricingQuantities[category as CategorySlug]);
      const check = (term: Term, path: (string | number)[]) => {
        if (known.includes(term.quantity)) return;
        context.addIssue({
          code: 'custom',
          path: ['categories', category, 'terms', ...path, 'quantity'],
          message: `unknown quantity "${term.quantity}" for ${category} (known: ${known.join(', ')})`,
        });
      };
      categoryRule?.terms.forEach((term, index) => {
        check(term, [index]);
        term.otherwise.forEach((alternative, other) =>
          check(alternative, [index, 'otherwise', other]),
        );
      });
    }
  });

export type PricingRule = z.infer<typeof pricingRuleSchema>;
export type Currency = keyof PricingRule['rounding'];
export const currencies: readonly Currency[] = ['GBP', 'EUR'];

/** Reads and checks a rule file; `categories` are those it must price. */
export function loadPricingRule(file: string, categories: readonly CategorySlug[]): PricingRule {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ImportError(`pricing rule ${file}: ${(error as Error).message}`);
  }
  const result = pricingRuleSchema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ImportError(`pricing rule ${file} is invalid:\n${issues.join('\n')}`);
  }
  const missing = categories.filter((category) => !result.data.categories[category]);
  if (missing.length > 0) {
    throw new ImportError(`pricing rule ${file} has no entry for ${missing.join(', ')}`);
  }
  return result.data;
}

export interface PartOffer {
  /** VAT-inclusive, minor units. */
  prices: Record<Currency, number>;
  stock: number;
  deliveryDays: number;
}

/**
 * Prices a part: per currency, `base + Σ per × quantity^power` over the terms whose quantity the
 * part lists (a term's `otherwise` terms standing in for it when it doesn't), rounded up to the
 * rule's ending (£123.45 → £123.99 with step 100, ending 99). A part that lists none of them has
 * nothing to price it by and is skipped: its base alone isn't its price. Stock and delivery days
 * are the category's number, or a pick in its range keyed by the part's stable id, so a re-run
 * gives the same offer.
 */
export function offerFor(rule: PricingRule, part: MappedPart, sourceId: string): PartOffer {
  const categoryRule = rule.categories[part.category];
  if (!categoryRule) throw new ImportError(`pricing rule has no entry for ${part.category}`);
  const listed: { term: Term; quantity: number }[] = [];
  const unlisted: string[] = [];
  const add = (term: Term) => {
    const quantity = quantityOf(part, term.quantity);
    if (typeof quantity === 'number') listed.push({ term, quantity });
    else unlisted.push(term.quantity);
    return typeof quantity === 'number';
  };
  for (const term of categoryRule.terms) {
    if (!add(term)) term.otherwise.forEach(add);
  }
  if (listed.length === 0 && unlisted.length > 0) {
    throw new SkipPart(
      `${part.category}: nothing to price it by (${unlisted.join(', ')} not listed)`,
    );
  }
  const prices = {} as Record<Currency, number>;
  for (const currency of currencies) {
    let amount = categoryRule.base[currency];
    for (const { term, quantity } of listed) {
      amount += term.per[currency] * Math.pow(quantity, term.power);
    }
    prices[currency] = roundedUp(amount, rule.rounding[currency]);
  }
  return {
    prices,
    stock: pick(categoryRule.stock, `${sourceId}:stock`),
    deliveryDays: pick(categoryRule.deliveryDays, `${sourceId}:delivery`),
  };
}

function roundedUp(amount: number, { step, ending }: { step: number; ending: number }): number {
  return Math.max(0, Math.ceil((Math.ceil(amount) - ending) / step)) * step + ending;
}

function pick(value: number | { min: number; max: number }, key: string): number {
  if (typeof value === 'number') return value;
  return value.min + (fnv1a(key) % (value.max - value.min + 1));
}

/** 32-bit FNV-1a: a stable, well-spread hash of a short string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
