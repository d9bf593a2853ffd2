import { z } from 'zod';

export const databaseKinds = ['pglite', 'postgres'] as const;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptime_s: z.number(),
  database: z.object({
    kind: z.enum(databaseKinds),
    state: z.enum(['up', 'down']),
    latency_ms: z.number().nullable(),
    migrations: z.number().int(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
