import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  BuildsByFps,
  BuildsByFpsQuery,
  FpsByResolution,
  FpsCard,
  GameDetail,
  GameList,
  GameSummary,
  ModelSummary,
} from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { gameFps, games, models } from '../../db/schema/index';
import { notFound } from '../errors';
import { requestContext, type LocaleQuery, type RequestContext } from './context';
import { gameImage } from './media';
import { modelSummaries } from './modelRows';

type GameRow = typeof games.$inferSelect;

function toGameSummary(game: GameRow, context: RequestContext): GameSummary {
  return {
    slug: game.slug,
    title: game.title,
    developer: game.meta.developer,
    releaseYear: game.meta.releaseYear,
    genre: game.meta.genre[context.locale],
    description: game.description[context.locale],
    profile: game.profile,
    image: gameImage(game.slug, game.title),
  };
}

const gameSlug = sql.placeholder('slug');
/** The games' statements, prepared once: a model's FPS is read by slug of the game. */
const statements = preparedPer((db) => ({
  list: db.select().from(games).orderBy(asc(games.position)).prepare('games'),
  game: db.select().from(games).where(eq(games.slug, gameSlug)).prepare('game'),
  fps: db
    .select({ model: models.slug, resolution: gameFps.resolution, fps: gameFps.fps })
    .from(gameFps)
    .innerJoin(games, eq(games.id, gameFps.gameId))
    .innerJoin(models, eq(models.id, gameFps.modelId))
    .where(eq(games.slug, gameSlug))
    .prepare('game_fps'),
  fpsAt: db
    .select({ slug: games.slug, title: games.title, model: models.slug, fps: gameFps.fps })
    .from(games)
    .leftJoin(
      gameFps,
      and(eq(gameFps.gameId, games.id), eq(gameFps.resolution, sql.placeholder('resolution'))),
    )
    .leftJoin(models, eq(models.id, gameFps.modelId))
    .where(eq(games.slug, gameSlug))
    .prepare('game_fps_at'),
}));

export async function listGames(db: Database, locale: LocaleQuery): Promise<GameList> {
  const context = requestContext(locale);
  const rows = await statements(db).list.execute();
  return { items: rows.map((game) => toGameSummary(game, context)) };
}

/** The game page: the game and each public model's FPS in it, fastest at 1440p first. */
export async function getGame(
  db: Database,
  slug: string,
  locale: LocaleQuery,
): Promise<GameDetail> {
  const context = requestContext(locale);
  const [gameRows, fpsRows, summaries] = await Promise.all([
    statements(db).game.execute({ slug }),
    statements(db).fps.execute({ slug }),
    modelSummaries(db, context),
  ]);
  const game = gameRows[0];
  if (!game) throw notFound(`Game ${slug}`);
  const fpsByModel = new Map<string, FpsByResolution>();
  for (const row of fpsRows) {
    const fps = fpsByModel.get(row.model) ?? { '1080p': 0, '1440p': 0, '4k': 0 };
    fps[row.resolution] = row.fps;
    fpsByModel.set(row.model, fps);
  }
  return {
    ...toGameSummary(game, context),
    models: summaries
      .flatMap((model) => {
        const fps = fpsByModel.get(model.slug);
        return fps ? [{ model, fps }] : [];
      })
      .sort(
        (a, b) => b.fps['1440p'] - a.fps['1440p'] || a.model.price.amount - b.model.price.amount,
      ),
    currency: context.currency,
  };
}

interface Candidate {
  model: ModelSummary;
  fps: number;
}

const card = (candidate: Candidate): FpsCard => ({
  model: candidate.model,
  fps: candidate.fps,
  reason: null,
});
const emptyCard = (reason: NonNullable<FpsCard['reason']>): FpsCard => ({
  model: null,
  fps: null,
  reason,
});

/**
 * The three cards of builds by FPS, among the public models with an estimate for the game:
 * Best Match is the cheapest reaching the target (the faster one on a tie); Level Up the cheapest
 * that costs more and runs faster than Best Match; Ultimate PC the fastest (the cheaper on a tie),
 * empty when it is already one of the other two cards.
 */
export function fpsCards(
  candidates: readonly Candidate[],
  target: number,
): Pick<BuildsByFps, 'bestMatch' | 'levelUp' | 'ultimate'> {
  const byPrice = [...candidates].sort(
    (a, b) => a.model.price.amount - b.model.price.amount || b.fps - a.fps,
  );
  const best = byPrice.find((candidate) => candidate.fps >= target);
  const levelUp = best
    ? byPrice.find(
        (candidate) =>
          candidate.model.price.amount > best.model.price.amount && candidate.fps > best.fps,
      )
    : undefined;
  const fastest = [...candidates].sort(
    (a, b) => b.fps - a.fps || a.model.price.amount - b.model.price.amount,
  )[0];
  return {
    bestMatch: best ? card(best) : emptyCard('target_not_reached'),
    levelUp: levelUp ? card(levelUp) : emptyCard(best ? 'no_faster_model' : 'no_best_match'),
    ultimate: !fastest
      ? emptyCard('no_models')
      : fastest === best
        ? emptyCard('same_as_best_match')
        : fastest === levelUp
          ? emptyCard('same_as_level_up')
          : card(fastest),
  };
}

export async function buildsByFps(db: Database, query: BuildsByFpsQuery): Promise<BuildsByFps> {
  const context = requestContext(query);
  const [gameRows, summaries] = await Promise.all([
    statements(db).fpsAt.execute({ slug: query.game, resolution: query.resolution }),
    modelSummaries(db, context),
  ]);
  const game = gameRows[0];
  if (!game) throw notFound(`Game ${query.game}`);
  const fpsByModel = new Map(gameRows.map((row) => [row.model, row.fps]));
  const candidates = summaries.flatMap((model) => {
    const fps = fpsByModel.get(model.slug);
    return typeof fps === 'number' ? [{ model, fps }] : [];
  });
  return {
    game: { slug: game.slug, title: game.title },
    resolution: query.resolution,
    fps: query.fps,
    currency: context.currency,
    ...fpsCards(candidates, query.fps),
  };
}
