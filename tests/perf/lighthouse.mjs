#!/usr/bin/env node
/**
 * Lighthouse on the built shop: starts the server on a free port with an embedded database in a
 * temporary folder and the built storefront, and audits one page of every route kind of the
 * storefront's route table, in the uk edition (no prefix) and the de edition (`/de`), with
 * Lighthouse's mobile defaults (headless Chromium). The pages a signed-in customer sees are
 * audited with a customer, cart and orders made through the shop's API. Each page is audited
 * LIGHTHOUSE_RUNS times (default 3); the run of median performance gives its figures: performance,
 * LCP, CLS, TBT, the JavaScript (gzip) it loaded beyond the shop's shared start-up, and whether
 * every script but the entry was requested after the first paint. Exits 1 when one misses. The
 * page list is checked against the route table read from storefront/src: a route without a page
 * here is warned of.
 *
 *   pnpm build && pnpm perf:lighthouse
 *
 * STATIC_DIR points at another build (default storefront/dist); CHROMIUM_PATH at the browser
 * (default /usr/bin/chromium); LIGHTHOUSE_PAGES=<regex> audits the pages whose name matches
 * (`home (uk)`, `account: orders (de)`…); LIGHTHOUSE_JSON=<folder> keeps each run's full report.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import {
  editions,
  gzipBytes,
  preparedTab,
  routeTable,
  shopFixtures,
  startupScripts,
} from './lighthouseShop.mjs';
import { shopServer } from './shopServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const staticDir = path.resolve(root, process.env.STATIC_DIR ?? 'storefront/dist');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const only = process.env.LIGHTHOUSE_PAGES ? new RegExp(process.env.LIGHTHOUSE_PAGES) : null;

/** What the storefront must reach on a mid-range phone (Lighthouse's mobile emulation). */
const targets = { performance: 95, lcpMs: 1800, cls: 0.05, tbtMs: 100, pageJsKb: 60 };

/** The local storage keys of the stores (stores/src: cart, checkout). */
const keys = {
  cart: 'rigsmith.cart',
  checkoutOrder: 'rigsmith.checkout.order',
};
/** The cookie of the customiser's build (stores/src/customiser/savedBuild.ts). */
const savedBuildCookie = 'rigsmith.customiser';
/** The cookie of the checkout's progress (stores/src/checkout/CheckoutStore.ts). */
const checkoutProgressCookie = 'rigsmith.checkout.started';

/**
 * One page of each route kind (`route`: its path in the route table). `open` makes what one run
 * of the page needs, made again for each run: its path in the edition, a signed-in `session`,
 * `local` storage and `cookies`.
 */
