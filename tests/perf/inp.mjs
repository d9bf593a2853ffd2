#!/usr/bin/env node
/**
 * Interaction to Next Paint on a phone in the customiser, with the whole BuildCores catalogue:
 * makes a scratch PostgreSQL database (`rigsmith_perf_inp`, dropped at the end) migrated, seeded
 * and filled by the importer's command line from the BuildCores OpenDB archive, starts the built
 * shop on it on a free port, prints each customiser step's candidates (products API) and picks
 * the biggest step with at least 1,500 that has a next step. Then, in Playwright's Chromium as a
 * phone (390×844, 3× pixels, touch, CPU slowed 4× through CDP), it opens as a shared link a
 * complete PC of compatible parts in stock (found through the products API), reopens the
 * customiser on that step (`?step=<category>`) and taps like a shopper, each interaction
 * measured on its own: "Only compatible parts", the sort select and an order, a part's Select, the
 * next step (its parts not loaded yet, then loaded), the previous step and "Add to cart", each
 * three times. An interaction's figure is the longest Event Timing entry of its interactionId
 * (what INP takes of it); web-vitals' onINP gives the page's INP beside it. Prints the table
 * (median and max of the repeats, candidates shown, target ≤ 100 ms), then one more of the
 * slowest interaction under the CDP profiler and a performance trace, and prints where its time
 * went: functions (through the build's source maps) and the browser's own work (style, layout,
 * paint). Exits 1 when an interaction misses its target.
 *
 *   cd storefront && pnpm exec vite build --outDir /tmp/inp \
 *     && pnpm exec vite build --ssr src/entry-server.tsx --outDir /tmp/inp/.ssr --emptyOutDir false
 *   STATIC_DIR=/tmp/inp pnpm perf:inp
 *
 * STATIC_DIR: the built storefront (default storefront/dist). DATABASE_URL: the PostgreSQL server
 * the scratch database is made on (default postgres://postgres@127.0.0.1:5432/test).
 * INP_DATASET: the OpenDB .tar.gz (default ../shared/data/buildcores-open-db.tar.gz). INP_STEP: the
 * step to measure (a category, e.g. gpu). INP_SHOP_URL: measure a shop already running with the
 * catalogue instead (no database, no server). INP_PROFILE=0: no profile; INP_PROFILE=<kind>
 * (toggle, openSort, chooseSort, select, next, previous, addToCart): that one, not the slowest;
 * INP_PROFILE_DIR=<folder> keeps the profile and the trace (interaction.cpuprofile,
 * interaction.trace.json) for DevTools.
 * CHROMIUM_PATH: the browser (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { shopServer } from './shopServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const staticDir = path.resolve(root, process.env.STATIC_DIR ?? 'storefront/dist');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataset = path.resolve(
  root,
  process.env.INP_DATASET ?? '../shared/data/buildcores-open-db.tar.gz',
);
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE_NAME = 'rigsmith_perf_inp';
const CUSTOMISER = '/custom-pc-builder/customiser';

/** Good INP: each interaction's next paint within 100 ms on the phone. */
const TARGET_MS = 100;
const MIN_CANDIDATES = 1500;
const REPEATS = 3;
/** The phone: a 390×844 screen at 3× pixels, touch, its CPU four times slower than this one. */
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 };
const CPU_SLOWDOWN = 4;

/** The customiser's steps in order (stores/src/domain/build/steps.ts) and their names (en-GB). */
const steps = [
  ['case', 'Case'],
  ['cpu', 'Processor'],
  ['motherboard', 'Motherboard'],
  ['cooler', 'Cooling'],
  ['memory', 'Memory'],
  ['gpu', 'Graphics card'],
  ['storage', 'Storage'],
  ['psu', 'Power supply'],
  ['fan', 'Case fans'],
  ['lighting', 'Lighting'],
  ['optical-drive', 'Optical drive'],
  ['os', 'Operating system'],
  ['monitor', 'Monitor'],
  ['accessory', 'Accessories'],
].map(([category, label]) => ({ category, label }));
/** The steps of the complete PC opened first (every step a build needs). */
const buildSteps = ['case', 'cpu', 'motherboard', 'cooler', 'memory', 'gpu', 'storage', 'psu'];

