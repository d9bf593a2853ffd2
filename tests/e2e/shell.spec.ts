import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
interface Common {
  nav: { main: string; gamingPcs: string; contact: string };
  cookies: { title: string; acceptAll: string; requiredOnly: string };
  header: { edition: string; currency: string };
}
const common = (locale: string) =>
  JSON.parse(readFileSync(path.join(locales, locale, 'common.json'), 'utf8')) as Common;

const editions = [
  { edition: 'uk', prefix: '', lang: 'en-GB' },
  { edition: 'fr', prefix: '/fr', lang: 'fr-FR' },
  { edition: 'it', prefix: '/it', lang: 'it' },
  { edition: 'es', prefix: '/es', lang: 'es-ES' },
  { edition: 'de', prefix: '/de', lang: 'de-DE' },
];

/** The global loader has gone: start-up data loaded and 500 ms passed. */
async function shellReady(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function editionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value;
}

const isAnalytics = (url: string) => new URL(url).pathname.startsWith('/api/site/analytics');

for (const { prefix, lang } of editions) {
  test(`the header, footer and head speak ${lang} at ${prefix || '/'}`, async ({ page }) => {
    const texts = common(lang);
    await page.goto(prefix || '/');
    await shellReady(page);
    const nav = page.getByRole('navigation', { name: texts.nav.main });
    await expect(nav.getByRole('link', { name: texts.nav.gamingPcs })).toHaveAttribute(
      'href',
      `${prefix}/gaming-pcs`,
    );
    await expect(nav.getByRole('link', { name: texts.nav.contact })).toHaveAttribute(
      'href',
      `${prefix}/contact-us`,
    );
    await expect(
      page.getByRole('button', { name: new RegExp(`^${texts.header.edition}`) }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: texts.cookies.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(prefix || '/', page.url()).href,
    );
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(6);
    await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
      'href',
      new URL('/de', page.url()).href,
    );
  });

  test(`the home page at ${prefix || '/'} has no accessibility violations`, async ({ page }) => {
    await page.goto(prefix || '/');
    await shellReady(page);
    // The home page's own chunk may still be on its way when the loader goes.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}

test('the footer links the terms and conditions', async ({ page }) => {
  await page.goto('/fr');
  await shellReady(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Conditions générales de vente' })).toHaveAttribute(
    'href',
    '/fr/terms-and-conditions',
  );
});

test('switching edition keeps the page and remembers the choice in the cookie', async ({
  page,
}) => {
  await page.goto('/games?sort=price_asc');
  await shellReady(page);
  await page.getByRole('button', { name: 'Edition: UK' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutschland' }).click();
  await expect(page).toHaveURL(/\/de\/games\?sort=price_asc$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  expect(await editionCookie(page)).toBe('de');
  // With the cookie set, `/` is never redirected again.
  await page.goto('/');
  await shellReady(page);
  await expect(page).toHaveURL(/\/$/);
});

test('the header menus load on first use; one that fails to load stays a button and tries again', async ({
  page,
  expectFailedLoad,
  expectLoggedError,
}) => {
  const menuChunks: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(HeaderDropdowns|MenuDrawerDialog)-[\w-]+\.js$/.exec(
      request.url(),
    )?.[1];
    if (name) menuChunks.push(name);
  });
  const dropdowns = /\/assets\/HeaderDropdowns-[\w-]+\.js$/;
  await page.route(dropdowns, (route) => route.abort());
  expectFailedLoad({ url: dropdowns, status: 'aborted' });
  expectLoggedError('The header menus could not be loaded');
  await page.goto('/');
  await shellReady(page);
  await page.waitForLoadState('networkidle');
  expect(menuChunks).toEqual([]);

  const edition = page.getByRole('button', { name: 'Edition: UK' });
  await expect(edition).toHaveAttribute('aria-haspopup', 'menu');
  await edition.click();
  await expect.poll(() => menuChunks.length).toBeGreaterThan(0);
  await expect(edition).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.unroute(dropdowns);
  await edition.click();
  await expect(page.getByRole('menuitemradio', { name: 'United Kingdom' })).toBeChecked();
  expect(menuChunks).not.toContain('MenuDrawerDialog');
});

test.describe('a first visit with a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('lands once on /fr, and the cookie keeps it from happening again', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    expect(await editionCookie(page)).toBe('fr');
    await page.getByRole('button', { name: 'Nécessaires uniquement' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'United Kingdom' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    expect(await editionCookie(page)).toBe('uk');
    await page.goto('/');
    await shellReady(page);
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  test('a deep link is not redirected', async ({ page }) => {
    await page.goto('/games');
    await shellReady(page);
    await expect(page).toHaveURL(/:\d+\/games$/);
  });
});

test('switching currency asks the API in the new currency and is remembered', async ({ page }) => {
  await page.goto('/');
  await shellReady(page);
  const settingsAsked = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/settings/general' &&
      new URL(request.url()).searchParams.get('currency') === 'EUR',
  );
  await page.getByRole('button', { name: 'Currency: GBP' }).click();
  await page.getByRole('menuitemradio', { name: /Euro/ }).click();
  await settingsAsked;
  await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();
  await page.reload();
  await shellReady(page);
  await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();
});

test('Required Only is remembered and never loads analytics', async ({ page }) => {
  const analytics: string[] = [];
  page.on('request', (request) => {
    if (isAnalytics(request.url())) analytics.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/');
  await shellReady(page);
  const banner = page.getByRole('region', { name: 'Cookies on Rigsmith' });
  await banner.getByRole('button', { name: 'Required Only' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await shellReady(page);
  await expect(page.getByRole('region', { name: 'Cookies on Rigsmith' })).toHaveCount(0);
  await page.goto('/fr');
  await shellReady(page);
  expect(analytics).toEqual([]);
});

test('analytics load only after Accept All, and the choice is remembered', async ({ page }) => {
  const analytics: { method: string; path: string; body: string | null }[] = [];
  page.on('request', (request) => {
    if (!isAnalytics(request.url())) return;
    analytics.push({
      method: request.method(),
      path: new URL(request.url()).pathname,
      body: request.postData(),
    });
  });
  await page.goto('/it');
  await shellReady(page);
  expect(analytics).toEqual([]);
  const recorded = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/site/analytics/page_views' &&
      response.status() === 204,
  );
  await page.getByRole('button', { name: 'Accetta tutti' }).click();
  await recorded;
  expect(analytics.map((call) => `${call.method} ${call.path}`)).toEqual([
    'GET /api/site/analytics.js',
    'POST /api/site/analytics/page_views',
  ]);
  expect(JSON.parse(analytics[1]!.body ?? '{}')).toMatchObject({ tag: 'RS-IT-1003', path: '/it' });

  await page.reload();
  await shellReady(page);
  await expect(page.getByRole('region', { name: 'I cookie su Rigsmith' })).toHaveCount(0);
  await expect.poll(() => analytics.filter((call) => call.method === 'POST').length).toBe(2);
});

test('an unknown page shows the 404 error page with a way home', async ({
  page,
  expectFailedLoad,
}) => {
  expectFailedLoad({ url: '/fr/no-such-page', status: 404 });
  await page.goto('/fr/no-such-page');
  await shellReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByText('Page introuvable : /fr/no-such-page')).toBeVisible();
  await expect(page.getByText('Erreur 404')).toBeAttached();
  await expect(page).toHaveTitle('Page introuvable');
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/fr$/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('a chunk gone after a release reloads the page once, then shows the error page', async ({
  page,
  expectFailedLoad,
  expectLoggedError,
}) => {
  const chunk = /\/assets\/CmsPage-[^/]+\.js$/;
  await page.route(chunk, (route) => route.abort());
  expectFailedLoad({ url: chunk, status: 'aborted' });
  expectFailedLoad({ url: '/gone-after-release', status: 404 });
  expectLoggedError('The page /gone-after-release failed');
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.goto('/gone-after-release');
  // Two starts of the page: the reload's and the one that gives up.
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Error 500')).toBeAttached();
  expect(documents).toBe(2);
});
