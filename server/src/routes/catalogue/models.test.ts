import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  buildsByBudgetSchema,
  buildsByFpsSchema,
  gameDetailSchema,
  gameListSchema,
  modelDetailSchema,
  modelListSchema,
  generalSettingsResponseSchema,
  type ModelDetail,
} from '@pcshop/stores/schemas';
import { models, reviews } from '../../db/schema/index';
import { categoryNames } from '../../db/seed/catalogue/content/categoryNames';
import { modelLineup } from '../../db/seed/catalogue/types';
import { buildTestApp, type TestApp } from '../../test/app';
import { get, getError, getOk } from '../../test/http';
import { countQueries } from '../../test/queryCounter';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const modelPage = (slug: string, query = '') =>
  getOk(t, `/api/ecommerce/model/${slug}?${query}`, modelDetailSchema);

async function assemblyFee(query = '') {
  const settings = await getOk(t, `/api/settings/general?${query}`, generalSettingsResponseSchema);
  return settings.value.assemblyFee;
}

const partsTotal = (model: ModelDetail) =>
  model.parts.reduce((sum, line) => sum + line.product.price * line.amount, 0);

describe('GET /api/ecommerce/models', () => {
  it('lists the range in the lineup’s order, each priced as its parts plus assembly', async () => {
    const { items, currency } = await getOk(t, '/api/ecommerce/models', modelListSchema);
    expect(currency).toBe('GBP');
    expect(items.length).toBeGreaterThan(0);
    const order = modelLineup.map((model) => model.slug);
    const positions = items.map((model) => order.indexOf(model.slug as (typeof order)[number]));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const fee = await assemblyFee();
    for (const summary of items) {
      const detail = await modelPage(summary.slug);
      const full = partsTotal(detail) + fee;
      expect(summary.price.was ?? summary.price.amount, summary.slug).toBe(full);
      expect(detail.price).toEqual(summary.price);
      expect(summary.image).toEqual({
        url: `/media/models/${summary.slug}/front.svg`,
        width: 1200,
        height: 900,
        alt: expect.stringContaining(summary.name),
      });
    }
  });

  it('takes a discounted model’s discount off its full price, rounded to whole minor units', async () => {
    const discounted = modelLineup.find((model) => model.discountPercent !== null)!;
    const detail = await modelPage(discounted.slug, 'country=DE');
    const full = partsTotal(detail) + (await assemblyFee('country=DE'));
    expect(detail.price).toMatchObject({
      was: full,
      amount: full - Math.round((full * discounted.discountPercent!) / 100),
      discountPercent: discounted.discountPercent,
      currency: 'EUR',
      vat: Math.round((detail.price.amount * 1900) / 11900),
    });
    const plain = modelLineup.find((model) => model.discountPercent === null)!;
    expect((await modelPage(plain.slug)).price).toMatchObject({ was: null, discountPercent: null });
  });

  it('keeps the models of one budget bracket with `budget`, and refuses an unknown bracket', async () => {
    const all = await getOk(t, '/api/ecommerce/models', modelListSchema);
    const cheapest = Math.min(...all.items.map((model) => model.price.amount));
    const budgets = await getOk(t, '/api/ecommerce/builds_by_budget', buildsByBudgetSchema);
    const bracket = budgets.brackets.find(
      (candidate) =>
        cheapest >= candidate.min && (candidate.max === null || cheapest < candidate.max),
    )!;
    const inBracket = await getOk(t, `/api/ecommerce/models?budget=${bracket.id}`, modelListSchema);
    expect(inBracket.items.map((model) => model.slug)).toEqual(
      bracket.models.map((model) => model.slug),
    );
    expect(inBracket.items.length).toBeGreaterThan(0);
    const { error } = await getError(t, '/api/ecommerce/models?budget=0-1200', 400);
    expect(error).toMatchObject({
      code: 'unknown_budget',
      fields: { budget: [expect.any(String)] },
    });
    await getOk(t, '/api/ecommerce/models?budget=0-1200&currency=EUR', modelListSchema);
  });
});

