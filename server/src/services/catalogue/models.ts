import { asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  BuildsByBudget,
  ModelDetail,
  ModelList,
  Resolution,
  FpsByResolution,
} from '@pcshop/stores/schemas';
import { estimatePower, toBuildPart } from '@pcshop/stores/domain';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { categories, gameFps, games, modelParts, models, parts } from '../../db/schema/index';
import { notFound } from '../errors';
import { bracketById, budgetBrackets, inBracket } from './budgets';
import { pricingPlaceholders, requestContext, type LocaleQuery } from './context';
import { gameImage, modelGallery } from './media';
import { modelSummaries, selectModelSummaries, toModelSummary } from './modelRows';
import { selectProducts, toProduct } from './productRows';
import { specificationFacts } from './specification';

/** Public models in the range's order, optionally within a budget bracket of the currency. */
export async function listModels(
  db: Database,
  query: LocaleQuery & { budget?: string | undefined },
): Promise<ModelList> {
  const context = requestContext(query);
  const bracket = query.budget === undefined ? null : bracketById(context.currency, query.budget);
  const items = await modelSummaries(db, context);
  return {
    items: bracket ? items.filter((model) => inBracket(model.price.amount, bracket)) : items,
    currency: context.currency,
  };
}

/** Every budget bracket of the currency with the models priced within it. */
export async function buildsByBudget(db: Database, query: LocaleQuery): Promise<BuildsByBudget> {
  const context = requestContext(query);
  const items = await modelSummaries(db, context);
  return {
    currency: context.currency,
    brackets: budgetBrackets[context.currency].map((bracket) => ({
      ...bracket,
      models: items.filter((model) => inBracket(model.price.amount, bracket)),
    })),
  };
}

const emptyFps = (): FpsByResolution => ({ '1080p': 0, '1440p': 0, '4k': 0 });

/**
 * The model page's three statements, prepared once: the model's summary, its parts (priced, in
 * the customiser's step order, with their category's name) and its FPS per game and resolution.
 */
const modelStatements = preparedPer((db) => {
  const slug = sql.placeholder('slug');
  const modelId = db.select({ id: models.id }).from(models).where(eq(models.slug, slug));
  return {
    summary: selectModelSummaries(db, pricingPlaceholders, eq(models.slug, slug)).prepare(
      'model_summary',
    ),
    parts: selectProducts(db, pricingPlaceholders, {
      amount: modelParts.amount,
      categoryNames: categories.names,
    })
      .innerJoin(modelParts, eq(modelParts.partId, parts.id))
      .innerJoin(categories, eq(categories.slug, parts.category))
      .where(inArray(modelParts.modelId, modelId))
      .orderBy(asc(categories.position), asc(parts.id))
      .prepare('model_parts'),
    fps: db
      .select({
        slug: games.slug,
        title: games.title,
        resolution: gameFps.resolution,
        fps: gameFps.fps,
      })
      .from(gameFps)
      .innerJoin(games, eq(games.id, gameFps.gameId))
      .where(inArray(gameFps.modelId, modelId))
      .orderBy(asc(games.position))
      .prepare('model_fps'),
  };
});

/** The model page, its three statements run together. */
export async function getModel(
  db: Database,
  slug: string,
  locale: LocaleQuery,
): Promise<ModelDetail> {
  const context = requestContext(locale);
  const statements = modelStatements(db);
  const values = { slug, country: context.country, currency: context.currency };
  const [summaries, partRows, fpsRows] = await Promise.all([
    statements.summary.execute(values),
    statements.parts.execute(values),
    statements.fps.execute({ slug }),
  ]);
  const row = summaries[0];
  if (!row) throw notFound(`Model ${slug}`);

  const fpsByGame = new Map<string, ModelDetail['fps'][number]>();
  for (const fps of fpsRows) {
    let entry = fpsByGame.get(fps.slug);
    if (!entry) {
      entry = {
        game: { slug: fps.slug, title: fps.title, image: gameImage(fps.slug, fps.title) },
        fps: emptyFps(),
      };
      fpsByGame.set(fps.slug, entry);
    }
    entry.fps[fps.resolution as Resolution] = fps.fps;
  }

  return {
    ...toModelSummary(row, context),
    overview: row.copy[context.locale].overview,
    parts: partRows.map((part) => ({ amount: part.amount, product: toProduct(part, context) })),
    specification: partRows.map((part) => ({
      category: part.category,
      label: part.categoryNames[context.locale],
      partId: String(part.id),
      title: part.title,
      amount: part.amount,
      facts: specificationFacts(part.category, part.specs as never),
    })),
    gallery: modelGallery(row.slug, row.name, context.locale),
    fps: [...fpsByGame.values()],
    power: estimatePower(partRows.map((part) => toBuildPart(part, part.amount))),
  };
}
