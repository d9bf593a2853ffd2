import fp from 'fastify-plugin';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '../services/errors';
import { systemClock, type Clock } from '../services/clock';
import { emailBudget, type EmailBudgetName } from '../services/rateLimit/budgets';
import {
  postgresCounter,
  redisCounter,
  type HitCounter,
  type Hits,
} from '../services/rateLimit/counters';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis the rate limits count in (`REDIS_URL`), else null. */
    redis: Redis | null;
    /**
     * A preHandler that spends one call of the route's budget per email address (the body's
     * `email`), on top of its budget per client address: many addresses guessing one account's
     * password, or mailing one inbox, still meet a limit.
     */
    emailRateLimit(name: EmailBudgetName): preHandlerAsyncHookHandler;
  }
}

export interface RateLimitPluginOptions {
  clock?: Clock;
}

/** How long a rate-limited call waits for Redis before it is refused. */
export const REDIS_TIMEOUT_MS = 500;

const unavailable = (cause: unknown) => {
  const error = new HttpError(
    503,
    'service_unavailable',
    'This is unavailable for a moment. Please try again shortly.',
  );
  error.cause = cause;
  return error;
};

/**
 * Counts a hit, failing closed: a counter that cannot count (Redis or PostgreSQL down or slow)
 * refuses the call with 503 rather than letting it through unlimited or hanging.
 */
async function count(counter: HitCounter, key: string, windowMs: number): Promise<Hits> {
  try {
    return await counter.hit(key, windowMs);
  } catch (error) {
    throw unavailable(error);
  }
}

/**
 * What @fastify/rate-limit hands a store's `child()`: the route's merged limit options with the
 * route under `routeInfo` (its typings say the route options themselves, which it is not).
 */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** A store of @fastify/rate-limit over a counter: one key per route and client address. */
function counterStore(counter: HitCounter): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'any:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: Hits) => void,
      timeWindow: number,
    ): void {
      count(counter, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const { routeInfo = {} } = options as ChildOptions;
      if (!routeInfo.url) throw new Error('a rate limit without its route would share a budget');
      const method = [routeInfo.method ?? 'any'].flat().join(',');
      return new CounterStore(undefined, `${method} ${routeInfo.url}:`);
    }
  };
}

/**
 * Rate limits per route (`config: { rateLimit: { max, timeWindow } }`) and client address, plus
 * per email where a route adds `emailRateLimit`, counted in Redis when `REDIS_URL` is set, else
 * in PostgreSQL: never in one process's memory, so every API process sees the same counts. A
 * limited call answers 429 `rate_limited`; a counter that cannot be reached, 503.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { clock = systemClock }) => {
    let counter: HitCounter;
    if (app.config.REDIS_URL) {
      const redis = new Redis(app.config.REDIS_URL, {
        connectTimeout: REDIS_TIMEOUT_MS,
        commandTimeout: REDIS_TIMEOUT_MS,
        // Refuse at once while disconnected instead of queueing calls until Redis returns.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        lazyConnect: true,
      });
      // Once per outage, not once per reconnection attempt.
      let reported = false;
      redis.on('error', (error: Error) => {
        if (reported) return;
        reported = true;
        app.log.error({ err: error }, 'redis: %s; rate-limited calls answer 503', error.message);
      });
      redis.on('ready', () => {
        if (reported) app.log.info('redis: reachable again');
        reported = false;
      });
      // Bounded by connectTimeout; a Redis down at start is reported (above), in health, and retried.
      await redis.connect().catch(() => undefined);
      app.decorate('redis', redis);
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      counter = redisCounter(redis, 'rigsmith-rate-limit:');
    } else {
      app.decorate('redis', null);
      counter = postgresCounter(app.database.db, clock);
    }

    await app.register(rateLimit, { global: false, store: counterStore(counter) });

    app.decorate('emailRateLimit', (name: EmailBudgetName): preHandlerAsyncHookHandler => {
      const { max, timeWindow } = emailBudget(app.config, name);
      return async (request, reply) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string') return;
        const key = `email ${name}:${email.trim().toLowerCase()}`;
        const { current, ttl } = await count(counter, key, timeWindow);
        if (current <= max) return;
        reply.header('retry-after', Math.ceil(ttl / 1000));
        throw new HttpError(
          429,
          'rate_limited',
          `Rate limit exceeded, retry in ${Math.ceil(ttl / 60_000)} minute(s)`,
        );
      };
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'db'] },
);
