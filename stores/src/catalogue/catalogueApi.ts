import { readAnswer, type PickSchema } from '../api/answers';
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
  const read = <T>(path: string, pick: PickSchema<T>, query = {}) =>
    readAnswer(client.get(path, { searchParams: query }), pick);
  const slug = (value: string) => encodeURIComponent(value);
  return {
    models: (budget) =>
      read(
        'api/ecommerce/models',
        (all) => all.modelListSchema,
        budget === undefined ? {} : { budget },
      ),
    model: (value) => read(`api/ecommerce/model/${slug(value)}`, (all) => all.modelDetailSchema),
    modelReviews: (value, page) =>
      read(`api/ecommerce/model/${slug(value)}/reviews`, (all) => all.modelReviewListSchema, {
        page,
      }),
    games: () => read('api/ecommerce/games', (all) => all.gameListSchema),
    game: (value) => read(`api/ecommerce/game/${slug(value)}`, (all) => all.gameDetailSchema),
    buildsByBudget: () => read('api/ecommerce/builds_by_budget', (all) => all.buildsByBudgetSchema),
    buildsByFps: ({ game, resolution, fps }) =>
      read('api/ecommerce/builds_by_fps', (all) => all.buildsByFpsSchema, {
        game,
        resolution,
        fps,
      }),
  };
}
