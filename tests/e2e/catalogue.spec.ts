import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
type Tree = { [key: string]: string | Tree };
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(locales, locale, 'catalogue.json'), 'utf8')) as Tree;
/** A text of the catalogue namespace, with its placeholders filled. */
function text(locale: string, key: string, values: Record<string, string | number> = {}) {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogue(locale),
    );
  if (typeof found !== 'string') throw new Error(`No text ${locale} ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

// Journeys through several pages, each audited with axe: room for a busy machine.
test.describe.configure({ timeout: 120_000 });

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
    ),
  ).toEqual([]);
}

interface ModelSummary {
  slug: string;
  name: string;
  price: { amount: number };
}

test('home → model page: gallery, specification and FPS per game', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const featured = page.getByRole('list', { name: text('en-GB', 'home.featuredTitle') });
  await expect(featured.getByRole('article')).toHaveCount(4);
  await expect(
    page.getByRole('link', { name: text('en-GB', 'home.customiseCta') }),
  ).toHaveAttribute('href', '/custom-pc-builder/customiser');
  await expectAccessible(page);

  const first = featured.getByRole('heading', { level: 3 }).first();
  const name = (await first.textContent())!;
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/gaming-pcs\/rigsmith-[a-z]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(text('en-GB', 'model.metaTitle', { name }));
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('link', { name: text('en-GB', 'model.customise') })).toHaveAttribute(
    'href',
    `/custom-pc-builder/customiser?reference=${slug}`,
  );
  await expect(page.getByText(text('en-GB', 'price.vatNote')).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: text('en-GB', 'model.tabGallery') }).click();
  const gallery = page.getByRole('region', { name: text('en-GB', 'gallery.label', { name }) });
  await expect(gallery).toBeVisible();
  await gallery.getByRole('button', { name: text('en-GB', 'gallery.next') }).click();
  await expect(
    gallery.getByText(text('en-GB', 'gallery.position', { number: 2, total: 4 })),
  ).toBeAttached();
  await expectAccessible(page);

  await page.getByRole('tab', { name: text('en-GB', 'model.tabSpecification') }).click();
  const spec = page.getByRole('table', { name: text('en-GB', 'model.specCaption', { name }) });
  await expect(spec).toBeVisible();
  await expect(spec.getByText(text('en-GB', 'specs.gpu'))).toBeVisible();

  const fps = page.getByRole('table', { name: text('en-GB', 'fps.caption', { name }) });
  await expect(fps.getByRole('row', { name: /Cyberpunk 2077/ })).toContainText('FPS');
  await expect(
    page.getByRole('heading', { level: 2, name: text('en-GB', 'reviews.title') }),
  ).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('the gaming PC list fills its page, sorts, and keeps the sort in the URL', async ({
  page,
  request,
}) => {
  const all = (
    (await (await request.get('/api/ecommerce/models')).json()) as { items: ModelSummary[] }
  ).items;
  await page.goto('/gaming-pcs');
  const list = page.getByRole('list', { name: text('en-GB', 'list.title') });
  const names = () => list.getByRole('heading', { level: 2 }).allTextContents();
  // Twelve a page: full rows of one, two or four columns. The twelve models fit on one.
  await expect(list.getByRole('article')).toHaveCount(12);
  expect(await names()).toEqual(all.slice(0, 12).map((model) => model.name));
  await expect(
    page
      .getByRole('navigation', { name: text('en-GB', 'pagination.navigation') })
      .getByRole('link', { name: text('en-GB', 'pagination.page', { page: 2 }) }),
  ).toHaveCount(all.length > 12 ? 1 : 0);
  await expectAccessible(page);

  await page
    .getByRole('combobox', { name: text('en-GB', 'sort.label') })
    .selectOption({ label: text('en-GB', 'sort.priceDesc') });
  await expect(page).toHaveURL(/\/gaming-pcs\?sort=price_desc$/);
  const byPrice = [...all].sort((a, b) => b.price.amount - a.price.amount);
  await expect.poll(names).toEqual(byPrice.slice(0, 12).map((model) => model.name));

  await page.reload();
  await expect.poll(names).toEqual(byPrice.slice(0, 12).map((model) => model.name));

  await page.getByRole('link', { name: 'Under £1,000' }).click();
  await expect(page).toHaveURL(/\/gaming-pcs\?budget=0-1000&sort=price_desc$/);
  const cheap = byPrice.filter((model) => model.price.amount < 100_000);
  await expect.poll(names).toEqual(cheap.map((model) => model.name));
  await expectAccessible(page);
});

const fpsEditions = [
  { path: '', locale: 'en-GB', currency: '£', game: 'Counter-Strike 2' },
  { path: '/de', locale: 'de-DE', currency: '€', game: 'Counter-Strike 2' },
];

for (const edition of fpsEditions) {
  test(`builds by FPS in ${edition.locale}: three cards in its language and currency`, async ({
    page,
  }) => {
    const t = (key: string, values?: Record<string, string | number>) =>
      text(edition.locale, key, values);
    await page.goto(`${edition.path}/builds-by-fps`);
    await expect(page.getByRole('heading', { level: 1, name: t('fps.pageTitle') })).toBeVisible();
    await expect(page).toHaveTitle(t('fps.metaTitle'));
    await expectAccessible(page);

    await page.getByRole('combobox', { name: t('fps.game') }).click();
    await page.getByRole('option', { name: edition.game }).click();
    await page.getByRole('combobox', { name: t('fps.resolution') }).click();
    await page.getByRole('option', { name: '1080p' }).click();
    await page.getByRole('combobox', { name: t('fps.target') }).click();
    await page.getByRole('option', { name: t('fps.targetOption', { fps: 240 }) }).click();
    await page.getByRole('button', { name: t('fps.find') }).click();
    await expect(page).toHaveURL(/game=counter-strike-2&resolution=1080p&fps=240/);

    const results = page.getByRole('list', { name: t('fps.resultsLabel') });
    const cards = results.getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const [index, key] of ['fps.bestMatch', 'fps.levelUp', 'fps.ultimate'].entries()) {
      await expect(cards.nth(index)).toContainText(t(key));
    }
    const best = cards.nth(0);
    await expect(best).toContainText(t('fps.inGame', { title: edition.game, resolution: '1080p' }));
    await expect(best).toContainText(edition.currency);
    await expect(best).toContainText(t('price.vatNote'));
    await expect(page.locator('html')).toHaveAttribute('lang', edition.locale);
    await expectAccessible(page);

    // A target no PC reaches: every card says why, in the edition's language.
    await page.goto(`${edition.path}/builds-by-fps?game=cyberpunk-2077&resolution=4k&fps=1000`);
    await expect(cards.nth(0)).toContainText(t('fps.reasons.target_not_reached'));
    await expect(cards.nth(1)).toContainText(t('fps.reasons.no_best_match'));
  });
}

test('games, a game page and builds by budget', async ({ page }) => {
  await page.goto('/games');
  await expect(
    page.getByRole('heading', { level: 1, name: text('en-GB', 'games.title') }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Valorant/ }).click();
  await expect(page).toHaveURL(/\/games\/valorant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Valorant' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: text('en-GB', 'game.fpsCaption', { title: 'Valorant' }) }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/builds-by-budget');
  await expect(page.getByRole('heading', { level: 2, name: 'Under £1,000' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '£3,000 and more' })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown model says so, with the way back to the range', async ({
  page,
  expectFailedLoad,
}) => {
  expectFailedLoad({ url: '/gaming-pcs/rigsmith-unknown', status: 404 });
  await page.goto('/gaming-pcs/rigsmith-unknown');
  await expect(
    page.getByRole('heading', { level: 1, name: text('en-GB', 'model.notFoundTitle') }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: text('en-GB', 'model.backToList') })).toBeVisible();
  await expectAccessible(page);
});
