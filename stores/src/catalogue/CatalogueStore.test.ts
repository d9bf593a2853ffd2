import { configure, reaction } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  BuildsByFps,
  ModelDetail,
  ModelList,
  ModelReviewList,
  ModelSummary,
} from '../api/schemas/index';
import { createApiClient } from '../api/client';
import {
  CatalogueStore,
  MODELS_PER_PAGE,
  modelListSearch,
  parseModelListQuery,
  type EditionContext,
} from './CatalogueStore';
import { httpCatalogueApi, type CatalogueApi } from './catalogueApi';

function model(name: string, amount: number, extra: Partial<ModelSummary> = {}): ModelSummary {
  const slug = `rigsmith-${name.toLowerCase()}`;
  return {
    slug,
    name: `Rigsmith ${name}`,
    tier: 'mainstream',
    tagline: `${name} tagline`,
    image: { url: `/media/models/${slug}/front.svg`, width: 1200, height: 900, alt: name },
    price: {
      amount,
      was: null,
      discountPercent: null,
      vat: Math.round(amount / 6),
      currency: 'GBP',
    },
    inStock: true,
    deliveryDays: 5,
    highlights: { cpu: 'Ryzen 5 7600', gpu: 'RTX 4060', memoryGb: 16, storageGb: 1000 },
    reviews: { count: 0, average: null },
    ...extra,
  };
}

// Best-selling order, as the server lists the range.
const range = [
  model('Spark', 79_900, { deliveryDays: 3, reviews: { count: 2, average: 4 } }),
  model('Ember', 99_900, { deliveryDays: 7 }),
  model('Pulse', 119_900, { reviews: { count: 1, average: 2 } }),
  model('Nano', 129_900, { deliveryDays: 2 }),
  model('Arc', 149_900),
  model('Flux', 169_900, { reviews: { count: 3, average: 5 } }),
  model('Volt', 199_900),
  model('Titan', 349_900),
];

function fakeApi(overrides: Partial<CatalogueApi> = {}) {
  const api: CatalogueApi = {
    models: vi.fn(async (budget?: string) => {
      const [min = 0, max] = (budget ?? '0-').split('-').map((value) => Number(value) * 100);
      return {
        currency: 'GBP' as const,
        items: range.filter(
          (item) => item.price.amount >= min && (!max || item.price.amount < max),
        ),
      };
    }),
    model: vi.fn(async (slug: string) => {
      const summary = range.find((item) => item.slug === slug);
      if (!summary) throw new Error(`no model ${slug}`);
      return { ...summary, overview: ['Fast.'] } as unknown as ModelDetail;
    }),
    modelReviews: vi.fn(async (_slug: string, page: number): Promise<ModelReviewList> => ({
      items: [],
      total: 0,
      page,
      perPage: 10,
      pages: 0,
    })),
    games: vi.fn(async () => ({ items: [] })),
    game: vi.fn(),
    buildsByBudget: vi.fn(async () => ({
      currency: 'GBP' as const,
      brackets: [
        { id: '0-1000', min: 0, max: 100_000, models: range.slice(0, 2) },
        { id: '1000-1500', min: 100_000, max: 150_000, models: range.slice(2, 5) },
      ],
    })),
    buildsByFps: vi.fn(),
    ...overrides,
  };
  return api;
}

function storeWith(
  api: CatalogueApi,
  context: EditionContext = { country: 'GB', currency: 'GBP' },
) {
  const edition = { ...context };
  const store = new CatalogueStore(api, () => edition);
  return { store, edition };
}

const names = (items: ModelSummary[]) => items.map((item) => item.name.replace('Rigsmith ', ''));

