import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@pcshop/stores/schemas';
import { categories, games, modelParts, models, partPrices, parts } from '../../db/schema/index';
import { sampleParts } from '../../media/testing/samples';
import { expectImage } from '../../media/testing/xml';
import { buildTestApp, type TestApp } from '../../test/app';
import { MEDIA_CACHE_CONTROL } from './index';

const localised = <T>(value: T) => ({
  'en-GB': value,
  'fr-FR': value,
  it: value,
  'es-ES': value,
  'de-DE': value,
});

let t: TestApp;
let gpuId: number;

/** The rows the images need, inserted here whatever the seed holds. */
async function insertFixtures(app: TestApp) {
  const { db } = app.database;
  const used = [sampleParts.caseGlass, sampleParts.gpuLong, sampleParts.fansArgb] as const;
  await db
    .insert(categories)
    .values(
      used.map((part, position) => ({
        slug: part.category,
        position,
        names: localised(part.category),
      })),
    )
    .onConflictDoNothing();
  const inserted = await db
    .insert(parts)
    .values(
      used.map((part) => ({
        reference: `media-test-${part.category}`,
        category: part.category,
        brand: part.brand,
        title: part.title,
        specs: part.specs,
        deliveryDays: 3,
      })),
    )
    .returning({ id: parts.id, category: parts.category });
  await db.insert(partPrices).values(
    inserted.flatMap(({ id }) => [
      { partId: id, currency: 'GBP', amount: 10_000 },
      { partId: id, currency: 'EUR', amount: 11_500 },
    ]),
  );
  gpuId = inserted.find((row) => row.category === 'gpu')!.id;
  const [model] = await db
    .insert(models)
    .values({
      slug: 'media-test-rig',
      name: 'Media <Test> Rig',
      tier: 'entry',
      position: 99,
      copy: localised({ tagline: 'x', overview: ['x'] }),
    })
    .returning({ id: models.id });
  await db
    .insert(modelParts)
    .values(inserted.map(({ id }) => ({ modelId: model!.id, partId: id, amount: 1 })));
  await db.insert(models).values({
    slug: 'media-test-empty',
    name: 'Media Empty',
    tier: 'entry',
    position: 100,
    copy: localised({ tagline: 'x', overview: ['x'] }),
  });
  await db.insert(games).values({
    slug: 'media-test-game',
    title: 'Media & <Test> Game',
    position: 99,
    profile: { referenceFps: { '1080p': 200, '1440p': 150, '4k': 80 }, cpuLimitFps: 300 },
    meta: {
      developer: 'x',
      releaseYear: 2024,
      genre: localised('x'),
      colours: ['#123456', '#abcdef'],
    },
    description: localised('x'),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('media routes', () => {
  it.each([
    ['a part', () => `/media/parts/${gpuId}.svg`, 480, 480],
    ['a model view', () => '/media/models/media-test-rig/interior.svg', 1200, 900],
    ['a game tile', () => '/media/games/media-test-game.svg', 640, 360],
  ])('serve %s as a cacheable SVG image', async (_what, url, width, height) => {
    const response = await get(url());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers['etag']).toMatch(/^"[\w-]{27}"$/);
    expectImage(response.body, width, height);
  });

  it('draws the model from its parts, with its name escaped', async () => {
    const response = await get('/media/models/media-test-rig/interior.svg');
    expect(response.body).toContain('Media &lt;Test&gt; Rig');
    expect(response.body).toContain('ASUS GeForce RTX 5090 32 GB');
  });

  it('serves every view of the gallery, each different', async () => {
    const bodies = await Promise.all(
      ['front', 'side', 'interior', 'rear'].map(async (view) => {
        const response = await get(`/media/models/media-test-rig/${view}.svg`);
        expect(response.statusCode).toBe(200);
        return response.body;
      }),
    );
    expect(new Set(bodies).size).toBe(4);
  });

  it('renders a model that has no parts yet', async () => {
    const response = await get('/media/models/media-test-empty/front.svg');
    expect(response.statusCode).toBe(200);
    expectImage(response.body, 1200, 900);
  });

  it('answers 304 without a body when If-None-Match names the current tag', async () => {
    const first = await get('/media/games/media-test-game.svg');
    const etag = first.headers['etag'] as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/media/games/media-test-game.svg', { 'if-none-match': header });
      expect(again.statusCode, header).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['etag']).toBe(etag);
      expect(again.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    }
    const stale = await get('/media/games/media-test-game.svg', { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
  });

  it('gives the same tag for the same image', async () => {
    const a = await get(`/media/parts/${gpuId}.svg`);
    const b = await get(`/media/parts/${gpuId}.svg`);
    expect(a.headers['etag']).toBe(b.headers['etag']);
  });

  it.each([
    '/media/parts/2147483647.svg',
    '/media/models/no-such-model/front.svg',
    '/media/models/media-test-rig/top.svg',
    '/media/games/no-such-game.svg',
  ])('answers %s with a 404 in the error format', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    const body = apiErrorSchema.parse(response.json());
    expect(body.error.code).toBe('not_found');
  });

  it.each([
    '/media/parts/abc.svg',
    '/media/parts/0.svg',
    '/media/parts/99999999999.svg',
    '/media/parts/%3Cscript%3E.svg',
    '/media/models/Media_Test/front.svg',
    '/media/models/media-test-rig/FRONT.svg',
    '/media/models/-bad-/front.svg',
    '/media/models/media-test-rig/a-view-name-too-long.svg',
    '/media/games/bad%20slug.svg',
  ])('answers %s with a 400 in the error format', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.error.code).toBe('validation_failed');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: '/media/games/media-test-game.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toBe('');
  });

  it('lets the storefront show same-origin images (CSP img-src)', async () => {
    const response = await get('/media/games/media-test-game.svg');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self'/);
  });
});