describe('GET /api/ecommerce/builds_by_budget', () => {
  it('puts every model in exactly one bracket of the currency, cheapest brackets first', async () => {
    for (const query of ['', 'country=FR']) {
      const { brackets, currency } = await getOk(
        t,
        `/api/ecommerce/builds_by_budget?${query}`,
        buildsByBudgetSchema,
      );
      const all = await getOk(t, `/api/ecommerce/models?${query}`, modelListSchema);
      expect(currency).toBe(query ? 'EUR' : 'GBP');
      expect(brackets[0]?.min).toBe(0);
      expect(brackets.at(-1)?.max).toBeNull();
      brackets.forEach((bracket, index) => {
        if (index > 0) expect(bracket.min).toBe(brackets[index - 1]!.max);
        for (const model of bracket.models) {
          expect(model.price.amount).toBeGreaterThanOrEqual(bracket.min);
          if (bracket.max !== null) expect(model.price.amount).toBeLessThan(bracket.max);
        }
      });
      expect(
        brackets.flatMap((bracket) => bracket.models.map((model) => model.slug)).sort(),
      ).toEqual(all.items.map((model) => model.slug).sort());
    }
  });
});

describe('GET /api/ecommerce/model/{slug}', () => {
  it('shows the parts, a specification table from them, the gallery and the copy', async () => {
    const [first] = (await getOk(t, '/api/ecommerce/models', modelListSchema)).items;
    const detail = await modelPage(first!.slug, 'country=FR');
    expect(detail.parts.length).toBeGreaterThan(5);
    expect(detail.specification).toEqual(
      detail.parts.map((line) => ({
        category: line.product.category,
        label: categoryNames[line.product.category]['fr-FR'],
        partId: line.product.id,
        title: line.product.title,
        amount: line.amount,
        facts: expect.any(Object),
      })),
    );
    const cpu = detail.parts.find((line) => line.product.category === 'cpu')!.product;
    expect(detail.specification.find((row) => row.category === 'cpu')?.facts).toMatchObject({
      cores: expect.any(Number),
      socket: cpu.category === 'cpu' ? cpu.specs.socket : '',
    });
    expect(detail.highlights.cpu).toBe(cpu.title);
    expect(
      detail.gallery.map((image) => [image.view, image.url, image.width, image.height]),
    ).toEqual(
      ['front', 'side', 'interior', 'rear'].map((view) => [
        view,
        `/media/models/${detail.slug}/${view}.svg`,
        1200,
        900,
      ]),
    );
    expect(detail.gallery.every((image) => image.alt.startsWith(detail.name))).toBe(true);
    const english = await modelPage(first!.slug);
    expect(detail.overview).not.toEqual(english.overview);
    expect(detail.gallery[0]?.alt).not.toBe(english.gallery[0]?.alt);
    expect(detail.power.recommendedPsuW).toBeGreaterThan(detail.power.peakW);
    expect(detail.inStock).toBe(true);
  });

  it('gives the FPS of every game at each resolution, lower at higher resolutions', async () => {
    const { items: games } = await getOk(t, '/api/ecommerce/games', gameListSchema);
    const detail = await modelPage(modelLineup[0].slug);
    expect(detail.fps.map((entry) => entry.game.slug)).toEqual(games.map((game) => game.slug));
    for (const { game, fps } of detail.fps) {
      expect(fps['1080p'], game.slug).toBeGreaterThan(0);
      expect(fps['1080p']).toBeGreaterThanOrEqual(fps['1440p']);
      expect(fps['1440p']).toBeGreaterThanOrEqual(fps['4k']);
      expect(game.image.url).toBe(`/media/games/${game.slug}.svg`);
    }
  });

  it('summarises the published reviews of the model', async () => {
    const slug = modelLineup[1].slug;
    expect((await modelPage(slug)).reviews).toEqual({ count: 0, average: null });
    const [model] = await t.database.db.select().from(models).where(eq(models.slug, slug));
    await t.database.db.insert(reviews).values([
      { modelId: model!.id, rating: 4, title: 'Quiet and quick', locale: 'en-GB' },
      { modelId: model!.id, rating: 5, title: 'Superbe', locale: 'fr-FR' },
      { modelId: model!.id, rating: null, title: 'No stars given', locale: 'de-DE' },
      { modelId: model!.id, rating: 1, title: 'Hidden', locale: 'en-GB', status: 'hidden' },
    ]);
    t.app.catalogueCache.invalidate();
    expect((await modelPage(slug)).reviews).toEqual({ count: 3, average: 4.5 });
    const listed = await getOk(t, '/api/ecommerce/models', modelListSchema);
    expect(listed.items.find((item) => item.slug === slug)?.reviews).toEqual({
      count: 3,
      average: 4.5,
    });
  });

  it('answers 404 for an unknown model and 400 for a malformed slug or country', async () => {
    expect((await getError(t, '/api/ecommerce/model/rigsmith-unknown', 404)).error.code).toBe(
      'not_found',
    );
    for (const slug of ['Rigsmith_Spark', 'spark!', '-spark']) {
      const { error } = await getError(t, `/api/ecommerce/model/${slug}`, 400);
      expect(Object.keys(error.fields ?? {})).toEqual(['slug']);
    }
    await getError(t, `/api/ecommerce/model/${modelLineup[0].slug}?country=PL`, 400);
  });

  it('reads the page in three statements, and revalidates with its ETag', async () => {
    const url = `/api/ecommerce/model/${modelLineup.at(-1)!.slug}`;
    const counter = countQueries(t.database);
    let response;
    try {
      t.app.catalogueCache.invalidate();
      response = await get(t, url);
      expect(counter.count).toBe(3);
    } finally {
      counter.restore();
    }
    expect(response.headers['cache-control']).toMatch(/^public/);
    const revalidated = await get(t, url, { 'if-none-match': response.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
  });
});

describe('GET /api/ecommerce/builds_by_fps', () => {
  async function candidates(game: string) {
    const detail = await getOk(t, `/api/ecommerce/game/${game}`, gameDetailSchema);
    return detail.models.map(({ model, fps }) => ({
      slug: model.slug,
      price: model.price.amount,
      fps: fps['1440p'],
    }));
  }

  it('picks the cheapest model reaching the target, the next step up and the fastest', async () => {
    const { items: games } = await getOk(t, '/api/ecommerce/games', gameListSchema);
    const game = games[0]!.slug;
    const models = await candidates(game);
    const byPrice = [...models].sort((a, b) => a.price - b.price || b.fps - a.fps);
    const target = byPrice[Math.floor(byPrice.length / 3)]!.fps;
    const answer = await getOk(
      t,
      `/api/ecommerce/builds_by_fps?game=${game}&resolution=1440p&fps=${target}`,
      buildsByFpsSchema,
    );
    const best = byPrice.find((model) => model.fps >= target)!;
    const levelUp = byPrice.find((model) => model.price > best.price && model.fps > best.fps);
    const fastest = [...models].sort((a, b) => b.fps - a.fps || a.price - b.price)[0]!;
    expect(answer.bestMatch).toMatchObject({
      model: { slug: best.slug },
      fps: best.fps,
      reason: null,
    });
    expect(answer.levelUp.model?.slug ?? null).toBe(levelUp?.slug ?? null);
    if (fastest.slug !== best.slug && fastest.slug !== levelUp?.slug) {
      expect(answer.ultimate).toMatchObject({ model: { slug: fastest.slug }, fps: fastest.fps });
    }
    expect(answer).toMatchObject({ resolution: '1440p', fps: target, game: { slug: game } });
  });

  it('explains empty cards: no model reaches the target, none is faster, the fastest is already shown', async () => {
    const { items: games } = await getOk(t, '/api/ecommerce/games', gameListSchema);
    const game = games[0]!.slug;
    const unreachable = await getOk(
      t,
      `/api/ecommerce/builds_by_fps?game=${game}&resolution=4k&fps=1000`,
      buildsByFpsSchema,
    );
    expect(unreachable.bestMatch).toEqual({ model: null, fps: null, reason: 'target_not_reached' });
    expect(unreachable.levelUp).toEqual({ model: null, fps: null, reason: 'no_best_match' });
    expect(unreachable.ultimate.model).not.toBeNull();
    const models = await candidates(game);
    const fastest = [...models].sort((a, b) => b.fps - a.fps || a.price - b.price)[0]!;
    const onlyTheFastest = await getOk(
      t,
      `/api/ecommerce/builds_by_fps?game=${game}&resolution=1440p&fps=${fastest.fps}`,
      buildsByFpsSchema,
    );
    expect(onlyTheFastest.bestMatch.model?.slug).toBe(fastest.slug);
    expect(onlyTheFastest.levelUp.reason).toBe('no_faster_model');
    expect(onlyTheFastest.ultimate.reason).toBe('same_as_best_match');
  });

  it('refuses a missing or unknown game, resolution or target, and answers 404 for a game not sold', async () => {
    for (const query of [
      'resolution=1440p&fps=60',
      'game=fortnite&fps=60',
      'game=fortnite&resolution=8k&fps=60',
      'game=fortnite&resolution=1440p',
      'game=fortnite&resolution=1440p&fps=0',
      'game=fortnite&resolution=1440p&fps=1001',
      'game=fortnite&resolution=1440p&fps=sixty',
      'game=Fortnite!&resolution=1440p&fps=60',
    ]) {
      await getError(t, `/api/ecommerce/builds_by_fps?${query}`, 400);
    }
    await getError(t, '/api/ecommerce/builds_by_fps?game=pong&resolution=1440p&fps=60', 404);
  });
});
