import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type TestDatabase } from '../../server/src/test/app';

/**
 * The rate limits as shoppers and attackers meet them: two real server processes on one
 * PostgreSQL, counting in the database and then in Redis. A budget is per route and shared by
 * every process; browsing never spends login's.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOGIN_MAX = 10;
const PAGE_VIEWS_MAX = 120;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Shop {
  url: string;
  stop(): Promise<void>;
}

/** One API process (`server/src/server.ts`), ready when its health answers. */
async function startShop(env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'server/src/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        STATIC_DIR: '/nonexistent',
        RATE_LIMIT_SCALE: '1',
        // Each test speaks for a client address of its own, so no run meets an earlier one's counts.
        TRUST_PROXY: '127.0.0.1',
        REDIS_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the shop did not start:\n${output}`);
    const ready = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const post = (shop: Shop, route: string, body: object, from: string) =>
  fetch(`${shop.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });

/** A wrong password for an address of its own: its budget per email stays out of the way. */
const tryLogin = (shop: Shop, from: string) =>
  post(
    shop,
    '/api/auth/login',
    { email: `nobody-${from}@example.com`, password: 'Wr0ng$pass' },
    from,
  );

async function analyticsTag(shop: Shop): Promise<string> {
  const settings = await fetch(`${shop.url}/api/settings/analytics`);
  return ((await settings.json()) as { value: { tagId: string } }).value.tagId;
}

const viewPage = (shop: Shop, tag: string, from: string) =>
  post(shop, '/api/site/analytics/page_views', { tag, path: '/games' }, from);

let database: TestDatabase & { url: string };
beforeAll(async () => {
  database = await createPostgresDatabase(POSTGRES_URL);
});
afterAll(async () => database?.drop());

describe.each([
  ['PostgreSQL', {}],
  ['Redis', { REDIS_URL }],
] as const)('rate limits of two processes counting in %s', (store, env) => {
  let shops: Shop[] = [];

  beforeAll(async () => {
    // Both start together: the first pair migrates and seeds once, under the advisory lock.
    shops = await Promise.all([
      startShop({ ...env, DATABASE_URL: database.url }),
      startShop({ ...env, DATABASE_URL: database.url }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
  });

  it('shares login’s budget between the processes', async () => {
    const from = clientAddress();
    const statuses: number[] = [];
    for (let tried = 0; tried <= LOGIN_MAX; tried += 1) {
      statuses.push((await tryLogin(shops[tried % 2]!, from)).status);
    }
    console.info(`${store}: ${LOGIN_MAX + 1} logins across two processes →`, statuses.join(' '));
    expect(statuses).toEqual([...Array<number>(LOGIN_MAX).fill(401), 429]);
    const refused = (await (await tryLogin(shops[0]!, from)).json()) as { error: { code: string } };
    expect(refused.error.code).toBe('rate_limited');
  });

  it('never spends login’s budget on browsing', async () => {
    const from = clientAddress();
    const tag = await analyticsTag(shops[0]!);
    const views: number[] = [];
    for (let sent = 0; sent <= PAGE_VIEWS_MAX; sent += 1) {
      views.push((await viewPage(shops[sent % 2]!, tag, from)).status);
    }
    expect(views.filter((status) => status === 204)).toHaveLength(PAGE_VIEWS_MAX);
    expect(views.at(-1)).toBe(429);
    expect((await tryLogin(shops[0]!, from)).status).toBe(401);
    console.info(
      `${store}: ${views.length} page views (last ${views.at(-1)}), then login → 401, not 429`,
    );
  });
});