// node-postgres, a dependency of the server.
const { Client } = createRequire(path.join(root, 'server/package.json'))('pg');
const webVitalsScript = readFileSync(
  path.join(
    path.dirname(fileURLToPath(import.meta.resolve('web-vitals/attribution'))),
    'web-vitals.attribution.iife.js',
  ),
  'utf8',
);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanups = [];

async function admin(statement) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${out}${err}`)),
    );
  });
}

/**
 * The scratch database (dropped first if a run left it behind) with the shop's migrations, seed
 * and the whole dataset, imported by the importer's command line as catalogueFull.ts does.
 */
async function prepareDatabase() {
  if (!existsSync(dataset)) throw new Error(`No dataset at ${dataset} (set INP_DATASET)`);
  await admin(`drop database if exists "${DATABASE_NAME}" with (force)`);
  await admin(`create database "${DATABASE_NAME}"`);
  cleanups.push(() => admin(`drop database if exists "${DATABASE_NAME}" with (force)`));
  const url = Object.assign(new URL(adminUrl), { pathname: `/${DATABASE_NAME}` }).toString();

  const scratchDir = mkdtempSync(path.join(os.tmpdir(), 'rigsmith-inp-opendb-'));
  cleanups.push(() => rmSync(scratchDir, { recursive: true, force: true }));
  await run('tar', ['xzf', dataset, '-C', scratchDir]);
  const folder = [scratchDir, ...readdirSync(scratchDir).map((name) => path.join(scratchDir, name))]
    .filter((candidate) => existsSync(path.join(candidate, 'open-db')))
    .at(0);
  if (!folder) throw new Error(`${dataset} holds no open-db/ folder`);

  const started = Date.now();
  const report = await run('pnpm', ['--silent', 'import:buildcores', folder, '--reasons', '3'], {
    cwd: path.join(root, 'server'),
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
  });
  const accepted = report.match(/^accepted\s+(\d+)/m)?.[1] ?? '?';
  console.info(
    `${DATABASE_NAME}: migrated, seeded and ${accepted} BuildCores parts imported in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  // Planner statistics, as a running database would have them (catalogueFull.ts does the same).
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('analyze');
  await client.end();
  return url;
}

/** The built shop on the scratch database. */
async function startShop(databaseUrl) {
  const shop = await shopServer(root, staticDir, { databaseUrl });
  cleanups.push(() => shop.remove());
  await shop.start();
  return shop.base;
}

async function stepCounts(base) {
  const counts = [];
  for (const step of steps) {
    const response = await fetch(
      `${base}/api/ecommerce/products?category=${step.category}&per_page=1`,
    );
    if (!response.ok)
      throw new Error(`${step.category}: the products API answered ${response.status}`);
    counts.push({ ...step, total: (await response.json()).total });
  }
  return counts;
}

/** The measured step: INP_STEP, else the biggest with enough candidates that has a next step. */
function pickStep(counts) {
  console.info('\nCandidates per customiser step (products API):');
  for (const step of counts) {
    console.info(`  ${step.category.padEnd(14)} ${String(step.total).padStart(6)}`);
  }
  const wanted = process.env.INP_STEP;
  const eligible = counts.filter(
    (step, index) => step.total >= MIN_CANDIDATES && index < counts.length - 1,
  );
  const picked = wanted
    ? eligible.find((step) => step.category === wanted)
    : eligible.toSorted((a, b) => b.total - a.total)[0];
  if (!picked) {
    throw new Error(
      wanted
        ? `INP_STEP=${wanted}: not a step with at least ${MIN_CANDIDATES} candidates and a next step`
        : `No customiser step has ${MIN_CANDIDATES} candidates: is the whole BuildCores catalogue imported?`,
    );
  }
  const next = counts[counts.indexOf(picked) + 1];
  console.info(
    `Measured step: ${picked.category} (${picked.total} candidates), next ${next.category} (${next.total})`,
  );
  return { step: picked, next };
}

