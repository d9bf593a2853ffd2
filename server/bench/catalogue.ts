/**
 * Catalogue throughput: the product list (24 a page) and the model page against a Fastify route
 * of the same app that answers a constant JSON body of the same size, on PGlite and (with
 * DATABASE_URL, in a scratch database created and dropped here) on PostgreSQL, in one run; each
 * with the response cache as the shop runs (2 s) and without it (every request reads the
 * database). With the storefront built (`pnpm build`: its server bundle in storefront/dist/.ssr),
 * the same for three rendered catalogue pages (home, gaming PC list, a model's page), each beside
 * a route answering its HTML as a constant (target uncached: 150 pages/s), and the home page asked
 * as a browser asks (brotli accepted) beside its compressed bytes as a constant. Uncached, the product
 * list's body answered after one trivial statement too: the floor of any route that reads the
 * database. Prints requests per second, p99 latency, the database statements per request and the
 * CPU each request costs the app's main thread, PostgreSQL and the whole machine; then, for each
 * uncached API route on PostgreSQL, the CPU the 50% target leaves a request on this machine.
 * Run: `pnpm --filter @pcshop/server bench:catalogue` (BENCH_DURATION seconds per route, default
 * 10; BENCH_CONNECTIONS, default 10).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { app } from '../src/app';
import { loadConfig } from '../src/config';
import { createFastify } from '../src/fastify';
import type { DatabaseHandle } from '../src/db/client';
import { countQueries } from '../src/test/queryCounter';
import { openBenchDatabase } from './benchDatabase';
import { addOneStatementRoute } from './oneStatementRoute';
import { machineBusyMs, postgresCpuMs } from './postgresCpu';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const storefront = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../storefront/dist',
);
/** Pages are rendered when the storefront's server bundle is built. */
const rendering = existsSync(path.join(storefront, '.ssr', 'entry-server.js'));
const PAGES_TARGET = 150;
/** The uncached API routes' target: this share of their constant route's requests per second. */
const API_TARGET_SHARE = 0.5;
const cores = availableParallelism();

interface Row {
  database: string;
  route: string;
  bytes: number;
  requestsPerSecond: number;
  p99Ms: number;
  statements: number | null;
  errors: number;
  /** An uncached API route on PostgreSQL (or its floor): the 50% target's budget is printed. */
  budgeted: boolean;
  /** CPU per request: the app's main thread, PostgreSQL's processes, the whole machine. */
  processMs: number;
  postgresMs: number;
  machineMs: number;
}

/**
 * A route and its constant twin: the same body, captured once and answered as a constant (an
 * answer's JSON serialised per request like any Fastify answer; a page's HTML as it is).
 */
interface Target {
  name: string;
  url: string;
  page?: boolean;
  /** Asked as a browser asks, accepting brotli: the twin answers the same compressed bytes. */
  brotli?: boolean;
}

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function fire(url: string, headers: Record<string, string> = {}) {
  const loopBefore = performance.eventLoopUtilization();
  const [postgresBefore, machineBefore] = await Promise.all([postgresCpuMs(), machineBusyMs()]);
  const result = await autocannon({ url, connections, duration, workers: 1, headers });
  const [postgresAfter, machineAfter] = await Promise.all([postgresCpuMs(), machineBusyMs()]);
  const requests = result.requests.total;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    // The main thread's busy time (autocannon runs in a worker thread).
    processMs: performance.eventLoopUtilization(loopBefore).active / requests,
    // A PostgreSQL process that ended during the run takes its time out of the sum: none is < 0.
    postgresMs: Math.max(0, postgresAfter - postgresBefore) / requests,
    machineMs: (machineAfter - machineBefore) / requests,
  };
}

async function startApp(
  database: DatabaseHandle,
  catalogueCacheTtlMs: number,
): Promise<{ server: FastifyInstance; base: string; constants: Map<string, unknown> }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    STATIC_DIR: rendering ? storefront : '/nonexistent',
    // Production requires a signing secret; the benchmark signs nothing, any one will do.
    JWT_SECRET: randomBytes(32).toString('base64url'),
  });
  const server = createFastify(config, { logger: false });
  const constants = new Map<string, unknown>();
  server.get<{ Params: { name: string } }>('/bench/constant/:name', async (request) =>
    constants.get(request.params.name),
  );
  server.get<{ Params: { name: string } }>('/bench/constant-page/:name', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(constants.get(request.params.name)),
  );
  server.get<{ Params: { name: string } }>(
    '/bench/constant-brotli-page/:name',
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-encoding', 'br')
        .send(constants.get(request.params.name)),
  );
  // The first target's body (the product list) after one `select 1`.
  addOneStatementRoute(server, database, { method: 'GET', url: '/bench/one-statement' }, () =>
    constants.get('0'),
  );
  await server.register(app, { config, database, catalogueCacheTtlMs });
  const base = await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, base, constants };
}