const pages = [
  { name: 'home', route: '/', open: () => ({ path: '/' }) },
  { name: 'gaming PC list', route: 'gaming-pcs', open: () => ({ path: '/gaming-pcs' }) },
  {
    name: 'model page',
    route: 'gaming-pcs/:slug',
    open: async (shop) => ({ path: `/gaming-pcs/${(await shop.catalogue()).model.slug}` }),
  },
  { name: 'games list', route: 'games', open: () => ({ path: '/games' }) },
  {
    name: 'game page',
    route: 'games/:slug',
    open: async (shop) => ({ path: `/games/${(await shop.catalogue()).game.slug}` }),
  },
  {
    name: 'builds by budget',
    route: 'builds-by-budget',
    open: () => ({ path: '/builds-by-budget' }),
  },
  { name: 'builds by FPS', route: 'builds-by-fps', open: () => ({ path: '/builds-by-fps' }) },
  {
    name: 'customiser',
    route: 'custom-pc-builder/customiser',
    open: () => ({ path: '/custom-pc-builder/customiser' }),
  },
  {
    name: 'customiser from a model',
    route: 'custom-pc-builder/customiser',
    open: async (shop) => ({
      path: `/custom-pc-builder/customiser?reference=${(await shop.catalogue()).model.slug}`,
    }),
  },
  {
    name: 'system summary',
    route: 'system-summary',
    // The build the customiser keeps: the model's parts.
    open: async (shop) => {
      const { model, build } = await shop.catalogue();
      const code = build
        .map(({ component, amount }) => (amount === 1 ? component : `${component}*${amount}`))
        .join('.');
      return {
        path: '/system-summary',
        cookies: {
          [savedBuildCookie]: JSON.stringify({ code, reference: model.slug, draftId: null }),
        },
      };
    },
  },
  { name: 'login', route: 'login', open: () => ({ path: '/login' }) },
  { name: 'register', route: 'register', open: () => ({ path: '/register' }) },
  { name: 'forgotten password', route: 'login/reset', open: () => ({ path: '/login/reset' }) },
  {
    name: 'new password (reset link)',
    route: 'login/reset',
    open: async (shop, edition) => ({ path: `/login/reset?${await shop.resetQuery(edition)}` }),
  },
  {
    name: 'set password (registration link)',
    route: 'create-password/:token',
    open: async (shop, edition) => ({
      path: `/create-password/${await shop.setPasswordToken(edition)}`,
    }),
  },
  ...[
    ['profile', 'account'],
    ['orders', 'account/orders'],
    ['saved builds', 'account/saved-builds'],
    ['affiliate', 'account/affiliate'],
  ].map(([tab, route]) => ({
    name: `account: ${tab}`,
    route,
    open: async (shop, edition) => ({ path: `/${route}`, session: await signedIn(shop, edition) }),
  })),
  {
    name: 'cart',
    route: 'checkout',
    open: async (shop, edition) => {
      const session = await signedIn(shop, edition);
      await shop.fillBasket(edition, session.access, (await shop.catalogue()).cartLines);
      return { path: '/checkout', session };
    },
  },
  {
    name: 'checkout: sign-in',
    route: 'checkout/auth',
    // A guest who left the cart for the checkout: the cart's lines are the browser's.
    open: async (shop) => ({
      path: '/checkout/auth',
      local: {
        [keys.cart]: JSON.stringify(
          (await shop.catalogue()).cartLines.map((product) => ({ product, amount: 1 })),
        ),
      },
      cookies: { [checkoutProgressCookie]: 'true' },
    }),
  },
  {
    name: 'checkout: shipping',
    route: 'checkout/shipping',
    open: async (shop, edition) => {
      const session = await signedIn(shop, edition);
      await shop.fillBasket(edition, session.access, (await shop.catalogue()).cartLines);
      return { path: '/checkout/shipping', session, cookies: { [checkoutProgressCookie]: 'true' } };
    },
  },
  {
    name: 'checkout: payment',
    route: 'checkout/payment',
    // An order of its own each run, as the shipping stage would have placed (it holds its stock
    // until its hold runs out).
    open: async (shop, edition) => {
      const session = await signedIn(shop, edition);
      const { cartLines } = await shop.catalogue();
      const order = await shop.placeOrder(edition, session.access, cartLines);
      return {
        path: '/checkout/payment',
        session,
        local: { [keys.checkoutOrder]: JSON.stringify(order) },
        cookies: { [checkoutProgressCookie]: `ordered:${order.id}` },
      };
    },
  },
  {
    name: 'checkout: confirmed',
    route: 'checkout/confirmed',
    open: async (shop, edition) => {
      const order = await shop.paidOrder(edition);
      return {
        path: '/checkout/confirmed',
        session: await signedIn(shop, edition),
        local: { [keys.checkoutOrder]: JSON.stringify(order) },
        cookies: { [checkoutProgressCookie]: `ordered:${order.id}` },
      };
    },
  },
  {
    name: 'order details',
    route: 'order/details',
    open: async (shop, edition) => ({
      path: `/order/details?id=${(await shop.paidOrder(edition)).id}`,
      session: await signedIn(shop, edition),
    }),
  },
  {
    name: 'order review',
    route: 'order/review',
    delivered: true,
    open: async (shop, edition) => {
      const order = await shop.orderToDeliver(edition);
      return {
        path: `/order/review?id=${order.id}&item=${order.items[0].id}`,
        session: await signedIn(shop, edition),
      };
    },
  },
  { name: 'contact', route: 'contact-us', open: () => ({ path: '/contact-us' }) },
  { name: 'CMS page', route: '*', open: () => ({ path: '/about-us' }) },
  { name: 'not found', route: '*', notFound: true, open: () => ({ path: '/no-such-page' }) },
];