/** Every Event Timing entry of an interaction, and web-vitals' INP as it goes. */
const observerScript = `${webVitalsScript}
;(() => {
  const events = (window.__inpEvents = []);
  const describe = (node) =>
    node && node.nodeType === 1
      ? node.tagName.toLowerCase() +
        (node.getAttribute('role') ? '[role=' + node.getAttribute('role') + ']' : '') +
        ' "' + (node.getAttribute('aria-label') || node.textContent || '').trim().slice(0, 40) + '"'
      : '';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactionPainted?.();
      events.push({
        id: entry.interactionId,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        target: describe(entry.target),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__lastLongTask = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lastLongTask = Math.max(window.__lastLongTask, entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  window.__inp = null;
  webVitals.onINP(
    (metric) => {
      const a = metric.attribution;
      window.__inp = {
        value: metric.value,
        target: a.interactionTarget,
        type: a.interactionType,
        inputDelay: a.inputDelay,
        processing: a.processingDuration,
        presentation: a.presentationDelay,
      };
    },
    { reportAllChanges: true },
  );
})();`;

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function waitUntil(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** The customiser as a shopper sees it (roles and names of tests/e2e/customiserPage.ts). */
function customiser(page) {
  const partList = page.getByRole('list', { name: /parts$/ });
  const cards = partList.getByRole('article');
  const footer = page.getByRole('group', { name: 'Build total and steps' });
  const inStock = cards.filter({ hasNotText: 'Out of stock' });
  const heading = page.getByRole('heading', { level: 2, name: /^Step \d+ of \d+: / });
  const count = page.getByText(/^[\d,.\s]+ parts?$/);
  return {
    cards,
    inStock,
    footer,
    sort: page.getByRole('combobox', { name: 'Sort by' }),
    onlyCompatible: page.getByRole('switch', { name: 'Only compatible parts' }),
    addToCart: footer.getByRole('button', { name: /^(Add to cart|Added|Adding…)$/ }),
    /** A card by its exact title (what a selection keeps pointing at). */
    card: (title) => cards.and(page.getByRole('article', { name: title, exact: true })).first(),
    /** Waits for a step's heading and its first cards; the number of parts it shows. */
    async shows(label) {
      await waitUntil(
        async () =>
          (await heading.textContent().catch(() => ''))?.endsWith(`: ${label}`) &&
          (await cards.first().isVisible()),
        `the ${label} step's parts`,
      );
      return this.shown();
    },
    async shown() {
      const text = (await count.first().textContent()) ?? '';
      return Number(text.replace(/\D/g, ''));
    },
  };
}

/** Waits until the page has run no long task for a second (15 s at most), as before a tap. */
async function quiet(page) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const idleMs = await page.evaluate(() => performance.now() - window.__lastLongTask);
    if (idleMs >= 1000) return;
    await sleep(Math.max(100, 1000 - idleMs));
  }
}

/**
 * A shopper's tap: the control scrolled into view and the page left to settle first (the eyes find
 * it before the finger does), then the tap. Left to Playwright, the scroll came a moment before
 * the tap, and the frame it drew, with the images it brought into view, fell in the tap's input
 * delay.
 */
async function tapInView(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await quiet(page);
  await locator.tap();
}

/**
 * Waits, asking nothing of the page, until the interaction just made has painted (its Event
 * Timing entry comes after its next paint; none comes for one under 16 ms, hence the second
 * bound). Playwright's locators run on the page's main thread: checking what changed before that
 * paint would delay it, and count in the interaction what no shopper's phone does.
 */
