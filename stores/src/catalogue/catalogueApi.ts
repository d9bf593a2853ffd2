import type { ApiClient } from '../api/client';
import {
  buildsByBudgetSchema,
  buildsByFpsSchema,
  gameDetailSchema,
  gameListSchema,
  modelDetailSchema,
  modelListSchema,
  modelReviewListSchema,
  type BuildsByBudget,
  type BuildsByFps,
  type GameDetail,
  type GameList,
  type ModelDetail,
  type ModelList,
  type ModelReviewList,
  type Resolution,
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
  const read = async <T>(path: string, schema: { parse(value: unknown): T }, query = {}) =>
    schema.parse(await client.get(path, { searchParams: query }).json());
  const slug = (value: string) => encodeURIComponent(value);
  return {
    models: (budget) =>
      read('api/ecommerce/models', modelListSchema, budget === undefined ? {} : { budget }),
    model: (value) => read(`api/ecommerce/model/${slug(value)}`, modelDetailSchema),
    modelReviews: (value, page) =>
      read(`api/ecommerce/model/${slug(value)}/reviews`, modelReviewListSchema, { page }),
    games: () => read('api/ecommerce/games', gameListSchema),
    game: (value) => read(`api/ecommerce/game/${slug(value)}`, gameDetailSchema),
    buildsByBudget: () => read('api/ecommerce/builds_by_budget', buildsByBudgetSchema),
    buildsByFps: ({ game, resolution, fps }) =>
      read('api/ecommerce/builds_by_fps', buildsByFpsSchema, { game, resolution, fps }),
  };
}