/** A new login for each run: the browser's refresh token is used once, its session its own. */
async function signedIn(shop, edition) {
  return shop.signIn((await shop.customer(edition)).email);
}

// chrome-launcher and puppeteer-core come with lighthouse: resolve them from there.
const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
const chromeLauncher = await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
const { default: puppeteer } = await import(
  pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href
);

/**
 * One Lighthouse run of a page; a run whose trace Lighthouse could not read (it says so, e.g.
 * NO_NAVSTART, and scores nothing) is run again, twice at most.
 */
async function audit(url, tab, { notFound }) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The not-found page answers 404, as it should.
        ignoreStatusCode: Boolean(notFound),
      },
      undefined,
      tab,
    );
    if (lhr.categories.performance.score !== null) return lhr;
    const reason = lhr.runtimeError?.code ?? lhr.audits['largest-contentful-paint']?.errorMessage;
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${reason}`);
    console.error(`Lighthouse could not measure ${url} (${reason}); running it again`);
  }
}

/**
 * The figures of one run: its metrics, the gzip size of the scripts it loaded beyond the shared
 * start-up, and the scripts other than the entry requested before the first paint (both clocks
 * of the trace: the observed paint, not Lighthouse's simulated one).
 */
function figures(report, base, startup) {
  const network = report.audits['network-requests'].details;
  const paintTs = report.audits.metrics.details.items[0].observedFirstContentfulPaintTs;
  const scripts = network.items
    .filter((request) => request.resourceType === 'Script' && request.url.startsWith(base))
    .map((request) => ({
      file: new URL(request.url).pathname,
      startTs: network.debugData.networkStartTimeTs + request.rendererStartTime * 1000,
    }));
  const pageScripts = scripts.filter((script) => !startup.files.has(script.file));
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    pageJsKb: pageScripts.reduce((sum, { file }) => sum + gzipBytes(staticDir, file), 0) / 1024,
    beforePaint: scripts
      .filter((script) => script.file !== startup.entry && script.startTs < paintTs)
      .map((script) => path.posix.basename(script.file)),
    landedOn: new URL(report.finalDisplayedUrl).pathname,
  };
}

function warnOfUnauditedRoutes() {
  const table = routeTable(root);
  const unaudited = table.filter((route) => !pages.some((page) => page.route === route));
  for (const route of unaudited) {
    console.warn(`Warning: route ${route} of the storefront's table has no page audited here`);
  }
  for (const page of pages.filter((item) => !table.includes(item.route))) {
    console.warn(`Warning: "${page.name}" names route ${page.route}, not in the route table`);
  }
  if (unaudited.length === 0) console.info(`Each of the ${table.length} routes has a page here.`);
}