const painted = (page) =>
  page.evaluate(() =>
    Promise.race([window.__painted, new Promise((resolve) => setTimeout(resolve, 2000))]),
  );

/**
 * One interaction measured on its own: `act` taps and waits for what it changes on screen, then
 * the Event Timing entries of the interactions that were new are read (they come after the next
 * paint). Its figure is its longest entry; none means every event took under 16 ms.
 */
async function measure(page, act) {
  const seen = new Set(await page.evaluate(() => window.__inpEvents.map((event) => event.id)));
  await page.evaluate(() => {
    window.__painted = new Promise((resolve) => {
      window.__interactionPainted = resolve;
    });
  });
  const shown = await act();
  let events = [];
  const deadline = Date.now() + 3000;
  let settledAt = null;
  while (Date.now() < deadline) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    const now = (await page.evaluate(() => window.__inpEvents)).filter(
      (event) => !seen.has(event.id),
    );
    if (now.length > 0 && now.length === events.length) {
      settledAt ??= Date.now();
      if (Date.now() - settledAt > 300) break;
    } else settledAt = null;
    events = now;
    await sleep(100);
  }
  const longest = events.toSorted((a, b) => b.duration - a.duration)[0];
  // Its phases over all its events (a tap's pointerdown, pointerup and click run in one task).
  const own = events.filter((event) => event.id === longest?.id);
  const first = (key) => Math.min(...own.map((event) => event[key]));
  const last = (key) => Math.max(...own.map((event) => event[key]));
  return {
    ms: longest?.duration ?? 0,
    below16: !longest,
    shown,
    longest: longest && {
      event: [...new Set(own.map((event) => event.name))].join('+'),
      target: longest.target,
      inputDelay: first('processingStart') - first('startTime'),
      processing: last('processingEnd') - first('processingStart'),
      presentation:
        Math.max(...own.map((event) => event.startTime + event.duration)) - last('processingEnd'),
    },
  };
}

/** How many of a step's first parts the search tries before going back a step. */
const TRIED_PER_STEP = 4;

/**
 * A complete PC of compatible parts in stock, found through the products API with the filters
 * the customiser sends, in the default order (bestselling): each step's first part that still
 * leaves a compatible part in stock for every later step, going back a step when one has none.
 * Answers the build's share code.
 */
async function completeBuild(base) {
  const list = async (category, code) => {
    const query = new URLSearchParams({
      category,
      in_stock: 'true',
      only_compatible: 'true',
      per_page: String(TRIED_PER_STEP),
    });
    if (code) query.set('build', code);
    const response = await fetch(`${base}/api/ecommerce/products?${query}`);
    if (!response.ok) throw new Error(`${category}: the products API answered ${response.status}`);
    return (await response.json()).items;
  };
  const extend = async (chosen, at) => {
    if (at === buildSteps.length) return chosen;
    const code = chosen.map((item) => item.id).join('.');
    for (const item of await list(buildSteps[at], code)) {
      const found = await extend([...chosen, item], at + 1);
      if (found) return found;
    }
    return null;
  };
  const build = await extend([], 0);
  if (!build) throw new Error('No complete PC of compatible parts in stock in the catalogue');
  console.info(
    `\nThe build (the first compatible part in stock of each step):\n  ${build
      .map((item, index) => `${buildSteps[index]}: ${item.title}`)
      .join('\n  ')}`,
  );
  return build.map((item) => item.id).join('.');
}

/**
 * The session on the step: each kind of interaction (`act` makes one, waiting for what it changes
 * on screen) and the plan, in which every interaction after the page opens is measured, so that
 * web-vitals' INP covers exactly them. `then` undoes what it leaves open, not measured; `before`
 * and `after` surround one more, for the profile.
 */
