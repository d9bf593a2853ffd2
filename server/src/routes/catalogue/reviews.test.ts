import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { modelReviewListSchema } from '@pcshop/stores/schemas';
import { models, reviews } from '../../db/schema/index';
import { modelLineup } from '../../db/seed/catalogue/types';
import { buildTestApp, type TestApp } from '../../test/app';
import { getError, getOk } from '../../test/http';

let t: TestApp;
const slug = modelLineup[0].slug;
const quiet = modelLineup[2].slug;

beforeAll(async () => {
  t = await buildTestApp();
  const [model] = await t.database.db.select().from(models).where(eq(models.slug, slug));
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await t.database.db.insert(reviews).values([
    ...Array.from({ length: 12 }, (_, index) => ({
      modelId: model!.id,
      rating: (index % 5) + 1,
      title: `Review ${index + 1}`,
      text: index === 0 ? 'Runs cool under load.' : '',
      locale: 'en-GB' as const,
      createdAt: day(index + 1),
    })),
    { modelId: model!.id, rating: null, title: 'Sans note', locale: 'fr-FR', createdAt: day(20) },
    {
      modelId: model!.id,
      rating: 1,
      title: 'Hidden by staff',
      locale: 'en-GB',
      status: 'hidden',
      createdAt: day(25),
    },
  ]);
  t.app.catalogueCache.invalidate();
});
afterAll(() => t.close());

const reviewsOf = (model: string, query = '') =>
  getOk(t, `/api/ecommerce/model/${model}/reviews?${query}`, modelReviewListSchema);

describe('GET /api/ecommerce/model/{slug}/reviews', () => {
  it('lists the published reviews newest first, 10 a page by default', async () => {
    const first = await reviewsOf(slug);
    expect(first).toMatchObject({ total: 13, page: 1, perPage: 10, pages: 2 });
    expect(first.items.map((review) => review.title)).toEqual([
      'Sans note',
      ...Array.from({ length: 9 }, (_, index) => `Review ${12 - index}`),
    ]);
    expect(first.items[0]).toMatchObject({
      rating: null,
      locale: 'fr-FR',
      text: '',
      verifiedBuyer: false,
    });
    expect(first.items.some((review) => review.title === 'Hidden by staff')).toBe(false);
  });

  it('pages with page and per_page, and answers no items past the last page', async () => {
    const second = await reviewsOf(slug, 'page=2');
    expect(second.items.map((review) => review.title)).toEqual([
      'Review 3',
      'Review 2',
      'Review 1',
    ]);
    expect(second.items[2]).toMatchObject({
      rating: 1,
      text: 'Runs cool under load.',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const small = await reviewsOf(slug, 'per_page=5&page=3');
    expect(small).toMatchObject({ total: 13, perPage: 5, pages: 3 });
    expect(small.items).toHaveLength(3);
    const past = await reviewsOf(slug, 'page=4');
    expect(past).toMatchObject({ items: [], total: 13, pages: 2 });
  });

  it('answers an empty list for a model nobody has reviewed', async () => {
    expect(await reviewsOf(quiet)).toEqual({ items: [], total: 0, page: 1, perPage: 10, pages: 0 });
  });

  it('answers 404 for an unknown model', async () => {
    const { error } = await getError(t, '/api/ecommerce/model/rigsmith-unknown/reviews', 404);
    expect(error.code).toBe('not_found');
  });

  it('refuses a malformed slug, page or per_page with a 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['/api/ecommerce/model/Bad_Slug/reviews', 'slug'],
      [`/api/ecommerce/model/${slug}/reviews?page=0`, 'page'],
      [`/api/ecommerce/model/${slug}/reviews?page=two`, 'page'],
      [`/api/ecommerce/model/${slug}/reviews?per_page=51`, 'per_page'],
      [`/api/ecommerce/model/${slug}/reviews?country=US`, 'country'],
    ];
    for (const [url, field] of cases) {
      const { error } = await getError(t, url, 400);
      expect(error.code, url).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {}), url).toEqual([field]);
    }
  });
});
