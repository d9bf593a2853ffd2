import { callApi } from '../api/call';
import type { ApiClient } from '../api/client';
import type {
  BuildsByBudget,
  BuildsByFps,
  GameDetail,
  GameList,
  ModelDetail,
  ModelList,
  ModelReviewList,
  Resolution,
} from '../api/schemas/index';

export interface FpsTarget {
  game: string;
  resolution: Resolution;
  fps: number;
}

/** The catalogue reads the browsing pages make; the api client's, or a fake in tests. */
export interface CatalogueApi {
  models(budget?: string): Promise<ModelList>;
  model(slug: string): Promise<ModelDetail>;
  modelReviews(slug: string, page: number): Promise<ModelReviewList>;
  games(): Promise<GameList>;
  game(slug: string): Promise<GameDetail>;
  buildsByBudget(): Promise<BuildsByBudget>;
  buildsByFps(target: FpsTarget): Promise<BuildsByFps>;
}

/** The catalogue API over the shop's api client, each answer parsed with its shared schema. */
export function httpCatalogueApi(client: ApiClient): CatalogueApi {
  return {
    models: (budget) => callApi(client, 'models', { query: { budget } }),
    model: (slug) => callApi(client, 'model', { params: { slug } }),
    modelReviews: (slug, page) =>
      callApi(client, 'modelReviews', { params: { slug }, query: { page } }),
    games: () => callApi(client, 'games'),
    game: (slug) => callApi(client, 'game', { params: { slug } }),
    buildsByBudget: () => callApi(client, 'buildsByBudget'),
    buildsByFps: (query) => callApi(client, 'buildsByFps', { query }),
  };
}