function session(page, ui, step, next) {
  const toggle = async () => {
    const on = (await ui.onlyCompatible.getAttribute('aria-checked')) === 'true';
    await tapInView(page, ui.onlyCompatible);
    await painted(page);
    await waitUntil(
      async () => (await ui.onlyCompatible.getAttribute('aria-checked')) === String(!on),
      'the switch',
    );
    return ui.shown();
  };
  // The sort select is the browser's own: a tap opens the phone's picker, which draws nothing in
  // the page; an order is picked from the keyboard (the next one down), the page's part of it.
  const openSort = async () => {
    await tapInView(page, ui.sort);
    await painted(page);
    return ui.shown();
  };
  const closeSort = () => page.keyboard.press('Escape');
  const chooseSort = async () => {
    const before = await ui.sort.inputValue();
    await ui.sort.focus();
    await page.keyboard.press('ArrowDown');
    await painted(page);
    await waitUntil(async () => (await ui.sort.inputValue()) !== before, 'the next sort order');
    return ui.shown();
  };
  const select = async () => {
    const card = ui.inStock
      .filter({ has: page.getByRole('button', { name: /^Select/, pressed: false }) })
      .first();
    const title = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    await tapInView(page, card.getByRole('button', { name: /^Select/ }));
    await painted(page);
    await waitUntil(
      async () => (await ui.card(title).getByRole('button', { pressed: true }).count()) > 0,
      `${title} selected`,
    );
    return ui.shown();
  };
  const goNext = async () => {
    await tapInView(page, ui.footer.getByRole('button', { name: `Next: ${next.label}` }));
    await painted(page);
    return ui.shows(next.label);
  };
  const goBack = async () => {
    await tapInView(page, ui.footer.getByRole('button', { name: 'Previous step' }));
    await painted(page);
    return ui.shows(step.label);
  };
  const addToCart = async () => {
    const answered = page.waitForResponse(
      (response) => response.url().includes('/pc_build') && response.request().method() === 'POST',
    );
    await tapInView(page, ui.addToCart);
    await painted(page);
    await answered;
    await waitUntil(
      async () => (await ui.addToCart.getAttribute('data-state')) === 'added',
      'the build added to the cart',
    );
    return ui.shown();
  };
  const kinds = {
    toggle: { name: 'toggle "Only compatible parts"', act: toggle, after: toggle },
    openSort: { name: 'open the sort list', act: openSort, then: closeSort },
    chooseSort: { name: 'choose a sort order', act: chooseSort },
    select: { name: 'select a part', act: select },
    firstNext: { name: 'next step, its parts not loaded yet', act: goNext },
    next: { name: `next step (${step.label} → ${next.label})`, act: goNext, after: goBack },
    previous: {
      name: `previous step (${next.label} → ${step.label})`,
      act: goBack,
      before: goNext,
    },
    addToCart: { name: 'add the build to the cart', act: addToCart },
  };
  const times = (count, ...keys) => Array.from({ length: count }, () => keys).flat();
  const plan = [
    // Off, on, off as the page opens (or the other way), then on again for the selections.
    ...times(REPEATS, 'toggle'),
    async () => (await ui.onlyCompatible.getAttribute('aria-checked')) !== 'true' && 'toggle',
    ...times(REPEATS, 'openSort', 'chooseSort'),
    ...times(REPEATS, 'select'),
    'firstNext',
    ...times(REPEATS, 'previous', 'next'),
    'previous',
    ...times(REPEATS, 'addToCart'),
  ];
  return { kinds, plan };
}

// --- CPU profile of one interaction, mapped through the build's source maps --------------------

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's mappings: per generated line, [column, source, line, column] segments. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  let sourceLine = 0;
  let sourceColumn = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) * 2 ** shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value % 2 ? -Math.floor(value / 2) : value / 2);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length < 4) continue;
      source += values[1];
      sourceLine += values[2];
      sourceColumn += values[3];
      segments.push([column, source, sourceLine, sourceColumn]);
    }
    lines.push(segments);
  }
  return lines;
}

