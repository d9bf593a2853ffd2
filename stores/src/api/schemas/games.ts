import { z } from 'zod';
import { resolutions } from '../constants/index';

export { resolutions, type Resolution } from '../constants/index';

export const resolutionSchema = z.enum(resolutions);

const fps = z.number().positive();

/**
 * How a game runs, the input of the FPS estimation model (`@pcshop/stores/domain`, fps.ts).
 * - `referenceFps`: average FPS per resolution with a perfIndex-100 GPU (RTX 4090) and no CPU
 *   limit;
 * - `cpuLimitFps`: the frame rate a perfIndex-100 CPU (Ryzen 7 7800X3D) caps the game at.
 */
export const gameProfileSchema = z.object({
  referenceFps: z.object({ '1080p': fps, '1440p': fps, '4k': fps }),
  cpuLimitFps: fps,
});
export type GameProfile = z.infer<typeof gameProfileSchema>;

/** A game as the games list and the game page show it. */
export const gameSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  developer: z.string(),
  releaseYear: z.number().int(),
  /** In the country's message locale. */
  genre: z.string(),
  description: z.string(),
  /** The input of the FPS estimation model: the customiser's live estimate for any build. */
  profile: gameProfileSchema,
  /** `/media/games/{slug}.svg`, 640 × 360. */
  image: z.object({
    url: z.string().startsWith('/media/'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string(),
  }),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const gameListSchema = z.object({ items: z.array(gameSummarySchema) });
export type GameList = z.infer<typeof gameListSchema>;
