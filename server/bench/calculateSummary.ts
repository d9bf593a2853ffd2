/**
 * `POST /api/basket/calculate_summary` for a signed-in customer's 10-line basket (8 parts, a
 * model bought as it is, a custom assembly) with a voucher, against a route of the same app that
 * answers the same body as a constant and one that answers it after one trivial statement (the
 * floor of any route that reads the database), on PostgreSQL (a scratch database created and dropped
 * here; DATABASE_URL is required). Prints p50/p99 latency, requests per second, the database
 * statements per request, and the CPU a request costs the app's main thread and (when it runs
 * here) PostgreSQL.
 * Run: `DATABASE_URL=postgres://… pnpm --filter @pcshop/server bench:summary` (BENCH_DURATION
 * seconds per route, default 10; BENCH_CONNECTIONS, default 10).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { app } from '../src/app';
import { loadConfig } from '../src/config';
import { createFastify } from '../src/fastify';
import { coupons } from '../src/db/schema/index';
import { listOutbox } from '../src/services/email/outbox';
import { linkToken } from '../src/test/accounts';
import { countQueries } from '../src/test/queryCounter';
import { openBenchDatabase } from './benchDatabase';
import { addOneStatementRoute } from './oneStatementRoute';
import { postgresCpuMs } from './postgresCpu';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function fire(url: string, access: string, body: string) {
  const loopBefore = performance.eventLoopUtilization();
  const postgresBefore = await postgresCpuMs();
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    body,
    connections,
    duration,
    workers: 1,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    // The main thread's busy time (autocannon's worker thread aside) and PostgreSQL's CPU.
    busyMsPerRequest: performance.eventLoopUtilization(loopBefore).active / result.requests.total,
    postgresMsPerRequest: ((await postgresCpuMs()) - postgresBefore) / result.requests.total,
  };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required: the benchmark runs on PostgreSQL');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rigsmith-bench-'));
  const bench = await openBenchDatabase(url);
  const { database } = bench;
  try {
    await database.db
      .insert(coupons)
      .values({ code: 'BENCH10', percentOff: 10, countries: ['GB', 'FR', 'IT', 'ES', 'DE'] });

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://rigsmith.test',
      JWT_SECRET: randomBytes(32).toString('base64url'),
    });
    const server = createFastify(config, { logger: false });
    let constant: unknown = null;
    server.post('/bench/constant', async () => constant);
    addOneStatementRoute(
      server,
      database,
      { method: 'POST', url: '/bench/one-statement' },
      () => constant,
    );
    await server.register(app, { config, database });
    const base = await server.listen({ host: '127.0.0.1', port: 0 });

    // A customer, signed in the way the shop signs one in.
    const email = `bench.${Date.now()}@example.com`;
    await server.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, consents: { terms: true, privacy: true } },
    });
    await server.mailer.settled();
    const [mail] = (await listOutbox(config.mailDir)).filter((entry) => entry.to === email);
    const token = linkToken(mail, '/create-password/');
    const created = await server.inject({
      method: 'POST',
      url: '/api/auth/create_password',
      payload: { token, password: 'Bench$ecret1' },
    });
    const { access } = created.json() as { access: string };

    // Ten lines: eight parts, a model as it is, and an assembly of another model's parts.
    const products = (
      (await server.inject({ url: '/api/ecommerce/products?in_stock=true&per_page=8' })).json() as {
        items: { id: string }[];
      }
    ).items;
    const model = (await server.inject({ url: '/api/ecommerce/model/rigsmith-ember' })).json() as {
      parts: { product: { id: string }; amount: number }[];
    };
    const assembly = (
      await server.inject({
        method: 'POST',
        url: '/api/ecommerce/pc_build',
        payload: {
          kind: 'assembly',
          name: 'Bench build',
          components: model.parts.map((line) => ({
            component: line.product.id,
            amount: line.amount,
          })),
        },
      })
    ).json() as { id: number };
    const ids = [...products.map((item) => item.id), 'model-rigsmith-nova', `pc-${assembly.id}`];
    for (const product of ids) {
      const added = await server.inject({
        method: 'POST',
        url: '/api/basket/product',
        headers: { authorization: `Bearer ${access}` },
        payload: { product, amount: 1 },
      });
      if (added.statusCode !== 201) throw new Error(`add ${product}: ${added.body}`);
    }

    const body = JSON.stringify({ coupon: 'BENCH10', country: 'GB' });
    const counter = countQueries(database);
    const once = await server.inject({
      method: 'POST',
      url: '/api/basket/calculate_summary',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      payload: body,
    });
    const statements = counter.count;
    counter.restore();
    const summary = once.json() as { items: unknown[]; coupon: { state: string } };
    if (
      once.statusCode !== 200 ||
      summary.items.length !== 10 ||
      summary.coupon.state !== 'applied'
    )
      throw new Error(`unexpected summary: ${once.body.slice(0, 300)}`);
    constant = summary;

    console.info(
      `calculate_summary, 10 lines + voucher, PostgreSQL: ${duration} s, ${connections} connections, one warm-up run`,
    );
    await fire(`${base}/api/basket/calculate_summary`, access, body);
    const measured = await fire(`${base}/api/basket/calculate_summary`, access, body);
    const baseline = await fire(`${base}/bench/constant`, access, body);
    const floor = await fire(`${base}/bench/one-statement`, access, body);
    console.info(
      '| route | body bytes | req/s | p50 ms | p99 ms | vs constant | statements/req | process busy ms/req | PostgreSQL CPU ms/req | errors |',
    );
    console.info('|---|---|---|---|---|---|---|---|---|---|');
    const cpu = (ms: number) => (Number.isNaN(ms) ? 'not local' : ms.toFixed(3));
    const share = (run: { requestsPerSecond: number }) =>
      `${Math.round((run.requestsPerSecond / baseline.requestsPerSecond) * 100)} %`;
    console.info(
      `| calculate_summary | ${once.body.length} | ${measured.requestsPerSecond} | ${measured.p50Ms} | ${measured.p99Ms} | ${share(measured)} | ${statements} | ${cpu(measured.busyMsPerRequest)} | ${cpu(measured.postgresMsPerRequest)} | ${measured.errors} |`,
    );
    console.info(
      `| same body after one \`select 1\` | ${once.body.length} | ${floor.requestsPerSecond} | ${floor.p50Ms} | ${floor.p99Ms} | ${share(floor)} | 1 | ${cpu(floor.busyMsPerRequest)} | ${cpu(floor.postgresMsPerRequest)} | ${floor.errors} |`,
    );
    console.info(
      `| constant body, same size | ${once.body.length} | ${baseline.requestsPerSecond} | ${baseline.p50Ms} | ${baseline.p99Ms} | | | ${cpu(baseline.busyMsPerRequest)} | | ${baseline.errors} |`,
    );
    await server.close();
  } finally {
    await bench.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