const sourceMaps = new Map();

/**
 * Where a function of the build starts in the sources: file:line and that line's text, and whether
 * it is a library's.
 */
function original(url, line, column) {
  let map = sourceMaps.get(url);
  if (map === undefined) {
    map = null;
    try {
      const file = path.join(staticDir, new URL(url).pathname);
      if (existsSync(`${file}.map`)) {
        const json = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
        map = { json, lines: decodeMappings(json.mappings), dir: path.dirname(file) };
      }
    } catch {
      map = null;
    }
    sourceMaps.set(url, map);
  }
  const segments = map?.lines[line];
  if (!segments?.length) return null;
  let found = null;
  for (const segment of segments) {
    if (segment[0] > column) break;
    found = segment;
  }
  if (!found) return null;
  const [, source, sourceLine] = found;
  const full = path.relative(
    root,
    path.resolve(map.dir, map.json.sourceRoot ?? '', map.json.sources[source]),
  );
  const file = full.replace(/^.*node_modules\//, '');
  const text = map.json.sourcesContent?.[source]?.split('\n')[sourceLine]?.trim() ?? '';
  return { label: `${file}:${sourceLine + 1}  ${text.slice(0, 70)}`, library: file !== full };
}

/** A profile frame by where it starts in the sources; `app` when it is the shop's own code. */
function frameLabel({ functionName, url, lineNumber, columnNumber }) {
  if (!url) return { name: functionName || '(anonymous)', app: false };
  const mapped = original(url, lineNumber, columnNumber);
  if (!mapped) {
    const name = `${functionName || '(anonymous)'} ${url}:${lineNumber + 1}:${columnNumber + 1}`;
    return { name, app: false };
  }
  return { name: mapped.label, app: !mapped.library };
}

/**
 * Self and total (inclusive) time per function of a CPU profile within `window` (trace clock,
 * µs), idle left out.
 */
function summariseProfile(profile, window) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  const frames = new Map();
  const frame = (node) => {
    if (!frames.has(node.id)) frames.set(node.id, frameLabel(node.callFrame));
    return frames.get(node.id);
  };
  const self = new Map();
  const total = new Map();
  const add = (map, name, ms) => map.set(name, (map.get(name) ?? 0) + ms);
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index];
    if (at < window.start || at > window.end) return;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = nodes.get(id);
    if (['(idle)', '(root)'].includes(node.callFrame.functionName)) return;
    busy += ms;
    add(self, frame(node).name, ms);
    const counted = new Set();
    for (let caller = node; caller; caller = nodes.get(parents.get(caller.id))) {
      const { name, app } = frame(caller);
      if (!app || counted.has(name)) continue;
      counted.add(name);
      add(total, name, ms);
    }
  });
  const top = (map, count) => [...map.entries()].toSorted((a, b) => b[1] - a[1]).slice(0, count);
  return { busy, self: top(self, 15), total: top(total, 20) };
}

/**
 * The slowest interaction of a Chromium trace (its EventTiming events: from the first input to the
 * next paint, µs) and, within it, the renderer's main thread by event, in self time (an event's
 * own time, less that of the events inside it): script, style, layout, paint, garbage collection.
 */
