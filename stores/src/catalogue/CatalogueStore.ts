import { makeAutoObservable, observableStruct } from 'mobx';
import { resolutions, sortOptions } from '../api/constants/index';
import type {
  BuildsByBudget,
  BuildsByFps,
  GameDetail,
  GameList,
  ModelDetail,
  ModelReviewList,
  FpsCard,
  ModelSummary,
  SortOption,
} from '../api/schemas/index';
import { sortBy, type SortKeys } from '../domain/build/sortParts';
import type { CatalogueApi, FpsTarget } from './catalogueApi';
import { Resource } from '../async/Resource';

/**
 * Pre-built models one page of the gaming PC list shows: a multiple of every column count of the
 * catalogue's grid (1, 2 and 4), so each page fills its rows.
 */
export const MODELS_PER_PAGE = 12;

/** Best sellers the home page features: one full row of the grid at every width. */
export const FEATURED_MODELS = 4;

/** The home page's models: the best sellers, and the flagship shown beside the headline. */
export interface FeaturedModels {
  bestSellers: ModelSummary[];
  /** The range's model of the flagship tier (the dearest of them), else its dearest model. */
  flagship: ModelSummary | null;
}

function flagshipOf(models: readonly ModelSummary[]): ModelSummary | null {
  const flagships = models.filter((model) => model.tier === 'flagship');
  const pool = flagships.length > 0 ? flagships : models;
  return pool.reduce<ModelSummary | null>(
    (best, model) => (!best || model.price.amount > best.price.amount ? model : best),
    null,
  );
}

/** The target FPS the builds-by-FPS form starts with, and the ones it offers. */
export const fpsTargets = [60, 90, 120, 144, 165, 240] as const;

export interface EditionContext {
  country: string;
  currency: string;
}

/** What the gaming PC list shows, as its URL query holds it (`?budget=1000-1500&sort=…&page=2`). */
export interface ModelListQuery {
  budget: string | null;
  sort: SortOption;
  page: number;
}

export const defaultModelListQuery: ModelListQuery = { budget: null, sort: 'bestselling', page: 1 };

const modelSortKeys = (model: ModelSummary, position: number): SortKeys => ({
  title: model.name,
  price: model.price.amount,
  rating: model.reviews.average ?? 0,
  deliveryDays: model.deliveryDays,
  // The server lists the range best-selling first: the earlier, the more sold.
  sold: -position,
});

