import { categorySlugs, resolutions } from '@pcshop/stores/schemas';
import { estimateBuildFps, type BuildPart } from '@pcshop/stores/domain';
import type { Database } from '../../client';
import {
  categories,
  cmsPages,
  coupons,
  gameFps,
  games,
  modelParts,
  models,
  partPrices,
  parts,
  redirects,
} from '../../schema/index';
import { seedCoupons } from '../reference';
import { categoryNames } from './content/categoryNames';
import { seedCmsPages } from './content/cmsPages';
import { seedGames } from './content/games';
import { seedModelCopy } from './content/modelCopy';
import { seedRedirects } from './content/redirects';
import { seedModels } from './models';
import { seedParts } from './parts/index';
import { modelLineup } from './types';
import { validateCatalogueSeed, type CatalogueSeedData } from './validate';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The shop's own catalogue: the data modules of server/src/db/seed/catalogue. */
export const catalogueSeedData: CatalogueSeedData = {
  categoryNames,
  parts: seedParts,
  lineup: modelLineup,
  models: seedModels,
  modelCopy: seedModelCopy,
  games: seedGames,
  cmsPages: seedCmsPages,
  redirects: seedRedirects,
  coupons: seedCoupons,
};

/** Rows per INSERT: well inside PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 500;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

export interface CatalogueCounts {
  parts: number;
  models: number;
  games: number;
  fps: number;
  cmsPages: number;
  redirects: number;
  coupons: number;
}

/**
 * Validates the seed data (nothing is written when a record is wrong) and loads it in batches
 * inside the caller's transaction: categories, parts and their prices, models and their parts,
 * games and each model's FPS per game and resolution (the one estimation model, estimateBuildFps),
 * CMS pages per locale, redirects and coupons.
 */
export async function loadCatalogue(
  tx: Transaction,
  data: CatalogueSeedData = catalogueSeedData,
): Promise<CatalogueCounts> {
  validateCatalogueSeed(data);

  await tx
    .insert(categories)
    .values(
      categorySlugs.map((slug, position) => ({ slug, position, names: data.categoryNames[slug] })),
    );

  const partIds = new Map<string, number>();
  await insertInBatches(data.parts, async (batch) => {
    const inserted = await tx
      .insert(parts)
      .values(
        batch.map((part) => ({
          reference: part.reference,
          category: part.category,
          brand: part.brand,
          title: part.title,
          description: part.description,
          specs: part.specs as Record<string, unknown>,
          stock: part.stock,
          status: part.status,
          rating: part.rating,
          ratingCount: part.ratingCount,
          deliveryDays: part.deliveryDays,
          sold: part.sold,
        })),
      )
      .returning({ id: parts.id, reference: parts.reference });
    for (const row of inserted) partIds.set(row.reference, row.id);
  });
  const idOf = (reference: string) => partIds.get(reference) as number;

  await insertInBatches(
    data.parts.flatMap((part) =>
      (['GBP', 'EUR'] as const).map((currency) => ({
        partId: idOf(part.reference),
        currency,
        amount: part.price[currency],
      })),
    ),
    (batch) => tx.insert(partPrices).values(batch),
  );

  const lineup = new Map(data.lineup.map((model, position) => [model.slug, { model, position }]));
  const modelIds = new Map<string, number>();
  if (data.models.length > 0) {
    const inserted = await tx
      .insert(models)
      .values(
        data.models.map((model) => {
          const entry = lineup.get(model.slug)!;
          return {
            slug: model.slug,
            name: entry.model.name,
            tier: entry.model.tier,
            position: entry.position,
            discountPercent: entry.model.discountPercent,
            copy: data.modelCopy[model.slug]!,
          };
        }),
      )
      .returning({ id: models.id, slug: models.slug });
    for (const row of inserted) modelIds.set(row.slug, row.id);
  }
  await insertInBatches(
    data.models.flatMap((model) =>
      model.parts.map((line) => ({
        modelId: modelIds.get(model.slug)!,
        partId: idOf(line.reference),
        amount: line.amount,
      })),
    ),
    (batch) => tx.insert(modelParts).values(batch),
  );

  const gameIds = new Map<string, number>();
  if (data.games.length > 0) {
    const inserted = await tx
      .insert(games)
      .values(
        data.games.map((game, position) => ({
          slug: game.slug,
          title: game.title,
          position,
          profile: game.profile,
          meta: {
            developer: game.developer,
            releaseYear: game.releaseYear,
            genre: game.genre,
            colours: game.colours,
            look: game.look,
          },
          description: game.description,
        })),
      )
      .returning({ id: games.id, slug: games.slug });
    for (const row of inserted) gameIds.set(row.slug, row.id);
  }

  const partsByReference = new Map(data.parts.map((part) => [part.reference, part]));
  const fpsRows = data.models.flatMap((model) => {
    const build = model.parts.map((line) => {
      const part = partsByReference.get(line.reference)!;
      return {
        id: line.reference,
        title: part.title,
        category: part.category,
        specs: part.specs,
        amount: line.amount,
      } as BuildPart;
    });
    return data.games.flatMap((game) =>
      resolutions.flatMap((resolution) => {
        const fps = estimateBuildFps(build, game.profile, resolution);
        return fps === null
          ? []
          : [
              {
                gameId: gameIds.get(game.slug)!,
                modelId: modelIds.get(model.slug)!,
                resolution,
                fps,
              },
            ];
      }),
    );
  });
  await insertInBatches(fpsRows, (batch) => tx.insert(gameFps).values(batch));

  const pageRows = data.cmsPages.flatMap((page) =>
    Object.entries(page.content).map(([locale, content]) => ({
      type: page.type,
      slug: page.slug,
      locale: locale as keyof typeof page.content,
      title: content.title,
      metaTitle: content.metaTitle,
      metaDescription: content.metaDescription,
      blocks: content.blocks,
    })),
  );
  await insertInBatches(pageRows, (batch) => tx.insert(cmsPages).values(batch));

  await insertInBatches(
    data.redirects.map((redirect) => ({
      fromPath: redirect.from,
      toPath: redirect.to,
      status: redirect.status,
    })),
    (batch) => tx.insert(redirects).values(batch),
  );

  await insertInBatches(data.coupons, (batch) =>
    tx.insert(coupons).values(
      batch.map((coupon) => ({
        ...coupon,
        amountOff: coupon.amountOff && { ...coupon.amountOff },
        minimumSubtotal: coupon.minimumSubtotal && { ...coupon.minimumSubtotal },
      })),
    ),
  );

  return {
    parts: data.parts.length,
    models: data.models.length,
    games: data.games.length,
    fps: fpsRows.length,
    cmsPages: pageRows.length,
    redirects: data.redirects.length,
    coupons: data.coupons.length,
  };
}