function summariseTrace(trace) {
  const events = JSON.parse(trace.toString('utf8')).traceEvents;
  // Each event of an interaction begins (ph b) where it starts, with its duration in ms.
  const interactions = new Map();
  for (const event of events) {
    const data = event.name === 'EventTiming' && event.ph === 'b' ? event.args?.data : null;
    if (!data?.interactionId) continue;
    const window = interactions.get(data.interactionId) ?? { start: event.ts, end: event.ts };
    interactions.set(data.interactionId, {
      start: Math.min(window.start, event.ts),
      end: Math.max(window.end, event.ts + data.duration * 1000),
    });
  }
  const window = [...interactions.values()].toSorted(
    (a, b) => b.end - b.start - (a.end - a.start),
  )[0] ?? { start: -Infinity, end: Infinity };

  const mains = events.filter(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const spans = mains
    .map((main) =>
      events.filter(
        (event) =>
          event.ph === 'X' &&
          event.dur &&
          event.pid === main.pid &&
          event.tid === main.tid &&
          event.ts >= window.start &&
          event.ts <= window.end &&
          !/^(CpuProfiler|Profiler)/.test(event.name),
      ),
    )
    .toSorted((a, b) => b.length - a.length)[0];
  const self = new Map();
  const stack = [];
  const close = (until) => {
    while (stack.length > 0 && stack.at(-1).end <= until) {
      const done = stack.pop();
      self.set(done.name, (self.get(done.name) ?? 0) + done.self / 1000);
    }
  };
  for (const event of (spans ?? []).toSorted((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    close(event.ts);
    if (stack.length > 0) stack.at(-1).self -= event.dur;
    stack.push({ name: event.name, end: event.ts + event.dur, self: event.dur });
  }
  close(Infinity);
  const byEvent = [...self.entries()]
    .filter(([name, ms]) => ms >= 1 && !/^(RunTask|ThreadControllerImpl::RunTask)$/.test(name))
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, 12);
  return { window, byEvent };
}

/** One more interaction of a kind under the CDP profiler and a performance trace. */
async function profileOnce(page, browser, cdp, kind) {
  await kind.before?.();
  await quiet(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
  });
  await cdp.send('Profiler.start');
  const result = await measure(page, kind.act);
  const { profile } = await cdp.send('Profiler.stop');
  const rawTrace = await browser.stopTracing();
  const trace = summariseTrace(rawTrace);
  await kind.then?.();
  await kind.after?.();
  if (process.env.INP_PROFILE_DIR) {
    // For Chromium's DevTools: the profile in Performance or JavaScript Profiler, the trace in Performance.
    const folder = path.resolve(process.env.INP_PROFILE_DIR);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'interaction.cpuprofile'), JSON.stringify(profile));
    writeFileSync(path.join(folder, 'interaction.trace.json'), rawTrace);
    console.info(`Profile and trace written to ${folder}`);
  }
  return { result, trace, profile: summariseProfile(profile, trace.window) };
}

// --- The run -----------------------------------------------------------------------------------

const worstOf = (row) => Math.max(...row.results.map((result) => result.ms));

function printTable(rows, inp) {
  const format = (ms) => `${Math.round(ms)}`;
  const cell = (ms) => (ms === 0 ? '< 16' : format(ms));
  console.info(
    `\nINP per interaction on a phone (${phone.viewport.width}×${phone.viewport.height} @${phone.deviceScaleFactor}x, touch, CPU ${CPU_SLOWDOWN}× slower): the longest Event Timing entry of each, ms\n`,
  );
  console.info(
    '| interaction | repeats | INP median | INP max | the max: input delay / processing / presentation | candidates shown | target | met |',
  );
  console.info('| --- | ---: | ---: | ---: | --- | --- | ---: | --- |');
  for (const row of rows) {
    const values = row.results.map((result) => result.ms);
    const { longest } = row.results.toSorted((a, b) => b.ms - a.ms)[0];
    const phases = longest
      ? `${format(longest.inputDelay)} / ${format(longest.processing)} / ${format(longest.presentation)} (${longest.event})`
      : 'every event < 16 ms';
    const shown = [...new Set(row.results.map((result) => result.shown))].join(' / ');
    console.info(
      `| ${row.name} | ${values.length} | ${cell(median(values))} | ${cell(worstOf(row))} | ${phases} | ${shown} | ≤ ${TARGET_MS} | ${worstOf(row) <= TARGET_MS ? 'yes' : 'NO'} |`,
    );
  }
  if (inp) {
    console.info(
      `\nweb-vitals onINP, the whole session: ${Math.round(inp.value)} ms, ${inp.type} on ${inp.target ?? 'an element since removed'} (input delay ${format(inp.inputDelay)}, processing ${format(inp.processing)}, presentation ${format(inp.presentation)})`,
    );
  }
}