async function main() {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`No built storefront in ${staticDir}: run \`pnpm build\` first`);
  }
  warnOfUnauditedRoutes();
  const selected = pages.flatMap((page) =>
    editions
      .map((edition) => ({ page, edition, name: `${page.name} (${edition.id})` }))
      .filter(({ name }) => !only || only.test(name)),
  );
  if (selected.length === 0) throw new Error(`No page matches LIGHTHOUSE_PAGES=${only}`);
  const startup = startupScripts(staticDir);
  const startupKb =
    [...startup.files].reduce((sum, file) => sum + gzipBytes(staticDir, file), 0) / 1024;

  const server = await shopServer(root, staticDir, {
    // The outbox gives the emailed links; a login per run exceeds the per-address login limit.
    env: { DEV_OUTBOX: 'true', RATE_LIMIT_SCALE: '100' },
  });
  const { base } = server;
  let chrome;
  let browser;
  try {
    await server.start();
    const shop = shopFixtures(base, root, server.env);
    // The review needs a delivered order: staff move it there, on the database the server holds.
    const deliveredIn = new Set(
      selected.filter(({ page }) => page.delivered).map((item) => item.edition),
    );
    if (deliveredIn.size > 0) {
      const orders = [];
      for (const edition of deliveredIn) orders.push(await shop.orderToDeliver(edition));
      await server.stop();
      for (const order of orders) await shop.deliver(order);
      await server.start();
    }

    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const rows = [];
    for (const { page, edition, name } of selected) {
      const results = [];
      let url;
      let heading;
      for (let run = 1; run <= runs; run += 1) {
        const state = await page.open(shop, edition);
        url = `${base}${edition.prefix}${state.path === '/' && edition.prefix ? '' : state.path}`;
        // A first visit warms the server's response cache, as a running shop's would be.
        if (run === 1) await fetch(url);
        const tab = await preparedTab(browser, base, state);
        try {
          const report = await audit(url, tab, page);
          if (process.env.LIGHTHOUSE_JSON) {
            const file = `${name.replace(/\W+/g, '-').replace(/-$/, '')}-${run}.json`;
            writeFileSync(path.join(process.env.LIGHTHOUSE_JSON, file), JSON.stringify(report));
          }
          results.push(figures(report, base, startup));
          // The page's heading tells at a glance that it is the page meant (not a guard's).
          heading = await tab.evaluate(() => document.querySelector('h1')?.textContent ?? '');
        } finally {
          await tab.close();
        }
      }
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor((results.length - 1) / 2)];
      // Tokens of the emailed links are left out of the table.
      rows.push({
        name,
        path: url.slice(base.length).replace(/[\w-]{24,}/g, '…'),
        requested: new URL(url).pathname,
        ...median,
      });
      const scores = results.map((result) => result.performance).join(', ');
      console.info(`${name}: performance ${scores}; heading "${heading.trim()}"`);
    }
    return { rows, startup, startupKb };
  } finally {
    await browser?.disconnect();
    await chrome?.kill();
    await server.remove();
  }
}

const { rows, startup, startupKb } = await main();
const misses = [];
console.info(
  `\n| page | path | performance | LCP | CLS | TBT | JS beyond start-up (gzip) | scripts after first paint |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |`,
);
for (const row of rows) {
  const afterPaint = row.beforePaint.length === 0 ? 'yes' : `no: ${row.beforePaint.length} before`;
  console.info(
    `| ${row.name} | \`${row.path}\` | ${row.performance} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.cls} | ${row.tbtMs} ms | ${row.pageJsKb.toFixed(1)} KB | ${afterPaint} |`,
  );
  const miss = (text) => misses.push(`${row.name}: ${text}`);
  if (row.performance < targets.performance) miss(`performance ${row.performance}`);
  if (row.lcpMs > targets.lcpMs) miss(`LCP ${row.lcpMs} ms`);
  if (row.cls > targets.cls) miss(`CLS ${row.cls}`);
  if (row.tbtMs > targets.tbtMs) miss(`TBT ${row.tbtMs} ms`);
  if (row.pageJsKb > targets.pageJsKb)
    miss(`JS beyond start-up ${row.pageJsKb.toFixed(1)} KB gzip`);
  if (row.beforePaint.length > 0) {
    const more = row.beforePaint.length > 3 ? ` and ${row.beforePaint.length - 3} more` : '';
    miss(`requested before the first paint: ${row.beforePaint.slice(0, 3).join(', ')}${more}`);
  }
  if (row.landedOn !== row.requested) miss(`ended on ${row.landedOn}`);
}
console.info(
  `\nShared start-up (every page): ${startup.files.size} scripts, ${startupKb.toFixed(1)} KB gzip, from ${startup.entry}.`,
);
console.info(
  `Targets: performance ≥ ${targets.performance}, LCP ≤ ${targets.lcpMs / 1000} s, CLS ≤ ${targets.cls}, TBT ≤ ${targets.tbtMs} ms, JS beyond start-up ≤ ${targets.pageJsKb} KB gzip, every script but the entry requested after the first paint. Figures: the run of median performance of ${runs}.`,
);
if (misses.length > 0) {
  console.info(`Missed:\n${misses.map((text) => `- ${text}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.info('Every target met.');
}
