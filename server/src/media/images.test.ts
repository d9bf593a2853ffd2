import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryViews } from '@pcshop/stores/schemas';
import { games, models, parts } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/app';
import { gameTile, modelImage, partImage } from './images';
import { expectImage, SIZE_BUDGET } from './testing/xml';

/** Every image of the seeded catalogue, rendered from the database as the routes do. */
describe('images of the seeded catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const largest = (sizes: number[]) => Math.max(...sizes);

  it('draws every part as a valid image within the budget', async () => {
    const rows = await t.database.db.select({ id: parts.id }).from(parts);
    expect(rows.length).toBeGreaterThan(100);
    const sizes: number[] = [];
    for (const { id } of rows) {
      const image = await partImage(t.database.db, id);
      expectImage(image!.svg, 480, 480);
      sizes.push(image!.svg.length);
    }
    expect(largest(sizes)).toBeLessThanOrEqual(SIZE_BUDGET);
  });

  it('draws every view of every model as a valid image within the budget', async () => {
    const rows = await t.database.db.select({ slug: models.slug }).from(models);
    expect(rows.length).toBeGreaterThan(0);
    for (const { slug } of rows) {
      for (const view of galleryViews) {
        const image = await modelImage(t.database.db, slug, view);
        expectImage(image!.svg, 1200, 900);
        expect(image!.svg.length, `${slug} ${view}`).toBeLessThanOrEqual(SIZE_BUDGET);
      }
    }
  });

  it('draws every game tile as a valid image within the budget', async () => {
    const rows = await t.database.db.select({ slug: games.slug }).from(games);
    expect(rows.length).toBeGreaterThan(0);
    for (const { slug } of rows) {
      const image = await gameTile(t.database.db, slug);
      expectImage(image!.svg, 640, 360);
      expect(image!.svg.length, slug).toBeLessThanOrEqual(SIZE_BUDGET);
    }
  });

  it('finds nothing for an unknown id or slug', async () => {
    expect(await partImage(t.database.db, 2_147_483_647)).toBeNull();
    expect(await modelImage(t.database.db, 'no-such-model', 'front')).toBeNull();
    expect(await gameTile(t.database.db, 'no-such-game')).toBeNull();
  });
});
