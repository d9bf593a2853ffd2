import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const nav = (
  JSON.parse(readFileSync(path.join(locales, 'en-GB', 'common.json'), 'utf8')) as {
    nav: { buildsByFps: string; buildsByBudget: string };
  }
).nav;

// Source document §9: a page's chunk loads when its link is hovered or focused, before the click.
test('hovering or focusing a link loads its page ahead, once', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(BuildsBy\w+Page)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (name) chunks.push(name);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);

  const header = page.getByRole('banner');
  await header.getByRole('link', { name: nav.buildsByFps }).hover();
  await expect.poll(() => chunks).toEqual(['BuildsByFpsPage']);
  await header.getByRole('link', { name: nav.buildsByBudget }).focus();
  await expect.poll(() => chunks).toEqual(['BuildsByFpsPage', 'BuildsByBudgetPage']);

  await page.mouse.move(0, 0);
  await header.getByRole('link', { name: nav.buildsByFps }).hover();
  await header.getByRole('link', { name: nav.buildsByFps }).click();
  await expect(page).toHaveURL(/\/builds-by-fps$/);
  expect(chunks).toEqual(['BuildsByFpsPage', 'BuildsByBudgetPage']);
});
