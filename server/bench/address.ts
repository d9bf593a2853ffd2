/**
 * The address autocomplete, `GET /api/address/cities`, over HTTP: a shopper typing place names of
 * the five shipping countries letter by letter, and the slowest case, one letter (the longest run
 * of the index to rank). Prints the time to read and index the kept place list, then requests per
 * second and p50/p99 latency of each workload. The app runs on an in-memory PGlite (the endpoint
 * reads no database).
 * Run: `pnpm --filter @pcshop/server bench:address` (BENCH_DURATION seconds per workload,
 * default 10; BENCH_CONNECTIONS, default 10).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { app } from '../src/app';
import { loadConfig } from '../src/config';
import { createFastify } from '../src/fastify';
import { PLACES_FILE, PlaceIndex } from '../src/services/address/places';
import { openBenchDatabase } from './benchDatabase';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const typed = {
  GB: ['London', 'Manchester', 'Edinburgh', 'Newport', 'St Albans'],
  FR: ['Paris', 'Saint-Étienne', 'Aix-en-Provence', 'Lyon', 'Montpellier'],
  IT: ['Roma', 'Firenze', 'Napoli', "L'Aquila", 'Reggio Emilia'],
  ES: ['Madrid', 'Málaga', 'A Coruña', 'Sevilla', 'San Sebastián'],
  DE: ['Köln', 'München', 'Frankfurt am Main', 'Mönchengladbach', 'Berlin'],
};

/** Every prefix of every name, as the form asks while a shopper types. */
const keystrokes = Object.entries(typed).flatMap(([country, names]) =>
  names.flatMap((name) =>
    Array.from(
      { length: name.length },
      (_, end) =>
        `/api/address/cities?country=${country}&q=${encodeURIComponent(name.slice(0, end + 1))}`,
    ),
  ),
);

const oneLetter = Object.keys(typed).flatMap((country) =>
  ['s', 'm', 'b'].map((letter) => `/api/address/cities?country=${country}&q=${letter}`),
);

async function fire(base: string, paths: string[]) {
  const result = await autocannon({
    url: base,
    requests: paths.map((path) => ({ method: 'GET', path })),
    connections,
    duration,
    workers: 1,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function main() {
  const started = performance.now();
  PlaceIndex.parse(readFileSync(PLACES_FILE, 'utf8'));
  console.info(`Place list read and indexed in ${Math.round(performance.now() - started)} ms`);

  const bench = await openBenchDatabase();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    // Production requires a signing secret; the benchmark signs nothing, any one will do.
    JWT_SECRET: randomBytes(32).toString('base64url'),
  });
  const server = createFastify(config, { logger: false });
  await server.register(app, { config, database: bench.database });
  const base = await server.listen({ host: '127.0.0.1', port: 0 });
  try {
    console.info(
      `${duration} s per workload, ${connections} connections, one warm-up run before each`,
    );
    const rows = [];
    for (const [workload, paths] of [
      [`typing, ${keystrokes.length} prefixes of 25 names`, keystrokes],
      [`one letter, ${oneLetter.length} queries`, oneLetter],
    ] as const) {
      await fire(base, paths);
      rows.push({ workload, ...(await fire(base, paths)) });
    }
    const header = ['workload', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
    const lines = rows.map((row) =>
      [row.workload, row.requestsPerSecond, row.p50Ms, row.p99Ms, row.errors].map(String),
    );
    const widths = header.map((title, column) =>
      Math.max(title.length, ...lines.map((line) => line[column]!.length)),
    );
    const format = (cells: string[]) =>
      `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
    console.info(format(header));
    console.info(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
    for (const line of lines) console.info(format(line));
  } finally {
    await server.close();
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
