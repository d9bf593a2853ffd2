import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { editionSchema, type Edition } from '@pcshop/stores/schemas';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const optionalText = z.preprocess(emptyAsUndefined, z.string().min(1).optional());
const urlWithProtocol = (protocols: RegExp, hint: string) =>
  z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: protocols, error: `must be a ${hint} URL` }).optional(),
  );

/**
 * The http origin of a server listening on `host:port`; a wildcard address (all interfaces) is
 * reached at localhost.
 */
export function servedOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

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
    /** Connections each API process keeps to PostgreSQL (PGlite has one). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'var')),
    STATIC_DIR: z
      .string()
      .min(1)
      .default(path.join(repoRoot, 'storefront', 'dist')),
    /** The shop's public address; unset, the address it serves (`servedOrigin`). */
    PUBLIC_URL: optionalUrl,
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
    /** Signs the access tokens (HS256); at least 32 characters. Required in production. */
    JWT_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /** smtp://user:password@host:587 or smtps://…: send email over SMTP instead of to files. */
    SMTP_URL: urlWithProtocol(/^smtps?$/, 'smtp:// or smtps://'),
    MAIL_FROM: z.string().min(3).default('Rigsmith <no-reply@rigsmith.localhost>'),
    /** redis://host:6379: keep rate-limit counters in Redis instead of PostgreSQL. */
    REDIS_URL: urlWithProtocol(/^rediss?$/, 'redis:// or rediss://'),
    /**
     * Which proxies may set X-Forwarded-For (the client address rate limits count by): unset
     * trusts none; `true` any; else comma-separated addresses/CIDRs.
     */
    TRUST_PROXY: z
      .preprocess(emptyAsUndefined, z.string().optional())
      .transform((raw): boolean | string[] => {
        if (!raw || raw === 'false') return false;
        if (raw === 'true') return true;
        return raw.split(',').map((entry) => entry.trim());
      }),
    /**
     * How long an unpaid order holds its stock before it is cancelled (README: Checkout); a
     * fraction of a minute (from 3 s) lets a test watch a hold run out.
     */
    ORDER_RESERVATION_MINUTES: z.coerce.number().min(0.05).max(1440).default(30),
    /** How long the test processor's `later` card takes to succeed (README: Payments). */
    TEST_PAYMENT_LATER_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    /** How often each API process looks for unpaid orders whose hold has run out. */
    ORDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Multiplies every rate limit (README: rate limits); e.g. 10 for a load test from one address. */
    RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
    /** `true`: serve the development outbox (`/dev/mail`) to loopback clients; refused in production. */
    DEV_OUTBOX: z
      .preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional())
      .transform((raw) => raw === 'true'),
    CAPTCHA_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['turnstile', 'recaptcha']).optional()),
    CAPTCHA_SECRET: optionalText,
    CAPTCHA_SITE_KEY: optionalText,
    /** Replaces the provider's siteverify address (a fake provider in the e2e tests); not in production. */
    CAPTCHA_VERIFY_URL: urlWithProtocol(/^https?$/, 'http:// or https://'),
    /** `test` (the built-in test processor, README: Payments) or `stripe`. */
    PAYMENT_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['test', 'stripe']).default('test')),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Replaces Stripe's API address (a fake Stripe in tests); not in production. */
    STRIPE_API_URL: urlWithProtocol(/^https?$/, 'http:// or https://'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    if (env.CAPTCHA_PROVIDER) {
      for (const key of ['CAPTCHA_SECRET', 'CAPTCHA_SITE_KEY'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required with CAPTCHA_PROVIDER',
          });
        }
      }
    }
    if (env.DEV_OUTBOX && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_OUTBOX'],
        message: 'is for development only; production sends email through SMTP_URL',
      });
    }
    if (env.PAYMENT_PROVIDER === 'stripe') {
      for (const key of [
        'STRIPE_SECRET_KEY',
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_WEBHOOK_SECRET',
      ] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required with PAYMENT_PROVIDER=stripe',
          });
        }
      }
    }
    if (env.STRIPE_API_URL && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_API_URL'],
        message: 'is for tests only; production calls Stripe itself',
      });
    }
    if (env.CAPTCHA_VERIFY_URL && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_VERIFY_URL'],
        message: 'is for tests only; production asks the provider itself',
      });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? servedOrigin(env.HOST, env.PORT),
    /** PUBLIC_URL was set: the address after listening (another port, PORT=0) does not replace it. */
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    databaseKind: env.DATABASE_URL ? ('postgres' as const) : ('pglite' as const),
    pgliteDir: path.join(env.DATA_DIR, 'db'),
    mailDir: path.join(env.DATA_DIR, 'mail'),
    // Outside production a missing secret is generated per process: access tokens then last
    // until a restart, and the client renews them with its refresh token.
    JWT_SECRET: env.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    captcha:
      env.CAPTCHA_PROVIDER && env.CAPTCHA_SECRET && env.CAPTCHA_SITE_KEY
        ? {
            provider: env.CAPTCHA_PROVIDER,
            secret: env.CAPTCHA_SECRET,
            siteKey: env.CAPTCHA_SITE_KEY,
            ...(env.CAPTCHA_VERIFY_URL ? { verifyUrl: env.CAPTCHA_VERIFY_URL } : {}),
          }
        : null,
    stripe:
      env.PAYMENT_PROVIDER === 'stripe' &&
      env.STRIPE_SECRET_KEY &&
      env.STRIPE_PUBLISHABLE_KEY &&
      env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : null,
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
