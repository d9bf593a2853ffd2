import { z } from 'zod';
import {
  categorySlugSchema,
  cmsPageContentSchema,
  cmsPageTypeSchema,
  cmsSlugSchema,
  countryCodeSchema,
  gameProfileSchema,
  messageLocales,
  minorUnitsSchema,
  partAmountSchema,
  slugSchema,
  specsSchemaByCategory,
  type CategorySlug,
} from '@pcshop/stores/schemas';
import { checkCompatibility, type BuildPart } from '@pcshop/stores/domain';
import type { Localised } from '../../schema/catalogue';
import type { SeedCoupon } from '../reference';
import type {
  SeedCmsPage,
  SeedGame,
  SeedModel,
  SeedModelCopy,
  SeedPart,
  SeedRedirect,
  modelLineup,
} from './types';

/** Everything the first start loads into an empty catalogue. */
export interface CatalogueSeedData {
  categoryNames: Record<CategorySlug, Localised>;
  parts: readonly SeedPart[];
  lineup: typeof modelLineup;
  models: readonly SeedModel[];
  modelCopy: Partial<Record<string, Localised<SeedModelCopy>>>;
  games: readonly SeedGame[];
  cmsPages: readonly SeedCmsPage[];
  redirects: readonly SeedRedirect[];
  coupons: readonly SeedCoupon[];
}

/** The seed data breaks a rule: the message lists every problem, each naming its record. */
export class SeedError extends Error {
  override name = 'SeedError';
  constructor(readonly problems: string[]) {
    super(`The catalogue seed is not valid:\n  ${problems.join('\n  ')}`);
  }
}

const localised = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(messageLocales.map((locale) => [locale, value])) as Record<
      (typeof messageLocales)[number],
      T
    >,
  );
const text = (max: number) => z.string().trim().min(1).max(max);
const seedMoneySchema = z.object({ GBP: minorUnitsSchema, EUR: minorUnitsSchema });

const seedPartSchema = z.object({
  reference: slugSchema,
  category: categorySlugSchema,
  brand: text(60),
  title: text(160),
  description: text(1000),
  specs: z.unknown(),
  price: seedMoneySchema,
  stock: z.number().int().min(0),
  status: z.enum(['public', 'archived']),
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int().min(0),
  deliveryDays: z.number().int().min(0).max(90),
  sold: z.number().int().min(0),
});

const seedModelSchema = z.object({
  slug: slugSchema,
  parts: z.array(z.object({ reference: slugSchema, amount: partAmountSchema })).min(1),
});

const modelCopySchema = localised(
  z.object({ tagline: text(200), overview: z.array(text(2000)).min(1).max(6) }),
);

