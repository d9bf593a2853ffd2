import { z } from 'zod';

export const databaseKinds = ['pglite', 'postgres'] as const;

const dependencyState = z.enum(['up', 'down']);

export const healthSchema = z.object({
  /** `degraded` (answered 503) when a dependency below is down. */
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptime_s: z.number(),
  database: z.object({
    kind: z.enum(databaseKinds),
    state: dependencyState,
    latency_ms: z.number().nullable(),
    migrations: z.number().int(),
  }),
  /** The Redis the rate limits count in; null without `REDIS_URL` (they count in the database). */
  redis: z
    .object({
      state: dependencyState,
      latency_ms: z.number().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type Health = z.infer<typeof healthSchema>;
