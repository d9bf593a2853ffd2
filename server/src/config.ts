import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { editionSchema, type Edition } from '@pcshop/stores/schemas';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

/** Every environment variable the server reads, validated once at start (README: Configuration). */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATABASE_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'var')),
    STATIC_DIR: z
      .string()
      .min(1)
      .default(path.join(repoRoot, 'storefront', 'dist')),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** JSON map of host name to edition, e.g. {"rigsmith.fr":"fr"}: that host serves the edition without a prefix. */
    EDITION_DOMAINS: z.preprocess(emptyAsUndefined, z.string().optional()).transform((raw, ctx) => {
      if (!raw) return {} as Record<string, Edition>;
      try {
        return z.record(z.string(), editionSchema).parse(JSON.parse(raw));
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a JSON object of host → edition (uk, fr, it, es, de)',
        });
        return z.NEVER;
      }
    }),
  })
  .transform((env) => ({
    ...env,
    databaseKind: env.DATABASE_URL ? ('postgres' as const) : ('pglite' as const),
    pgliteDir: path.join(env.DATA_DIR, 'db'),
  }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