const seedGameSchema = z.object({
  slug: slugSchema,
  title: text(120),
  developer: text(120),
  releaseYear: z.number().int().min(1980).max(2100),
  genre: localised(text(60)),
  description: localised(text(1000)),
  profile: gameProfileSchema,
  colours: z.tuple([z.string().regex(/^#[0-9a-fA-F]{6}$/), z.string().regex(/^#[0-9a-fA-F]{6}$/)]),
});

const seedCmsPageSchema = z.object({
  type: cmsPageTypeSchema,
  slug: cmsSlugSchema,
  content: localised(cmsPageContentSchema),
});

const seedRedirectSchema = z.object({
  from: z
    .string()
    .max(300)
    .regex(/^(?!\/)[a-z0-9/_.-]+(?<!\/)$/, 'a lower-case path without slashes at its ends'),
  to: z.string().regex(/^\/[a-z0-9/_-]*$/, 'a storefront path starting with /'),
  status: z.union([z.literal(301), z.literal(302)]),
});

const seedCouponSchema = z
  .object({
    code: z.string().regex(/^[A-Z0-9_-]{3,40}$/, 'upper-case letters, digits, - and _'),
    percentOff: z.number().int().min(1).max(100).nullable(),
    amountOff: seedMoneySchema.nullable(),
    countries: z.array(countryCodeSchema).min(1),
    startsAt: z.date().nullable(),
    expiresAt: z.date().nullable(),
    usageLimit: z.number().int().min(1).nullable(),
    usedCount: z.number().int().min(0),
    minimumSubtotal: seedMoneySchema.nullable(),
  })
  .refine((coupon) => (coupon.percentOff === null) !== (coupon.amountOff === null), {
    message: 'a coupon is either a percentage or a fixed amount',
  })
  .refine((coupon) => coupon.usageLimit === null || coupon.usedCount <= coupon.usageLimit, {
    message: 'used more often than its limit',
  });

function issuesOf(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(record)'}: ${issue.message}`)
    .join('; ');
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

/**
 * Checks every seed record with the shared schemas (a part's specs with its category's
 * `specsSchemaByCategory`), the references between records, and that each model is a
 * compatible build. Throws a SeedError listing every problem; returns nothing when all is well.
 */
export function validateCatalogueSeed(data: CatalogueSeedData): void {
  const problems: string[] = [];
  const check = (schema: z.ZodType, value: unknown, what: string) => {
    const result = schema.safeParse(value);
    if (!result.success) problems.push(`${what}: ${issuesOf(result.error)}`);
    return result.success;
  };

  for (const category of categorySlugSchema.options) {
    check(localised(text(60)), data.categoryNames[category], `category ${category} names`);
  }

  const partsByReference = new Map<string, SeedPart>();
  for (const part of data.parts) {
    const what = `part ${part.reference} (${part.category})`;
    if (!check(seedPartSchema, part, what)) continue;
    if (!check(specsSchemaByCategory[part.category], part.specs, `${what} specs`)) continue;
    partsByReference.set(part.reference, part);
  }
  for (const reference of duplicates(data.parts.map((part) => part.reference))) {
    problems.push(`part ${reference}: the reference is used more than once`);
  }

  const lineupSlugs = new Set<string>(data.lineup.map((model) => model.slug));
  for (const model of data.models) {
    const what = `model ${model.slug}`;
    if (!check(seedModelSchema, model, what)) continue;
    if (!lineupSlugs.has(model.slug)) problems.push(`${what}: not in the model lineup`);
    check(modelCopySchema, data.modelCopy[model.slug], `${what} copy (content/modelCopy.ts)`);
    const build: BuildPart[] = [];
    for (const line of model.parts) {
      const part = partsByReference.get(line.reference);
      if (!part) {
        problems.push(`${what}: part ${line.reference} is not in the catalogue (or not valid)`);
        continue;
      }
      build.push({
        id: part.reference,
        title: part.title,
        category: part.category,
        specs: part.specs,
        amount: line.amount,
      } as BuildPart);
    }
    for (const issue of checkCompatibility(build)) {
      if (issue.severity === 'error') {
        problems.push(`${what}: breaks ${issue.code} (${issue.parts.join(', ')})`);
      }
    }
  }
  for (const slug of duplicates(data.models.map((model) => model.slug))) {
    problems.push(`model ${slug}: defined more than once`);
  }

  for (const game of data.games) check(seedGameSchema, game, `game ${game.slug}`);
  for (const slug of duplicates(data.games.map((game) => game.slug))) {
    problems.push(`game ${slug}: defined more than once`);
  }

  for (const page of data.cmsPages) check(seedCmsPageSchema, page, `CMS page ${page.slug}`);
  for (const slug of duplicates(data.cmsPages.map((page) => page.slug))) {
    problems.push(`CMS page ${slug}: the slug is used more than once`);
  }
  for (const type of duplicates(data.cmsPages.map((page) => page.type))) {
    problems.push(`CMS page type ${type}: more than one page`);
  }

  for (const redirect of data.redirects) {
    check(seedRedirectSchema, redirect, `redirect ${redirect.from}`);
  }
  for (const from of duplicates(data.redirects.map((redirect) => redirect.from))) {
    problems.push(`redirect ${from}: defined more than once`);
  }

  for (const coupon of data.coupons) check(seedCouponSchema, coupon, `coupon ${coupon.code}`);
  for (const code of duplicates(data.coupons.map((coupon) => coupon.code))) {
    problems.push(`coupon ${code}: defined more than once`);
  }

  if (problems.length > 0) throw new SeedError(problems);
}
