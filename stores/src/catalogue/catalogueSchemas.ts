/** The schemas the catalogue reads parse with, loaded with the first read (not at start-up). */
export { buildsByBudgetSchema, buildsByFpsSchema } from '../api/schemas/builds';
export { gameDetailSchema } from '../api/schemas/gamePage';
export { gameListSchema } from '../api/schemas/games';
export { modelDetailSchema, modelListSchema } from '../api/schemas/models';
export { modelReviewListSchema } from '../api/schemas/modelReviews';
