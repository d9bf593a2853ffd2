import fp from 'fastify-plugin';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitBuckets } from '../db/schema/index';
import { systemClock, type Clock } from '../services/clock';

export interface RateLimitPluginOptions {
  clock?: Clock;
}

/**
 * Counts one hit of `key` in its window in `rate_limit_buckets`, in one statement: a bucket whose
 * window has ended starts again at 1. Answers the hits and the milliseconds left in the window.
 */
export async function hitBucket(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ current: number; ttl: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`${rateLimitBuckets.resetAt} <= ${at}`;
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key, hits: 1, resetAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, resetAt: rateLimitBuckets.resetAt });
  if (!bucket) throw new Error(`rate limit bucket ${key} was not written`);
  return { current: bucket.hits, ttl: Math.max(0, bucket.resetAt.getTime() - now.getTime()) };
}

/** How often a process deletes the buckets whose window has ended (one key per client address). */
export const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** A store of @fastify/rate-limit over PostgreSQL, shared by every API process; one key per route. */
function postgresStore(db: Database, clock: Clock): FastifyRateLimitStoreCtor {
  let prunedAt = 0;
  const hit = async (key: string, windowMs: number) => {
    const now = clock.now();
    if (now.getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now.getTime();
      await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.resetAt, now));
    }
    return hitBucket(db, key, windowMs, now);
  };

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'any:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { method?: string | string[]; url?: string }): FastifyRateLimitStore {
      const method = [routeOptions.method ?? 'any'].flat().join(',');
      return new PostgresRateLimitStore(undefined, `${method} ${routeOptions.url ?? ''}:`);
    }
  };
}

/**
 * Rate limits per route (`config: { rateLimit: { max, timeWindow } }`), counted per client
 * address in Redis when `REDIS_URL` is set, else in PostgreSQL: never in one process's memory,
 * so every API process sees the same counts. A limited call answers 429 `rate_limited`.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { clock = systemClock }) => {
    const redis = app.config.REDIS_URL ? new Redis(app.config.REDIS_URL) : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis
        ? { redis, nameSpace: 'rigsmith-rate-limit:' }
        : { store: postgresStore(app.database.db, clock) }),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'db'] },
);
