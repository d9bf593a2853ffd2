/**
 * The catalogue with the whole BuildCores OpenDB imported, on PostgreSQL: a scratch database
 * (`rigsmith_bench_full`, dropped and created again on the server of DATABASE_URL, which is
 * required) migrated and seeded as the app does, then the whole dataset imported by the importer's
 * command line in a process of its own (its time and peak memory printed). Then, uncached, at
 * BENCH_CONNECTIONS (10): a step's product list with `only_compatible` and a full build of imported
 * parts (target p99 ≤ 50 ms for graphics cards, boards and memory), the memory step's facet counts
 * with a search (`q=ddr5`, same target) and the compatibility check
 * of that build (target p99 ≤ 10 ms), each beside a route of the same app answering its body as
 * a constant. Prints requests per second, the app's main-thread time per request, p50 and p99
 * latency and the statements per request, then the time of a step's first list for builds never
 * listed before (marked anew).
 * Run: `DATABASE_URL=postgres://… pnpm --filter @pcshop/server bench:catalogue:full`
 * (BENCH_DATASET: the dataset's .tar.gz, default ../shared/data/buildcores-open-db.tar.gz from the
 * repository; BENCH_DURATION seconds per route, default 10).
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CategorySlug } from '@pcshop/stores/schemas';
import { encodeBuild, type BuildLines } from '@pcshop/stores/domain';
import { app } from '../src/app';
import { loadConfig } from '../src/config';
import { createFastify } from '../src/fastify';
import type { DatabaseHandle } from '../src/db/client';
import { countQueries } from '../src/test/queryCounter';
import { openBenchDatabase } from './benchDatabase';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataset = path.resolve(
  process.env.BENCH_DATASET ?? path.join(serverDir, '../../shared/data/buildcores-open-db.tar.gz'),
);
const DATABASE_NAME = 'rigsmith_bench_full';
const LIST_TARGET_MS = 50;
const CHECK_TARGET_MS = 10;

/**
 * A full build's steps, in the customiser's order, each with what the shopper searches for: a
 * current build (AM5, DDR5), so that the lists and the memory step's search for ddr5 find
 * thousands of parts, as a shopper's do (the first parts by title are an FM2+ board and DDR3).
 */
const fullBuild: readonly { category: CategorySlug; q: string }[] = [
  { category: 'case', q: '4000d' },
  { category: 'cpu', q: '7800x3d' },
  { category: 'motherboard', q: 'b650' },
  { category: 'cooler', q: 'noctua' },
  { category: 'memory', q: 'ddr5' },
  { category: 'gpu', q: 'rtx 4070' },
  { category: 'storage', q: 'nvme' },
  { category: 'psu', q: '850w' },
];

interface Request {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
}

