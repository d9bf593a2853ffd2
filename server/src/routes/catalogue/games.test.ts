import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameDetailSchema, gameListSchema, modelDetailSchema } from '@pcshop/stores/schemas';
import { seedGames } from '../../db/seed/catalogue/content/games';
import { buildTestApp, type TestApp } from '../../test/app';
import { get, getError, getOk } from '../../test/http';
import { countQueries } from '../../test/queryCounter';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/ecommerce/games', () => {
  it('lists the games with their tile, in the country’s language', async () => {
    const { items } = await getOk(t, '/api/ecommerce/games?country=ES', gameListSchema);
    expect(items.map((game) => game.slug)).toEqual(seedGames.map((game) => game.slug));
    items.forEach((game, index) => {
      const seed = seedGames[index]!;
      expect(game).toEqual({
        slug: seed.slug,
        title: seed.title,
        developer: seed.developer,
        releaseYear: seed.releaseYear,
        genre: seed.genre['es-ES'],
        description: seed.description['es-ES'],
        profile: seed.profile,
        image: { url: `/media/games/${seed.slug}.svg`, width: 640, height: 360, alt: seed.title },
      });
    });
  });

  it('revalidates with its ETag and refuses an unknown country', async () => {
    const first = await get(t, '/api/ecommerce/games');
    const second = await get(t, '/api/ecommerce/games', {
      'if-none-match': first.headers.etag as string,
    });
    expect(second.statusCode).toBe(304);
    await getError(t, '/api/ecommerce/games?country=BE', 400);
  });
});

describe('GET /api/ecommerce/game/{slug}', () => {
  it('gives each model’s FPS in the game, fastest at 1440p first, as the model pages do', async () => {
    const slug = seedGames.at(-1)!.slug;
    const detail = await getOk(t, `/api/ecommerce/game/${slug}?country=IT`, gameDetailSchema);
    expect(detail.currency).toBe('EUR');
    expect(detail.models.length).toBeGreaterThan(1);
    const at1440 = detail.models.map((entry) => entry.fps['1440p']);
    expect(at1440).toEqual([...at1440].sort((a, b) => b - a));
    const sample = detail.models[0]!;
    const model = await getOk(
      t,
      `/api/ecommerce/model/${sample.model.slug}?country=IT`,
      modelDetailSchema,
    );
    expect(model.fps.find((entry) => entry.game.slug === slug)?.fps).toEqual(sample.fps);
    expect(sample.model.price).toEqual(model.price);
  });

  it('reads the page in a fixed number of statements', async () => {
    const counter = countQueries(t.database);
    try {
      t.app.catalogueCache.invalidate();
      await getOk(t, `/api/ecommerce/game/${seedGames[0]!.slug}`, gameDetailSchema);
      expect(counter.count).toBe(3);
    } finally {
      counter.restore();
    }
  });

  it('answers 404 for an unknown game and 400 for a malformed slug', async () => {
    await getError(t, '/api/ecommerce/game/pong', 404);
    const { error } = await getError(t, '/api/ecommerce/game/Half%20Life', 400);
    expect(Object.keys(error.fields ?? {})).toEqual(['slug']);
  });
});
