import { randomInt } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, healthSchema } from '@pcshop/stores/schemas';
import { analyticsSettings } from '../db/seed/reference';
import { rateLimitBuckets } from '../db/schema/index';
import { emailBudget, rateLimit } from '../services/rateLimit/budgets';
import { buildTestApp, type TestApp } from '../test/app';

/** The Redis every machine of the project runs (README: rate limits); CI starts it if stopped. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const scale = { RATE_LIMIT_SCALE: 1 };
const login = rateLimit(scale, 'login');
const pageViews = rateLimit(scale, 'pageViews');
const loginPerEmail = emailBudget(scale, 'login');

/** A client address no other test (or earlier run against the same Redis) has used. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A wrong password; by default for an address of its own, so no earlier run's count meets it. */
const tryLogin = (
  t: TestApp,
  remoteAddress: string,
  email = `nobody-${remoteAddress}@example.com`,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Wr0ng$pass' },
    remoteAddress,
  });

const viewPage = (t: TestApp, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/site/analytics/page_views',
    payload: { tag: analyticsSettings.tagIds.GB, path: '/games' },
    remoteAddress,
  });

describe.each([
  ['the database', {}],
  ['Redis', { REDIS_URL }],
] as const)('rate limits counted in %s', (_store, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...env, RATE_LIMIT_SCALE: '1' });
  });
  afterAll(async () => t?.close());

  it('keeps one budget per route: browsing never spends login’s', async () => {
    const address = freshAddress();
    const views: number[] = [];
    for (let sent = 0; sent <= pageViews.max; sent += 1) {
      views.push((await viewPage(t, address)).statusCode);
    }
    expect(views.at(-2)).toBe(204);
    expect(views.at(-1)).toBe(429);

    const logins: number[] = [];
    for (let tried = 0; tried <= login.max; tried += 1) {
      logins.push((await tryLogin(t, address)).statusCode);
    }
    expect(logins).toEqual([...Array<number>(login.max).fill(401), 429]);
  });

  it('refuses the same email from many addresses once its own budget is spent', async () => {
    const email = `target-${randomInt(1e9)}@example.com`;
    for (let tried = 0; tried < loginPerEmail.max; tried += 1) {
      expect((await tryLogin(t, freshAddress(), email)).statusCode).toBe(401);
    }
    const refused = await tryLogin(t, freshAddress(), email.toUpperCase());
    expect(refused.statusCode).toBe(429);
    expect(apiErrorSchema.parse(refused.json()).error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tryLogin(t, freshAddress(), `other-${email}`)).statusCode).toBe(401);
  });

  it('names the route in every counter it keeps', async () => {
    const address = freshAddress();
    await tryLogin(t, address);
    await viewPage(t, address);
    const keys =
      'REDIS_URL' in env
        ? await t.app.redis!.keys(`*${address}`)
        : (await t.database.db.select().from(rateLimitBuckets))
            .map((bucket) => bucket.key)
            .filter((key) => key.endsWith(address));
    expect(keys.sort()).toEqual([
      expect.stringContaining(`POST /api/auth/login:${address}`),
      expect.stringContaining(`POST /api/site/analytics/page_views:${address}`),
    ]);
  });
});

/** A server that takes connections and never answers: a Redis hung or behind a dead link. */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `redis://127.0.0.1:${port}`;
}

describe.each([
  ['refuses connections', async () => ({ url: await closedPort(), close: async () => undefined })],
  ['takes connections and never answers', silentServer],
] as const)('with a Redis that %s', (_how, startRedis) => {
  let t: TestApp;
  let redis: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    redis = await startRedis();
    t = await buildTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.close();
  });

  it('answers a rate-limited call 503 in the error format within a second', async () => {
    const started = performance.now();
    const response = await tryLogin(t, freshAddress());
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(503);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('service_unavailable');
  });

  it('reports health degraded, naming Redis', async () => {
    const started = performance.now();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(503);
    const health = healthSchema.parse(response.json());
    expect(health).toMatchObject({ status: 'degraded', database: { state: 'up' } });
    expect(health.redis).toMatchObject({ state: 'down', latency_ms: null });
    expect(health.redis?.error).toBeTruthy();
  });

  it('still answers the calls that do not count', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
  });
});

describe('health with Redis up', () => {
  it('reports it up with its latency', async () => {
    const t = await buildTestApp({ REDIS_URL });
    try {
      const health = healthSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/health' })).json(),
      );
      expect(health.status).toBe('ok');
      expect(health.redis).toMatchObject({ state: 'up', error: null });
      expect(health.redis?.latency_ms).toEqual(expect.any(Number));
    } finally {
      await t.close();
    }
  });

  it('is null without REDIS_URL', async () => {
    const t = await buildTestApp();
    try {
      const health = healthSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/health' })).json(),
      );
      expect(health.redis).toBeNull();
    } finally {
      await t.close();
    }
  });
});
