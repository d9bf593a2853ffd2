import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

const indexHtml = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Rigsmith</title>
    <link rel="stylesheet" crossorigin href="/assets/style-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const css = `@font-face{src:url(/assets/space-grotesk-latin-wght-normal-X1.woff2)}@font-face{src:url(/assets/inter-latin-wght-normal-Y2.woff2)}.page{color:red}`;

/**
 * A stand-in for the storefront's server bundle: it reads the API through the fetch it is given
 * (as the real one does), fails for `/broken`, never answers for `/slow`, renders nothing for
 * `/account`, a 404 page for `/missing` and redirects for two legacy paths.
 */
const bundle = `
export const bodyClass = 'theme-dark';
let renders = 0;
export async function render({ url, origin, cookie, fetch }) {
  const path = new URL(url, origin).pathname;
  renders += 1;
  if (path === '/counted') return { html: 'render ' + renders + ' ' + cookie, payload: '', lang: 'en-GB', head: '', status: 200 };
  if (path === '/where') return { html: 'origin=' + origin + ' render ' + renders, payload: '', lang: 'en-GB', head: '<link rel="canonical" href="' + origin + path + '" />', status: 200 };
  if (path === '/broken') throw new Error('render failed');
  if (path === '/slow') return new Promise(() => {});
  if (path === '/account') return null;
  if (path === '/missing') return { html: '<h1>Page not found</h1>', payload: '', lang: 'en-GB', head: '', status: 404 };
  if (path === '/support/faqs') return { redirect: '/fr/faq', status: 301 };
  if (path === '/moved-for-now') return { redirect: 'https://elsewhere.example/x', status: 302 };
  const health = await (await fetch(new Request(origin + '/api/health'))).json();
  return {
    html: '<main>rendered ' + path + ' db=' + health.database.state + ' cookie=' + cookie + '</main>',
    payload: '<script id="rigsmith-ssr" type="application/json">{}</script>',
    lang: path.startsWith('/fr') ? 'fr-FR' : 'en-GB',
    head: '<title>Page ' + path + '</title><link rel="canonical" href="https://shop.example' + path + '" />',
    status: 200,
  };
}
`;

let staticDir: string;
let shop: TestApp;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'rigsmith-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  mkdirSync(path.join(staticDir, '.ssr'));
  writeFileSync(path.join(staticDir, 'index.html'), indexHtml);
  writeFileSync(path.join(staticDir, 'assets', 'style-abc.css'), css);
  writeFileSync(path.join(staticDir, '.ssr', 'entry-server.js'), bundle);
  shop = await buildTestApp({ STATIC_DIR: staticDir });
});

