import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const common = (locale: string) =>
  JSON.parse(readFileSync(path.join(locales, locale, 'common.json'), 'utf8')) as {
    home: { heroTitle: string };
    cookies: { requiredOnly: string };
  };
const homeTitle = (locale: string) => common(locale).home.heroTitle;

const editions = [
  { path: '/', lang: 'en-GB' },
  { path: '/fr', lang: 'fr-FR' },
  { path: '/it', lang: 'it' },
  { path: '/es', lang: 'es-ES' },
  { path: '/de', lang: 'de-DE' },
];

test('the editions speak different languages', () => {
  expect(new Set(editions.map((edition) => homeTitle(edition.lang))).size).toBe(editions.length);
});

for (const edition of editions) {
  test(`the home page renders in ${edition.lang} at ${edition.path}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(edition.path);
    await expect(
      page.getByRole('heading', { level: 1, name: homeTitle(edition.lang) }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', edition.lang);
    expect(errors).toEqual([]);
  });
}

test('switching edition keeps the page and changes the language', async ({ page }) => {
  await page.goto('/fr');
  // The cookie banner covers the foot of the page until the shopper chooses.
  await page.getByRole('button', { name: common('fr-FR').cookies.requiredOnly }).click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Deutschland' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('heading', { level: 1, name: homeTitle('de-DE') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

test('the health endpoint reports the embedded database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect((await response.json()).database).toMatchObject({ kind: 'pglite', state: 'up' });
});

test('an unknown page says so', async ({ page, expectFailedLoad }) => {
  expectFailedLoad({ url: '/no-such-page', status: 404 });
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
});