async function main() {
  if (!process.env.INP_SHOP_URL && !existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`No built storefront in ${staticDir}: build it first (see this file's head)`);
  }
  const base =
    process.env.INP_SHOP_URL?.replace(/\/$/, '') ?? (await startShop(await prepareDatabase()));
  const { step, next } = pickStep(await stepCounts(base));

  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  cleanups.push(() => browser.close());
  const context = await browser.newContext({
    ...phone,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    baseURL: base,
  });
  await context.addInitScript({ content: observerScript });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const ui = customiser(page);
  // The build opened as a shared link (not measured, not slowed), then its step afresh: the build
  // comes back from its cookie. The phone's CPU from here on.
  const code = await completeBuild(base);
  await page.goto(`${CUSTOMISER}?build=${code}`);
  await waitUntil(
    async () =>
      (await context.cookies()).some(
        (cookie) => cookie.name === 'rigsmith.customiser' && cookie.value.includes(code),
      ),
    'the build kept',
  );
  await page.goto(`${CUSTOMISER}?step=${step.category}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  console.info(`\nMeasuring on ${step.label} (${await ui.shows(step.label)} parts shown) …`);

  const { kinds, plan } = session(page, ui, step, next);
  const results = new Map(Object.keys(kinds).map((key) => [key, []]));
  for (const planned of plan) {
    const key = typeof planned === 'function' ? await planned() : planned;
    if (!key) continue;
    await quiet(page);
    const result = await measure(page, kinds[key].act);
    await kinds[key].then?.();
    results.get(key).push(result);
    console.info(
      `  ${kinds[key].name}: ${result.below16 ? '< 16' : Math.round(result.ms)} ms, ${result.shown} shown`,
    );
  }
  const rows = Object.entries(kinds).map(([key, kind]) => ({
    key,
    name: kind.name,
    kind,
    results: results.get(key),
  }));
  printTable(rows, await page.evaluate(() => window.__inp));

  if (process.env.INP_PROFILE !== '0') {
    const slowest =
      rows.find((row) => row.key === process.env.INP_PROFILE) ??
      rows.toSorted((a, b) => worstOf(b) - worstOf(a))[0];
    const profiled = await profileOnce(page, browser, cdp, slowest.kind);
    const { start, end } = profiled.trace.window;
    console.info(
      `\nWhere one more "${slowest.name}" spends its time (${Math.round(profiled.result.ms)} ms with the profiler on, ${Math.round((end - start) / 1000)} ms from the tap to the next paint in the trace; CPU ${CPU_SLOWDOWN}× slower):`,
    );
    console.info(
      `  CPU profile, ${Math.round(profiled.profile.busy)} ms of main-thread work: self time`,
    );
    for (const [name, ms] of profiled.profile.self) {
      console.info(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
    }
    console.info('  the shop’s own functions, total time (with what they call):');
    for (const [name, ms] of profiled.profile.total) {
      console.info(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
    }
    console.info('  performance trace, the main thread by event (self time):');
    for (const [name, ms] of profiled.trace.byEvent) {
      console.info(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
    }
  }
  return rows;
}
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('Cleaning up failed:', error);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

try {
  const rows = await main();
  const misses = rows.filter((row) => row.results.some((result) => result.ms > TARGET_MS));
  console.info(`\nTarget: every interaction's INP ≤ ${TARGET_MS} ms.`);
  if (misses.length > 0) {
    console.info(`Missed: ${misses.map((row) => row.name).join('; ')}`);
    process.exitCode = 1;
  } else {
    console.info('Every interaction met its target.');
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
