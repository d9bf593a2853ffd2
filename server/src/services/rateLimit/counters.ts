import type { Redis } from 'ioredis';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema/index';
import type { Clock } from '../clock';

/** One hit counted in its window: the hits so far and the milliseconds left in the window. */
export interface Hits {
  current: number;
  ttl: number;
}

/** Where the rate limits count, shared by every API process. */
export interface HitCounter {
  /** Counts one hit of `key` in a window of `windowMs` that starts with its first hit. */
  hit(key: string, windowMs: number): Promise<Hits>;
}

/**
 * Counts one hit of `key` in its window in `rate_limit_buckets`, in one statement: a bucket whose
 * window has ended starts again at 1.
 */
export async function hitBucket(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<Hits> {
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

/** Counts in PostgreSQL (`rate_limit_buckets`), pruning ended windows now and then. */
export function postgresCounter(db: Database, clock: Clock): HitCounter {
  let prunedAt = 0;
  return {
    async hit(key, windowMs) {
      const now = clock.now();
      if (now.getTime() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now.getTime();
        await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.resetAt, now));
      }
      return hitBucket(db, key, windowMs, now);
    },
  };
}

/** INCR, and the window's expiry set by the first hit: atomic in Redis. */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Counts in Redis under `prefix`; a Redis that does not answer fails the hit (see the plugin). */
export function redisCounter(redis: Redis, prefix: string): HitCounter {
  return {
    async hit(key, windowMs) {
      const [current, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, windowMs)) as [
        number,
        number,
      ];
      return { current, ttl };
    },
  };
}