async function benchDatabase(
  label: string,
  database: DatabaseHandle,
  catalogueCacheTtlMs: number,
  rows: Row[],
) {
  const { server, base, constants } = await startApp(database, catalogueCacheTtlMs);
  const mode = catalogueCacheTtlMs > 0 ? 'cached' : 'uncached';
  const models = (await server.inject({ method: 'GET', url: '/api/ecommerce/models' })).json() as {
    items: { slug: string }[];
  };
  const model = models.items.at(-1)?.slug;
  if (!model) throw new Error('the catalogue has no model to benchmark');
  const targets: Target[] = [
    { name: `product list, 24 a page (${mode})`, url: '/api/ecommerce/products?per_page=24' },
    { name: `model page (${mode})`, url: `/api/ecommerce/model/${model}` },
    ...(catalogueCacheTtlMs > 0
      ? []
      : [{ name: "product list's body after one `select 1`", url: '/bench/one-statement' }]),
    ...(rendering
      ? [
          { name: `rendered home page (${mode})`, url: '/', page: true },
          {
            name: `rendered home page, brotli as a browser asks (${mode})`,
            url: '/',
            page: true,
            brotli: true,
          },
          { name: `rendered gaming PC list (${mode})`, url: '/gaming-pcs', page: true },
          { name: `rendered model page (${mode})`, url: `/gaming-pcs/${model}`, page: true },
        ]
      : []),
  ];
  const counter = countQueries(database);
  for (const [index, target] of targets.entries()) {
    counter.reset();
    const headers = target.brotli ? BROWSER_ENCODINGS : {};
    const response = await server.inject({ method: 'GET', url: target.url, headers });
    const statements = counter.count;
    if (response.statusCode !== 200)
      throw new Error(`${target.url} answered ${response.statusCode}`);
    const body = target.brotli
      ? brotliDecompressSync(response.rawPayload).toString()
      : response.body;
    if (target.page && !body.includes('id="rigsmith-ssr"')) {
      throw new Error(`${target.url} was not rendered on the server`);
    }
    constants.set(
      String(index),
      target.brotli ? response.rawPayload : target.page ? response.body : response.json(),
    );
    const constantRoute = target.brotli
      ? 'constant-brotli-page'
      : target.page
        ? 'constant-page'
        : 'constant';
    const constantUrl = `/bench/${constantRoute}/${index}`;
    const constant = await server.inject({ method: 'GET', url: constantUrl });
    await fire(`${base}${target.url}`, headers);
    const measured = await fire(`${base}${target.url}`, headers);
    console.info(`  ${label} ${target.name}: ${measured.requestsPerSecond} req/s`);
    rows.push({
      database: label,
      route: target.name,
      bytes: response.rawPayload.length,
      statements,
      budgeted: label === 'PostgreSQL' && catalogueCacheTtlMs === 0 && !target.page,
      ...measured,
    });
    const baseline = await fire(`${base}${constantUrl}`, headers);
    rows.push({
      database: label,
      route: `constant body, same size`,
      bytes: constant.rawPayload.length,
      statements: null,
      budgeted: false,
      ...baseline,
    });
  }
  counter.restore();
  await server.close();
}

const cpu = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(2) : '');

/**
 * What the 50% target leaves each uncached API request of the machine's CPU (the server, its
 * database and the load generator share it): its cores over the requests per second the target
 * asks, beside what the route and the one-statement floor cost the machine and PostgreSQL.
 */
function printBudget(rows: Row[]) {
  for (const [index, row] of rows.entries()) {
    if (!row.budgeted) continue;
    const constant = rows[index + 1]!;
    const target = constant.requestsPerSecond * API_TARGET_SHARE;
    const budget = (cores * 1000) / target;
    console.info(
      `${row.route}: at ${API_TARGET_SHARE * 100}% of its constant route (${Math.round(target)} req/s) the ` +
        `machine's ${cores} cores allow ${budget.toFixed(2)} ms of CPU a request; it costs ` +
        `${cpu(row.machineMs)} ms (PostgreSQL ${cpu(row.postgresMs)}, the app's main thread ${cpu(row.processMs)})`,
    );
  }
}

function printTable(rows: Row[]) {
  const header = [
    'database',
    'route',
    'body bytes',
    'req/s',
    'p99 ms',
    'vs constant',
    'statements/req',
    'process ms/req',
    'PostgreSQL ms/req',
    'machine ms/req',
    'errors',
  ];
  const lines = rows.map((row, index) => {
    const constant = row.statements === null ? null : rows[index + 1];
    const share = constant
      ? `${Math.round((row.requestsPerSecond / constant.requestsPerSecond) * 100)} %`
      : '';
    return [
      row.database,
      row.route,
      String(row.bytes),
      String(row.requestsPerSecond),
      String(row.p99Ms),
      share,
      row.statements === null ? '' : String(row.statements),
      cpu(row.processMs),
      cpu(row.postgresMs),
      cpu(row.machineMs),
      String(row.errors),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.info(format(header));
  console.info(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.info(format(line));
}

async function main() {
  const rows: Row[] = [];
  console.info(`${duration} s per route, ${connections} connections, one warm-up run before each`);

  const pglite = await openBenchDatabase();
  console.info(
    `PGlite first start: migrations ${pglite.migrateMs} ms, seeding ${pglite.seedMs} ms`,
  );
  await benchDatabase('PGlite', pglite.database, 2000, rows);
  await benchDatabase('PGlite', pglite.database, 0, rows);
  await pglite.close();

  const url = process.env.DATABASE_URL;
  if (url) {
    const postgres = await openBenchDatabase(url);
    try {
      console.info(
        `PostgreSQL first start: migrations ${postgres.migrateMs} ms, seeding ${postgres.seedMs} ms`,
      );
      await benchDatabase('PostgreSQL', postgres.database, 2000, rows);
      await benchDatabase('PostgreSQL', postgres.database, 0, rows);
    } finally {
      await postgres.close();
    }
  } else {
    console.info('DATABASE_URL is not set: PostgreSQL skipped');
  }

  printTable(rows);
  printBudget(rows);
  if (rendering) {
    console.info(`target for rendered pages uncached: ${PAGES_TARGET} pages/s`);
  } else {
    console.info('storefront/dist/.ssr not built (pnpm build): rendered pages skipped');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
