import type { Config } from '../../config';

/**
 * How many calls one client address may make per window, per route: the forms a robot would
 * hammer (guessing passwords, mass registration, mail bombing through reset or contact).
 */
export const rateLimits = {
  login: { max: 10, minutes: 15 },
  register: { max: 5, minutes: 60 },
  passwordReset: { max: 5, minutes: 60 },
  passwordToken: { max: 10, minutes: 15 },
  contact: { max: 5, minutes: 15 },
  /** Builds added to a cart (pc_build assemblies), which guests may make too. */
  assembly: { max: 30, minutes: 15 },
  /** The analytics tag's page views: generous for a browsing shopper, a cap for a flood. */
  pageViews: { max: 120, minutes: 1 },
} as const;

export type RateLimitName = keyof typeof rateLimits;

/**
 * How many calls may name one email address per window, from any client address: a password
 * guessed from many addresses, or one inbox flooded with links. Above what a shopper needs, so a
 * stranger spending it costs the shopper a short wait at most.
 */
export const emailBudgets = {
  login: { max: 20, minutes: 15 },
  register: { max: 3, minutes: 60 },
  passwordReset: { max: 3, minutes: 60 },
} as const;

export type EmailBudgetName = keyof typeof emailBudgets;

const scaled = (config: Pick<Config, 'RATE_LIMIT_SCALE'>, max: number, minutes: number) => ({
  max: Math.max(1, Math.round(max * config.RATE_LIMIT_SCALE)),
  timeWindow: minutes * 60_000,
});

/** The route option of @fastify/rate-limit for `name`, scaled by RATE_LIMIT_SCALE. */
export function rateLimit(config: Pick<Config, 'RATE_LIMIT_SCALE'>, name: RateLimitName) {
  const { max, minutes } = rateLimits[name];
  return scaled(config, max, minutes);
}

/** The budget per email address of `name`, scaled by RATE_LIMIT_SCALE. */
export function emailBudget(config: Pick<Config, 'RATE_LIMIT_SCALE'>, name: EmailBudgetName) {
  const { max, minutes } = emailBudgets[name];
  return scaled(config, max, minutes);
}

/** "At most 10 calls per client address in 15 minutes", for the OpenAPI descriptions. */
export function rateLimitNote(config: Pick<Config, 'RATE_LIMIT_SCALE'>, name: RateLimitName) {
  const { max, timeWindow } = rateLimit(config, name);
  const minutes = timeWindow / 60_000;
  return `At most ${max} calls per client address in ${minutes} minute${minutes === 1 ? '' : 's'} (429 after).`;
}
