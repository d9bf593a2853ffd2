import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { resolutions } from '@pcshop/stores/schemas';
import { estimateBuildFps, type BuildPart } from '@pcshop/stores/domain';
import { createTestDatabase, type TestDatabase } from '../../../test/app';
import { runMigrations } from '../../migrate';
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
  siteSettings,
} from '../../schema/index';
import { isSeeded, seedIfEmpty } from '../index';
import { catalogueSeedData } from './load';
import { SeedError } from './validate';

const data = catalogueSeedData;

describe('first-start seeding', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await runMigrations(database.handle);
  });
  afterAll(() => database.drop());

  const rows = async (
    table: Parameters<ReturnType<TestDatabase['handle']['db']['select']>['from']>[0],
  ) => {
    const [row] = await database.handle.db.select({ n: count() }).from(table);
    return Number(row?.n);
  };

  it('writes nothing when a record is invalid, so the next start tries again', async () => {
    const [part, ...others] = data.parts;
    const broken = { ...part!, specs: {} } as (typeof data.parts)[number];
    await expect(
      seedIfEmpty(database.handle.db, { ...data, parts: [broken, ...others] }),
    ).rejects.toThrow(SeedError);
    expect(await isSeeded(database.handle.db)).toBe(false);
    expect(await rows(parts)).toBe(0);
    expect(await rows(siteSettings)).toBe(0);
  });

  it('loads the whole catalogue from the data modules', async () => {
    const loaded = await seedIfEmpty(database.handle.db);
    expect(loaded).toMatchObject({
      parts: data.parts.length,
      models: data.models.length,
      games: data.games.length,
      coupons: data.coupons.length,
    });
    expect(await rows(categories)).toBe(14);
    expect(await rows(parts)).toBe(data.parts.length);
    expect(await rows(partPrices)).toBe(data.parts.length * 2);
    expect(await rows(models)).toBe(data.models.length);
    expect(await rows(modelParts)).toBe(
      data.models.reduce((sum, model) => sum + model.parts.length, 0),
    );
    expect(await rows(games)).toBe(data.games.length);
    expect(await rows(gameFps)).toBe(data.models.length * data.games.length * resolutions.length);
    expect(await rows(cmsPages)).toBe(data.cmsPages.length * 5);
    expect(await rows(redirects)).toBe(data.redirects.length);
    expect(await rows(coupons)).toBe(data.coupons.length);
    const [general] = await database.handle.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.slug, 'general'));
    expect(general?.value).toMatchObject({
      assemblyFee: { GBP: expect.any(Number), EUR: expect.any(Number) },
    });
  });

  it('stores each model’s FPS from the one estimation model', async () => {
    const model = data.models.at(-1)!;
    const game = data.games[0]!;
    const build = model.parts.map((line) => {
      const part = data.parts.find((candidate) => candidate.reference === line.reference)!;
      return {
        id: part.reference,
        title: part.title,
        category: part.category,
        specs: part.specs,
        amount: line.amount,
      } as BuildPart;
    });
    const stored = await database.handle.db
      .select({ resolution: gameFps.resolution, fps: gameFps.fps })
      .from(gameFps)
      .innerJoin(models, eq(models.id, gameFps.modelId))
      .innerJoin(games, and(eq(games.id, gameFps.gameId), eq(games.slug, game.slug)))
      .where(eq(models.slug, model.slug));
    expect(Object.fromEntries(stored.map((row) => [row.resolution, row.fps]))).toEqual(
      Object.fromEntries(
        resolutions.map((resolution) => [
          resolution,
          estimateBuildFps(build, game.profile, resolution),
        ]),
      ),
    );
  });

  it('leaves a seeded database alone on the next start', async () => {
    expect(await seedIfEmpty(database.handle.db)).toBeNull();
    expect(await rows(parts)).toBe(data.parts.length);
  });
});