/** Reads a list query from URL parameters; anything unknown falls back to the default. */
export function parseModelListQuery(params: URLSearchParams): ModelListQuery {
  const sort = sortOptions.find((option) => option === params.get('sort')) ?? 'bestselling';
  const page = Number(params.get('page'));
  const budget = params.get('budget');
  return {
    budget: budget && /^\d+-\d*$/.test(budget) ? budget : null,
    sort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a list query, leaving out the defaults. */
export function modelListSearch(query: ModelListQuery): string {
  const params = new URLSearchParams();
  if (query.budget) params.set('budget', query.budget);
  if (query.sort !== 'bestselling') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export interface FpsCardView {
  tier: 'best-match' | 'level-up' | 'ultimate';
  card: FpsCard;
}

/**
 * The browsing pages' state: the gaming PC list (budget bracket, sort, page), model pages with
 * their reviews, games, builds by budget and builds by FPS. Every answer is kept per edition
 * context (country and currency), so switching currency loads the prices again.
 */
export class CatalogueStore {
  readonly modelsResource = new Resource<ModelSummary[]>();
  readonly featuredResource = new Resource<FeaturedModels>();
  readonly budgetsResource = new Resource<BuildsByBudget>();
  readonly modelResource = new Resource<ModelDetail>();
  readonly reviewsResource = new Resource<ModelReviewList>();
  readonly gamesResource = new Resource<GameList>();
  readonly gameResource = new Resource<GameDetail>();
  readonly fpsResource = new Resource<BuildsByFps>();

  listQuery: ModelListQuery = defaultModelListQuery;
  fpsForm: FpsTarget = { game: '', resolution: '1440p', fps: 144 };

  constructor(
    private readonly api: CatalogueApi,
    private readonly context: () => EditionContext,
  ) {
    makeAutoObservable<CatalogueStore, 'api' | 'context'>(
      this,
      // The same query again (a page's effect after the server rendered it) changes nothing and
      // re-renders nothing.
      { api: false, context: false, listQuery: observableStruct },
      { autoBind: true },
    );
  }

  private key(...parts: Array<string | number | null>) {
    const { country, currency } = this.context();
    return [country, currency, ...parts].join('|');
  }

  // The gaming PC list

  /** Shows the list for a query (from the URL) and loads the models of its bracket. */
  showModels(query: ModelListQuery): Promise<unknown> {
    this.listQuery = query;
    const budget = query.budget ?? undefined;
    return Promise.all([
      this.modelsResource.load(this.key('models', query.budget), async () => {
        const list = await this.api.models(budget);
        return list.items;
      }),
      this.loadBudgets(),
    ]);
  }

  /** The models of the bracket in the chosen order. */
  get sortedModels(): ModelSummary[] {
    return sortBy(this.modelsResource.data ?? [], this.listQuery.sort, modelSortKeys);
  }

  get modelPageCount(): number {
    return Math.ceil(this.sortedModels.length / MODELS_PER_PAGE);
  }

  /** The current page, kept within the pages there are. */
  get modelPage(): number {
    return Math.min(Math.max(1, this.listQuery.page), Math.max(1, this.modelPageCount));
  }

  get visibleModels(): ModelSummary[] {
    const start = (this.modelPage - 1) * MODELS_PER_PAGE;
    return this.sortedModels.slice(start, start + MODELS_PER_PAGE);
  }

  /** A query with one change; a new bracket or sort goes back to the first page. */
  queryWith(change: Partial<ModelListQuery>): ModelListQuery {
    const next = { ...this.listQuery, ...change };
    if ('budget' in change || 'sort' in change) next.page = change.page ?? 1;
    return next;
  }

  // The home page's featured models: the best sellers and the flagship

  loadFeatured() {
    return this.featuredResource.load(this.key('featured'), async () => {
      const list = await this.api.models();
      return {
        bestSellers: list.items.slice(0, FEATURED_MODELS),
        flagship: flagshipOf(list.items),
      };
    });
  }

  // Builds by budget (also the list's bracket filter and the home page's shop-by-budget)

  loadBudgets() {
    return this.budgetsResource.load(this.key('budgets'), () => this.api.buildsByBudget());
  }

  get brackets() {
    return this.budgetsResource.data?.brackets ?? [];
  }

  // A model page

  showModel(slug: string): Promise<unknown> {
    return Promise.all([
      this.modelResource.load(this.key('model', slug), () => this.api.model(slug)),
      this.showReviews(slug, 1),
    ]);
  }

  showReviews(slug: string, page: number) {
    return this.reviewsResource.load(this.key('reviews', slug, page), () =>
      this.api.modelReviews(slug, page),
    );
  }

  // Games

  loadGames() {
    return this.gamesResource.load(this.key('games'), () => this.api.games());
  }

  showGame(slug: string) {
    return this.gameResource.load(this.key('game', slug), () => this.api.game(slug));
  }

  // Builds by FPS

  setFpsForm(change: Partial<FpsTarget>) {
    this.fpsForm = { ...this.fpsForm, ...change };
  }

  /** Whether the form can be sent: a game, a resolution and a target between 1 and 1000. */
  get fpsFormValid(): boolean {
    const { game, resolution, fps } = this.fpsForm;
    return (
      game !== '' &&
      resolutions.includes(resolution) &&
      Number.isInteger(fps) &&
      fps >= 1 &&
      fps <= 1000
    );
  }

  /** Asks for the three cards of the form's game, resolution and target. */
  findBuildsByFps() {
    if (!this.fpsFormValid) return Promise.resolve();
    const target = { ...this.fpsForm };
    return this.fpsResource.load(this.key('fps', target.game, target.resolution, target.fps), () =>
      this.api.buildsByFps(target),
    );
  }

  /** Best Match, Level Up and Ultimate PC, in that order. */
  get fpsCards(): FpsCardView[] {
    const answer = this.fpsResource.data;
    if (!answer) return [];
    return [
      { tier: 'best-match', card: answer.bestMatch },
      { tier: 'level-up', card: answer.levelUp },
      { tier: 'ultimate', card: answer.ultimate },
    ];
  }
}
