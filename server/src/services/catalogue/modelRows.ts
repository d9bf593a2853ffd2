import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ModelSummary } from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { countries, modelParts, models, partPrices, parts, reviews } from '../../db/schema/index';
import { selectAssemblyFee } from '../site/settings';
import { pricingPlaceholders, type PricingContext, type RequestContext } from './context';
import { modelImage } from './media';
import { includedVat, modelPricing } from '@pcshop/stores/domain';

const ofCategory = (category: string) => sql`${parts.category} = ${category}`;

/** Published reviews per model: count and average rating. */
const reviewTotals = (db: Database) =>
  db
    .select({
      modelId: reviews.modelId,
      count: sql<number>`count(*)::int`.as('review_count'),
      average: sql<number | null>`avg(${reviews.rating})::float8`.as('review_average'),
    })
    .from(reviews)
    .where(eq(reviews.status, 'published'))
    .groupBy(reviews.modelId)
    .as('review_totals');

/**
 * Public models with what a card shows, in one statement whatever their number: the parts'
 * total in the currency, stock, the slowest delivery, the CPU and GPU, memory and storage sizes,
 * the reviews, the country's VAT rate and the assembly fee (`general` setting) in the currency.
 */
export function selectModelSummaries(db: Database, context: PricingContext, where?: SQL) {
  const totals = reviewTotals(db);
  return db
    .select({
      id: models.id,
      slug: models.slug,
      name: models.name,
      tier: models.tier,
      discountPercent: models.discountPercent,
      copy: models.copy,
      partsTotal: sql<number>`sum(${partPrices.amount} * ${modelParts.amount})::int`,
      inStock: sql<boolean>`bool_and(${parts.status} = 'public' and ${parts.stock} >= ${modelParts.amount})`,
      deliveryDays: sql<number>`max(${parts.deliveryDays})::int`,
      cpu: sql<string | null>`max(${parts.title}) filter (where ${ofCategory('cpu')})`,
      gpu: sql<string | null>`max(${parts.title}) filter (where ${ofCategory('gpu')})`,
      memoryGb: sql<number>`coalesce(sum((${parts.specs}->>'modules')::int * (${parts.specs}->>'capacityGbPerModule')::int * ${modelParts.amount}) filter (where ${ofCategory('memory')}), 0)::int`,
      storageGb: sql<number>`coalesce(sum((${parts.specs}->>'capacityGb')::int * ${modelParts.amount}) filter (where ${ofCategory('storage')}), 0)::int`,
      reviewCount: sql<number>`coalesce(${totals.count}, 0)::int`,
      reviewAverage: sql<number | null>`${totals.average}`,
      vatRateBp: countries.vatRateBp,
      assemblyFee: sql<number>`coalesce(${selectAssemblyFee(db, context.currency)}, 0)`,
    })
    .from(models)
    .innerJoin(countries, eq(countries.code, context.country))
    .innerJoin(modelParts, eq(modelParts.modelId, models.id))
    .innerJoin(parts, eq(parts.id, modelParts.partId))
    .innerJoin(
      partPrices,
      and(eq(partPrices.partId, parts.id), eq(partPrices.currency, context.currency)),
    )
    .leftJoin(totals, eq(totals.modelId, models.id))
    .where(and(eq(models.status, 'public'), where))
    .groupBy(models.id, countries.vatRateBp, totals.count, totals.average)
    .orderBy(asc(models.position));
}

export type ModelSummaryRow = Awaited<ReturnType<typeof selectModelSummaries>>[number];

export function toModelSummary(row: ModelSummaryRow, context: RequestContext): ModelSummary {
  const pricing = modelPricing(row.partsTotal, row.assemblyFee, row.discountPercent);
  return {
    slug: row.slug,
    name: row.name,
    tier: row.tier,
    tagline: row.copy[context.locale].tagline,
    image: modelImage(row.slug, row.name, context.locale),
    price: {
      ...pricing,
      vat: includedVat(pricing.amount, row.vatRateBp),
      currency: context.currency,
    },
    inStock: row.inStock,
    deliveryDays: row.deliveryDays,
    highlights: {
      cpu: row.cpu,
      gpu: row.gpu,
      memoryGb: row.memoryGb,
      storageGb: row.storageGb,
    },
    reviews: {
      count: row.reviewCount,
      average: row.reviewAverage === null ? null : Math.round(row.reviewAverage * 10) / 10,
    },
  };
}

/** Every public model's summary, prepared once (the lists, the budgets, the games' pages). */
const everyModelSummary = preparedPer((db) =>
  selectModelSummaries(db, pricingPlaceholders).prepare('model_summaries'),
);

export async function modelSummaries(
  db: Database,
  context: RequestContext,
): Promise<ModelSummary[]> {
  const rows = await everyModelSummary(db).execute({
    country: context.country,
    currency: context.currency,
  });
  return rows.map((row) => toModelSummary(row, context));
}