afterAll(async () => {
  await shop.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-GB', ...headers } });

describe('pages rendered on the server', () => {
  it('renders a page for a visitor without a session, reading the API in-process', async () => {
    const response = await page('/fr/games', { cookie: 'rigsmith.currency=EUR' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(
      '<div id="root" data-hydrating><main>rendered /fr/games db=up cookie=rigsmith.currency=EUR</main></div>',
    );
    expect(response.body).toContain(
      '<script id="rigsmith-ssr" type="application/json">{}</script>',
    );
    expect(response.body).toContain('<html lang="fr-FR"');
    expect(response.body).toContain('<body class="theme-dark">');
    // The page's own head in place of the template's title.
    expect(response.body).toContain(
      '<title>Page /fr/games</title><link rel="canonical" href="https://shop.example/fr/games" />',
    );
    expect(response.body).not.toContain('<title>Rigsmith</title>');
  });

  it('puts the stylesheet in the page and preloads the heading and text fonts', async () => {
    const response = await page('/games');
    expect(response.body).toContain(`<style>${css}</style>`);
    expect(response.body).not.toContain('href="/assets/style-abc.css"');
    expect(response.body).toContain(
      '<link rel="preload" href="/assets/space-grotesk-latin-wght-normal-X1.woff2" as="font" type="font/woff2" crossorigin><link rel="preload" href="/assets/inter-latin-wght-normal-Y2.woff2" as="font" type="font/woff2" crossorigin><style>',
    );
  });

  it('leaves a signed-in visitor’s page to the browser', async () => {
    const response = await page('/games', { cookie: 'rigsmith_session=%7B%7D' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('rigsmith-ssr');
  });

  it('answers a signed-in visitor with the status and redirect everyone gets', async () => {
    const signedIn = { cookie: 'rigsmith_session=%7B%7D' };
    const missing = await page('/missing', signedIn);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    expect(missing.body).not.toContain('Page not found');

    const legacy = await page('/support/faqs', signedIn);
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/fr/faq');
  });

  it('leaves a first visit that the browser sends to another edition unrendered', async () => {
    const firstVisit = await page('/', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(firstVisit.body).toContain('<div id="root"></div>');
    const returning = await page('/', {
      'accept-language': 'de-DE,de;q=0.9',
      cookie: 'i18n_redirected=uk',
    });
    expect(returning.body).toContain('rendered / ');
  });

  it('answers the page rendered in the browser when the render fails, is slow or declines', async () => {
    for (const url of ['/broken', '/slow', '/account']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  }, 10_000);

  it('compresses pages and never serves the server bundle', async () => {
    const compressed = await page('/games', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('rendered /games');
    const bundleFile = await page('/.ssr/entry-server.js');
    expect(bundleFile.statusCode).toBe(404);
    expect(bundleFile.body).not.toContain('bodyClass');
  });

  it('renders a page once for everyone with the same preferences, a few seconds at a time', async () => {
    const first = await page('/counted', { cookie: 'rigsmith.currency=EUR; other=1' });
    const again = await page('/counted', { cookie: 'other=2; rigsmith.currency=EUR' });
    const pounds = await page('/counted', { cookie: 'rigsmith.currency=GBP' });
    const rendered = (body: string) => /render (\d+) ([^<]*)/.exec(body)?.slice(1);
    const [firstCount, firstCookie] = rendered(first.body) ?? [];
    expect(firstCookie).toBe('rigsmith.currency=EUR');
    expect(rendered(again.body)).toEqual([firstCount, 'rigsmith.currency=EUR']);
    expect(rendered(pounds.body)?.[0]).not.toBe(firstCount);
    expect(rendered(pounds.body)?.[1]).toBe('rigsmith.currency=GBP');
  });

  it('answers a page that does not exist with 404, and a legacy path with its redirect', async () => {
    const missing = await page('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root" data-hydrating><h1>Page not found</h1></div>');

    const legacy = await page('/support/faqs');
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/fr/faq');
    const elsewhere = await page('/moved-for-now');
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.headers.location).toBe('https://elsewhere.example/x');

    // A HEAD request gets the same answers, without a body.
    const headMissing = await shop.app.inject({ method: 'HEAD', url: '/missing' });
    expect(headMissing.statusCode).toBe(404);
    expect(headMissing.body).toBe('');
    const headLegacy = await shop.app.inject({ method: 'HEAD', url: '/support/faqs' });
    expect(headLegacy.statusCode).toBe(301);
    expect(headLegacy.headers.location).toBe('/fr/faq');
  });

  it('answers a path with a control character 404, whatever the render made of it', async () => {
    for (const url of ['/faq%00', '/fr/games%0A', '/%1B[2J']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
    expect((await page('/faq%20x')).statusCode).toBe(200);
  });

  it('keeps API misses in the API error format', async () => {
    const response = await page('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('the Host header', () => {
  let behind: TestApp;
  beforeAll(async () => {
    behind = await buildTestApp({
      STATIC_DIR: staticDir,
      PUBLIC_URL: 'https://rigsmith.example',
      EDITION_DOMAINS: '{"rigsmith.fr":"fr"}',
    });
  });
  afterAll(async () => behind.close());

  const from = (host: string) =>
    behind.app.inject({
      method: 'GET',
      url: '/where',
      headers: { host, 'accept-language': 'en-GB' },
    });

  it('never makes an absolute URL: a forged host is served as PUBLIC_URL', async () => {
    const forged = await from('evil.example');
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain('evil.example');
    expect(forged.body).toContain('<link rel="canonical" href="https://rigsmith.example/where" />');
    expect(forged.body).toContain('origin=https://rigsmith.example render');
  });

  it('serves a host of the domain map as its edition, on its own origin', async () => {
    const french = await from('rigsmith.fr');
    expect(french.body).toContain('origin=https://rigsmith.fr render');
    expect(french.body).toContain('<link rel="canonical" href="https://rigsmith.fr/where" />');
  });

  it('never keeps a render under a forged host’s name: it shares PUBLIC_URL’s', async () => {
    const render = (body: string) => /origin=\S+ render (\d+)/.exec(body)?.[1];
    const forged = render((await from('attacker.example:8080')).body);
    const real = render((await from('rigsmith.example')).body);
    expect(forged).toBeDefined();
    expect(real).toBe(forged);
  });
});