interface Measure {
  requestsPerSecond: number;
  /**
   * The app's main thread's busy time per request (event loop utilisation): steadier than req/s
   * on a machine whose speed varies, as the load generator shares its cores.
   */
  busyMsPerRequest: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

interface Row {
  route: string;
  targetMs: number;
  bytes: number;
  statements: number;
  measured: Measure;
  constant: Measure;
}

async function fire(base: string, request: Request): Promise<Measure> {
  const before = performance.eventLoopUtilization();
  const result = await autocannon({
    url: `${base}${request.url}`,
    method: request.method,
    ...(request.body
      ? { body: request.body, headers: { 'content-type': 'application/json' } }
      : {}),
    connections,
    duration,
    workers: 1,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    busyMsPerRequest: performance.eventLoopUtilization(before).active / result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** The dataset's root folder (holding open-db/), extracted into `into`. */
async function extract(into: string): Promise<string> {
  if (!existsSync(dataset)) throw new Error(`no dataset at ${dataset} (set BENCH_DATASET)`);
  await promisify(execFile)('tar', ['xzf', dataset, '-C', into]);
  for (const entry of await readdir(into, { withFileTypes: true })) {
    const folder = path.join(into, entry.name);
    if (entry.isDirectory() && existsSync(path.join(folder, 'open-db'))) return folder;
  }
  if (existsSync(path.join(into, 'open-db'))) return into;
  throw new Error(`${dataset} holds no open-db/ folder`);
}

/**
 * The importer's command line on the whole dataset, in a process of its own so that its peak
 * memory is its own: its report (skip reasons cut to ten), the time it took from start to exit.
 */
async function importDataset(folder: string, databaseUrl: string) {
  const started = performance.now();
  const child = spawn('pnpm', ['--silent', 'import:buildcores', folder, '--reasons', '10'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let report = '';
  child.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the import failed (exit ${code}):\n${report}`);
  return { report: report.trimEnd(), wallMs: Math.round(performance.now() - started) };
}

async function startApp(database: DatabaseHandle) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    // Production requires a signing secret; the benchmark signs nothing, any one will do.
    JWT_SECRET: randomBytes(32).toString('base64url'),
  });
  const server = createFastify(config, { logger: false });
  const constants = new Map<string, unknown>();
  server.route<{ Params: { name: string } }>({
    method: ['GET', 'POST'],
    url: '/bench/constant/:name',
    handler: async (request) => constants.get(request.params.name),
  });
  // Uncached: every request reads the database.
  await server.register(app, { config, database, catalogueCacheTtlMs: 0 });
  const base = await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, base, constants };
}

/** One request through the app, without the network; refused answers end the run. */
async function send(server: FastifyInstance, request: Request) {
  const response = await server.inject({
    method: request.method,
    url: request.url,
    ...(request.body
      ? { body: request.body, headers: { 'content-type': 'application/json' } }
      : {}),
  });
  if (response.statusCode !== 200) throw new Error(`${request.url}: ${response.body}`);
  return response;
}

interface ListedPart {
  id: string;
  reference: string;
  title: string;
}

/**
 * A full build of imported parts, step by step as a shopper makes it: in each step the first
 * imported part in stock found by the step's search that fits the build so far
 * (`only_compatible`).
 */
async function chooseImportedBuild(server: FastifyInstance) {
  const lines: { id: string; amount: number }[] = [];
  const titles: string[] = [];
  for (const { category, q } of fullBuild) {
    const query = new URLSearchParams({
      category,
      q,
      only_compatible: '1',
      in_stock: '1',
      per_page: '100',
    });
    if (lines.length > 0) query.set('build', encodeBuild(lines));
    const response = await send(server, {
      method: 'GET',
      url: `/api/ecommerce/products?${query}`,
    });
    const { items } = response.json() as { items: ListedPart[] };
    const part = items.find((item) => item.reference.startsWith('bc-'));
    if (!part)
      throw new Error(`no imported ${category} in stock found by '${q}' fits the build so far`);
    lines.push({ id: part.id, amount: 1 });
    titles.push(`${category} ${part.title}`);
  }
  return { lines: lines as BuildLines, titles };
}

/** How many builds never listed before the cold figures are taken over. */
const COLD_BUILDS = 40;

/**
 * The lists above repeat one build, whose marks the process works out once (candidateMarks): this
 * times, one request at a time, the first list of each of COLD_BUILDS builds never asked before
 * (the same parts in other amounts: one to three memory kits, two to sixteen drives), whose every
 * candidate is marked anew.
 */
async function printFirstLists(server: FastifyInstance, lines: BuildLines) {
  const step = (category: CategorySlug) => fullBuild.findIndex((at) => at.category === category);
  const amounts = { memory: step('memory'), storage: step('storage') };
  let built = 0;
  for (const category of ['gpu', 'motherboard', 'memory'] as const) {
    const times: number[] = [];
    for (let n = 0; n < COLD_BUILDS; n++, built++) {
      const kits = 1 + (built % 3);
      const drives = 2 + (Math.floor(built / 3) % 15);
      const build = lines.map((line, index) =>
        index === amounts.memory
          ? { ...line, amount: kits }
          : index === amounts.storage
            ? { ...line, amount: drives }
            : line,
      );
      const started = performance.now();
      await send(server, {
        method: 'GET',
        url: `/api/ecommerce/products?category=${category}&only_compatible=1&build=${encodeBuild(build)}`,
      });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.ceil(share * times.length) - 1]!.toFixed(1);
    console.info(
      `first ${category} list of a build never listed before (one at a time, ${COLD_BUILDS} builds): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
    );
  }
}

const met = (row: Row) => (row.measured.p99Ms <= row.targetMs ? 'yes' : 'NO');

function printTable(rows: Row[]) {
  const header = [
    'route (uncached)',
    'body bytes',
    'req/s',
    'busy ms/req',
    'p50 ms',
    'p99 ms',
    'target p99',
    'met',
    'constant req/s',
    'constant p99',
    'statements/req',
    'errors',
  ];
  const lines = rows.map((row) => [
    row.route,
    String(row.bytes),
    String(row.measured.requestsPerSecond),
    row.measured.busyMsPerRequest.toFixed(2),
    String(row.measured.p50Ms),
    String(row.measured.p99Ms),
    `≤ ${row.targetMs} ms`,
    met(row),
    String(row.constant.requestsPerSecond),
    String(row.constant.p99Ms),
    String(row.statements),
    String(row.measured.errors + row.constant.errors),
  ]);
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
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required: the benchmark runs on PostgreSQL');
  const scratchDir = await mkdtemp(path.join(tmpdir(), 'rigsmith-opendb-'));
  const bench = await openBenchDatabase(url, DATABASE_NAME);
  try {
    console.info(
      `${DATABASE_NAME}: migrations ${bench.migrateMs} ms, seeding ${bench.seedMs} ms; extracting ${dataset}`,
    );
    const folder = await extract(scratchDir);
    const imported = await importDataset(folder, bench.url!);
    console.info(imported.report);
    console.info(
      `import wall time ${(imported.wallMs / 1000).toFixed(1)} s (process start to exit)`,
    );
    await bench.database.db.execute(sql`analyze`);

    const { server, base, constants } = await startApp(bench.database);
    const build = await chooseImportedBuild(server);
    const code = encodeBuild(build.lines);
    const checkBody = JSON.stringify({
      components: build.lines.map((line) => ({ component: line.id, amount: line.amount })),
    });
    const targets: (Request & { name: string; targetMs: number })[] = [
      ...(['gpu', 'motherboard', 'memory'] as const).map((category) => ({
        name: `${category} list, only_compatible, full build`,
        url: `/api/ecommerce/products?category=${category}&only_compatible=1&build=${code}`,
        method: 'GET' as const,
        targetMs: LIST_TARGET_MS,
      })),
      {
        name: 'memory facet counts with search, only_compatible, full build',
        url: `/api/ecommerce/products?category=memory&facets=1&q=ddr5&only_compatible=1&build=${code}`,
        method: 'GET',
        targetMs: LIST_TARGET_MS,
      },
      {
        name: 'compatibility check, full build',
        url: '/api/ecommerce/compatibility',
        method: 'POST',
        body: checkBody,
        targetMs: CHECK_TARGET_MS,
      },
    ];
    const check = (await send(server, targets.at(-1)!)).json() as {
      issues: { code: string; severity: string }[];
    };
    console.info(`full build of imported parts (${code}):\n  ${build.titles.join('\n  ')}`);
    console.info(
      `  its check: ${check.issues.map((issue) => `${issue.code} (${issue.severity})`).join(', ') || 'no issue'}`,
    );
    console.info(
      `${duration} s per route, ${connections} connections, one warm-up run before each`,
    );

    const counter = countQueries(bench.database);
    const rows: Row[] = [];
    for (const [index, target] of targets.entries()) {
      counter.reset();
      const response = await send(server, target);
      const statements = counter.count;
      constants.set(String(index), response.json());
      await fire(base, target);
      const measured = await fire(base, target);
      console.info(
        `  ${target.name}: ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms`,
      );
      const constant = await fire(base, { ...target, url: `/bench/constant/${index}` });
      rows.push({
        route: target.name,
        targetMs: target.targetMs,
        bytes: response.body.length,
        statements,
        measured,
        constant,
      });
    }
    counter.restore();
    printTable(rows);
    await printFirstLists(server, build.lines);
    await server.close();
  } finally {
    await rm(scratchDir, { recursive: true, force: true });
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
