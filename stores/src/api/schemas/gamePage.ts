import { z } from 'zod';
import { currencyCodeSchema } from './common';
import { gameSummarySchema } from './games';
import { slugSchema } from './ids';
import { fpsByResolutionSchema, modelSummarySchema } from './models';

export const gameParamsSchema = z.object({ slug: slugSchema });

/** `GET /api/ecommerce/game/{slug}`: the game and the FPS of each model in it. */
export const gameDetailSchema = gameSummarySchema.extend({
  models: z.array(z.object({ model: modelSummarySchema, fps: fpsByResolutionSchema })),
  currency: currencyCodeSchema,
});
export type GameDetail = z.infer<typeof gameDetailSchema>;
