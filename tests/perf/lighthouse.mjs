#!/usr/bin/env node
/**
 * Lighthouse on the built shop: starts the server on a free port with an embedded database in a
 * temporary folder and the built storefront, audits the home page, the gaming PC list and a model
 * page with Lighthouse's mobile defaults (headless Chromium), prints performance, LCP, CLS, TBT
 * and the home page's initial JavaScript (gzip), and exits 1 when a figure misses its target.
 *
 *   pnpm build && pnpm perf:lighthouse
 *
 * STATIC_DIR points at another build (default storefront/dist); CHROMIUM_PATH at the browser
 * (default /usr/bin/chromium); LIGHTHOUSE_JSON=<folder> keeps each page's full report.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const staticDir = path.resolve(root, process.env.STATIC_DIR ?? 'storefront/dist');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What the storefront must reach on a mid-range phone (Lighthouse's mobile emulation). */
const targets = { performance: 95, lcpMs: 1800, cls: 0.05, tbtMs: 100, homeJsKb: 150 };

const pages = [
  { name: 'home', path: '/' },
  { name: 'gaming PC list', path: '/gaming-pcs' },
  { name: 'model page', path: null }, // the first model of the range, read from the API
];

// chrome-launcher comes with lighthouse: resolve it from there.
const chromeLauncher = await import(
  pathToFileURL(createRequire(import.meta.resolve('lighthouse')).resolve('chrome-launcher')).href
);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet: try again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${base}/api/health within ${timeoutMs / 1000} s`);
}

/** The gzip size of the scripts a page loaded, read from the build (what compression sends). */
function scriptGzipBytes(report, base) {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  let bytes = 0;
  for (const request of requests) {
    if (request.resourceType !== 'Script' || !request.url.startsWith(base)) continue;
    const file = path.join(staticDir, new URL(request.url).pathname);
    if (existsSync(file)) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return bytes;
}

/**
 * One Lighthouse run of a page; a run whose trace Lighthouse could not read (it says so, e.g.
 * NO_NAVSTART, and scores nothing) is run again, twice at most.
 */
async function audit(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (lhr.categories.performance.score !== null) return lhr;
    const reason = lhr.runtimeError?.code ?? lhr.audits['largest-contentful-paint']?.errorMessage;
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${reason}`);
    console.error(`Lighthouse could not measure ${url} (${reason}); running it again`);
  }
}

async function main() {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`No built storefront in ${staticDir}: run \`pnpm build\` first`);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigsmith-lighthouse-'));
  const server = spawn('pnpm', ['--filter', '@pcshop/server', 'start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let chrome;
  try {
    await waitForHealth(base, server);
    const models = await (await fetch(`${base}/api/ecommerce/models`)).json();
    pages[2].path = `/gaming-pcs/${models.items[0].slug}`;

    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const rows = [];
    for (const page of pages) {
      // A first visit warms the server's response cache, as a running shop's would be.
      await fetch(`${base}${page.path}`);
      const report = await audit(`${base}${page.path}`, chrome.port);
      if (process.env.LIGHTHOUSE_JSON) {
        const name = page.name.replace(/\W+/g, '-');
        writeFileSync(
          path.join(process.env.LIGHTHOUSE_JSON, `${name}.json`),
          JSON.stringify(report),
        );
      }
      rows.push({
        page: page.name,
        path: page.path,
        performance: Math.round((report.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
        cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
        jsKb: Number((scriptGzipBytes(report, base) / 1024).toFixed(1)),
      });
    }
    return rows;
  } finally {
    await chrome?.kill();
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already stopped.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await main();
const misses = [];
console.info(
  '\n| page | performance | LCP | CLS | TBT | initial JS (gzip) |\n| --- | ---: | ---: | ---: | ---: | ---: |',
);
for (const row of rows) {
  console.info(
    `| ${row.page} (${row.path}) | ${row.performance} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.cls} | ${row.tbtMs} ms | ${row.jsKb} KB |`,
  );
  if (row.performance < targets.performance)
    misses.push(`${row.page}: performance ${row.performance}`);
  if (row.lcpMs > targets.lcpMs) misses.push(`${row.page}: LCP ${row.lcpMs} ms`);
  if (row.cls > targets.cls) misses.push(`${row.page}: CLS ${row.cls}`);
  if (row.tbtMs > targets.tbtMs) misses.push(`${row.page}: TBT ${row.tbtMs} ms`);
}
const home = rows.find((row) => row.page === 'home');
if (home && home.jsKb > targets.homeJsKb) misses.push(`home: initial JS ${home.jsKb} KB gzip`);
console.info(
  `\nTargets: performance ≥ ${targets.performance}, LCP ≤ ${targets.lcpMs / 1000} s, CLS ≤ ${targets.cls}, TBT ≤ ${targets.tbtMs} ms, home initial JS ≤ ${targets.homeJsKb} KB gzip.`,
);
if (misses.length > 0) {
  console.info(`Missed: ${misses.join('; ')}`);
  process.exitCode = 1;
} else {
  console.info('Every target met.');
}