describe('CatalogueStore: the gaming PC list', () => {
  beforeAll(() => configure({ enforceActions: 'always', computedRequiresReaction: false }));

  it('shows the range best-selling first, a page at a time', async () => {
    const api = fakeApi();
    const { store } = storeWith(api);
    store.showModels({ budget: null, sort: 'bestselling', page: 1 });
    expect(store.modelsResource.state).toBe('loading');
    await vi.waitFor(() => expect(store.modelsResource.state).toBe('ready'));
    expect(MODELS_PER_PAGE % 4).toBe(0);
    expect(store.modelPageCount).toBe(1);
    expect(names(store.visibleModels)).toEqual(names(range));
    expect(api.models).toHaveBeenCalledTimes(1);
  });

  it('pages a range longer than one page', async () => {
    const long = Array.from({ length: MODELS_PER_PAGE + 2 }, (_, i) => model(`M${i}`, 100_000 + i));
    const api = fakeApi({ models: vi.fn(async () => ({ currency: 'GBP' as const, items: long })) });
    const { store } = storeWith(api);
    await store.showModels({ budget: null, sort: 'bestselling', page: 1 });
    expect(store.modelPageCount).toBe(2);
    expect(store.visibleModels).toHaveLength(MODELS_PER_PAGE);
    store.showModels(store.queryWith({ page: 2 }));
    expect(names(store.visibleModels)).toEqual(names(long.slice(MODELS_PER_PAGE)));
    expect(api.models).toHaveBeenCalledTimes(1);
  });

  it('tells its observers nothing when shown the same query again (after a server render)', async () => {
    const { store } = storeWith(fakeApi());
    const changes = vi.fn();
    const stop = reaction(() => store.listQuery, changes);
    await store.showModels({ budget: null, sort: 'price_asc', page: 1 });
    await store.showModels({ budget: null, sort: 'price_asc', page: 1 });
    stop();
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('sorts by price, name, rating and delivery, going back to the first page', async () => {
    const { store } = storeWith(fakeApi());
    store.showModels({ budget: null, sort: 'bestselling', page: 2 });
    await vi.waitFor(() => expect(store.modelsResource.state).toBe('ready'));
    const sorted = (sort: Parameters<typeof store.queryWith>[0]['sort']) => {
      store.showModels(store.queryWith({ sort }));
      expect(store.listQuery.page).toBe(1);
      return names(store.sortedModels);
    };
    expect(sorted('price_desc').slice(0, 3)).toEqual(['Titan', 'Volt', 'Flux']);
    expect(sorted('price_asc').slice(0, 3)).toEqual(['Spark', 'Ember', 'Pulse']);
    expect(sorted('title_a-z').slice(0, 3)).toEqual(['Arc', 'Ember', 'Flux']);
    expect(sorted('title_z-a').slice(0, 2)).toEqual(['Volt', 'Titan']);
    expect(sorted('rating_asc').slice(-3)).toEqual(['Pulse', 'Spark', 'Flux']);
    expect(sorted('delivery_asc').slice(0, 2)).toEqual(['Nano', 'Spark']);
  });

  it('filters by budget bracket with the server, and keeps the page within the pages there are', async () => {
    const api = fakeApi();
    const { store } = storeWith(api);
    store.showModels({ budget: '1000-1500', sort: 'bestselling', page: 4 });
    await vi.waitFor(() => expect(store.modelsResource.state).toBe('ready'));
    expect(api.models).toHaveBeenCalledWith('1000-1500');
    expect(names(store.visibleModels)).toEqual(['Pulse', 'Nano', 'Arc']);
    expect(store.modelPage).toBe(1);
    await vi.waitFor(() => expect(store.brackets.map((bracket) => bracket.id)).toHaveLength(2));
  });

  it('loads the prices again when the currency changes', async () => {
    const api = fakeApi();
    const { store, edition } = storeWith(api);
    store.showModels({ budget: null, sort: 'bestselling', page: 1 });
    await vi.waitFor(() => expect(store.modelsResource.state).toBe('ready'));
    store.showModels(store.listQuery);
    expect(api.models).toHaveBeenCalledTimes(1);
    edition.currency = 'EUR';
    store.showModels(store.listQuery);
    expect(api.models).toHaveBeenCalledTimes(2);
  });

  it('keeps an error to show, and never lets a slow answer overwrite a newer one', async () => {
    let releaseSlow: () => void = () => undefined;
    const api = fakeApi({
      models: vi.fn((budget?: string): Promise<ModelList> =>
        budget === '0-1000'
          ? new Promise<ModelList>((resolve) => {
              releaseSlow = () => resolve({ currency: 'GBP', items: range.slice(0, 1) });
            })
          : budget === '3000-'
            ? Promise.reject(new Error('offline'))
            : Promise.resolve({ currency: 'GBP', items: range }),
      ),
    });
    const { store } = storeWith(api);
    store.showModels({ budget: '0-1000', sort: 'bestselling', page: 1 });
    store.showModels({ budget: null, sort: 'bestselling', page: 1 });
    await vi.waitFor(() => expect(store.modelsResource.state).toBe('ready'));
    releaseSlow();
    await Promise.resolve();
    expect(store.sortedModels).toHaveLength(range.length);
    store.showModels({ budget: '3000-', sort: 'bestselling', page: 1 });
    await vi.waitFor(() => expect(store.modelsResource.state).toBe('error'));
    expect((store.modelsResource.error as Error).message).toBe('offline');
  });

  it('reads and writes the list query in the URL, ignoring what it does not know', () => {
    expect(
      parseModelListQuery(new URLSearchParams('budget=1000-1500&sort=price_desc&page=2')),
    ).toEqual({ budget: '1000-1500', sort: 'price_desc', page: 2 });
    expect(parseModelListQuery(new URLSearchParams('budget=cheap&sort=random&page=-3'))).toEqual({
      budget: null,
      sort: 'bestselling',
      page: 1,
    });
    expect(modelListSearch({ budget: '3000-', sort: 'price_asc', page: 3 })).toBe(
      '?budget=3000-&sort=price_asc&page=3',
    );
    expect(modelListSearch({ budget: null, sort: 'bestselling', page: 1 })).toBe('');
  });
});

describe('CatalogueStore: model, games and builds', () => {
  beforeAll(() => configure({ enforceActions: 'always', computedRequiresReaction: false }));

  it('loads a model page with the first page of its reviews, and another reviews page on demand', async () => {
    const api = fakeApi();
    const { store } = storeWith(api);
    store.showModel('rigsmith-flux');
    await vi.waitFor(() => expect(store.modelResource.state).toBe('ready'));
    expect(store.modelResource.data?.name).toBe('Rigsmith Flux');
    expect(api.modelReviews).toHaveBeenCalledWith('rigsmith-flux', 1);
    await store.showReviews('rigsmith-flux', 2);
    expect(store.reviewsResource.data?.page).toBe(2);
    store.showModel('rigsmith-unknown');
    await vi.waitFor(() => expect(store.modelResource.state).toBe('error'));
  });

  it('features a row of four best sellers and the flagship on the home page', async () => {
    const { store } = storeWith(fakeApi());
    await store.loadFeatured();
    const featured = store.featuredResource.data!;
    expect(names(featured.bestSellers)).toEqual(['Spark', 'Ember', 'Pulse', 'Nano']);
    expect(featured.flagship?.name).toBe('Rigsmith Titan');
  });

  it('takes the flagship tier for the flagship, even when a dearer model is of another tier', async () => {
    const flagship = model('Zenith', 299_900, { tier: 'flagship' });
    const { store } = storeWith(
      fakeApi({
        models: vi.fn(async () => ({ currency: 'GBP' as const, items: [...range, flagship] })),
      }),
    );
    await store.loadFeatured();
    expect(store.featuredResource.data?.flagship?.name).toBe('Rigsmith Zenith');
  });

  it('loads the games once and a game page per slug', async () => {
    const api = fakeApi({
      game: vi.fn(async (slug: string) => ({ slug }) as never),
    });
    const { store } = storeWith(api);
    await store.loadGames();
    await store.loadGames();
    expect(api.games).toHaveBeenCalledTimes(1);
    await store.showGame('valorant');
    expect(store.gameResource.data).toEqual({ slug: 'valorant' });
  });

  it('asks for builds by FPS only with a full form, and orders the three cards', async () => {
    const answer: BuildsByFps = {
      game: { slug: 'valorant', title: 'Valorant' },
      resolution: '4k',
      fps: 240,
      currency: 'GBP',
      bestMatch: { model: range[4]!, fps: 251, reason: null },
      levelUp: { model: null, fps: null, reason: 'no_faster_model' },
      ultimate: { model: null, fps: null, reason: 'same_as_best_match' },
    };
    const api = fakeApi({ buildsByFps: vi.fn(async () => answer) });
    const { store } = storeWith(api);
    expect(store.fpsFormValid).toBe(false);
    await store.findBuildsByFps();
    expect(api.buildsByFps).not.toHaveBeenCalled();
    store.setFpsForm({ game: 'valorant', resolution: '4k', fps: 1001 });
    expect(store.fpsFormValid).toBe(false);
    store.setFpsForm({ fps: 240 });
    await store.findBuildsByFps();
    expect(api.buildsByFps).toHaveBeenCalledWith({ game: 'valorant', resolution: '4k', fps: 240 });
    expect(store.fpsCards.map((view) => [view.tier, view.card.reason])).toEqual([
      ['best-match', null],
      ['level-up', 'no_faster_model'],
      ['ultimate', 'same_as_best_match'],
    ]);
  });
});

describe('httpCatalogueApi', () => {
  it('calls the catalogue paths with their query and parses the answers', async () => {
    const calls: URL[] = [];
    const client = createApiClient({
      baseUrl: 'http://shop.test/',
      context: { country: () => 'DE', currency: () => 'EUR' },
      fetch: async (input, init) => {
        const request = new Request(input, init);
        calls.push(new URL(request.url));
        return Response.json({ items: [], total: 0, page: 3, perPage: 10, pages: 0 });
      },
    });
    const api = httpCatalogueApi(client);
    await api.modelReviews('rigsmith-nova', 3);
    expect(calls[0]!.pathname).toBe('/api/ecommerce/model/rigsmith-nova/reviews');
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({
      page: '3',
      country: 'DE',
      currency: 'EUR',
    });
    // A model list needs its currency: an answer of the wrong shape is refused, not trusted.
    await expect(api.models()).rejects.toThrow();
  });
});
