import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from './fixtures';
import {
  CUSTOMISER,
  buildCompletePc,
  buildParts,
  cards,
  essentials,
  openStep,
  partList,
  setFilter,
  summary,
} from './customiserPage';

// Whole builds, step by step, on a machine the other suites share: parts lists may take a while.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
/** The cookie banner covers the foot of the page until the shopper chooses. */
const closeCookieBanner = (page: Page) =>
  page.getByRole('button', { name: 'Required Only' }).click();

const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('builds a complete, compatible PC from nothing, with live price, power and FPS', async ({
  page,
}) => {
  await page.goto(CUSTOMISER);
  await expect(page.getByText('No parts yet. Start by choosing a case.')).toBeVisible();
  await buildCompletePc(page);

  await expect(buildParts(page)).toHaveCount(essentials.length);
  await expect(summary(page).getByText('Every part fits together.')).toBeVisible();
  await expect(summary(page).getByText('Assembly is not finished')).toHaveCount(0);
  expect(money(await page.getByTestId('build-total').innerText())).toBeGreaterThan(300);
  await expect(page.getByTestId('build-power')).toHaveText(/^[1-9][\d,]* W$/);
  await expect(page.getByTestId('build-fps')).toHaveText(/^[1-9][\d,]* FPS$/);

  // The build survives a reload (local storage).
  const parts = await buildParts(page).allInnerTexts();
  await page.reload();
  await expect(buildParts(page)).toHaveCount(essentials.length);
  expect(await buildParts(page).allInnerTexts()).toEqual(parts);

  await page.getByRole('link', { name: 'See system summary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System summary' })).toBeVisible();
  await expect(page.getByText('Every part fits together.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your build' }).getByRole('listitem')).toHaveCount(
    essentials.length,
  );
});

test('meets an incompatibility, names the parts, and fixes it with a suggested alternative', async ({
  page,
}) => {
  await page.goto(CUSTOMISER);
  await openStep(page, 'Processor');
  const cpu = cards(page).filter({ hasNotText: 'Out of stock' }).first();
  const cpuTitle = (await cpu.getByRole('heading', { level: 3 }).innerText()).trim();
  await cpu.getByRole('button', { name: /^Select/ }).click();

  await openStep(page, 'Motherboard');
  await setFilter(page, 'Only compatible parts', false);
  const clash = cards(page)
    .filter({ hasText: 'Not compatible with your build' })
    .filter({ hasNotText: 'Out of stock' })
    .first();
  await expect(clash).toContainText(cpuTitle);
  const boardTitle = (await clash.getByRole('heading', { level: 3 }).innerText()).trim();
  await clash.getByRole('button', { name: /^Select/ }).click();

  const problem = summary(page).getByRole('region', { name: 'Problems to fix' });
  await expect(problem).toContainText('Processor and motherboard sockets differ');
  await expect(problem).toContainText(cpuTitle);
  await expect(problem).toContainText(boardTitle);
  const alternative = problem.getByRole('button', { name: /^Use / }).first();
  const replacement = (await alternative.innerText()).replace(/^Use /, '').trim();
  await alternative.click();

  await expect(summary(page).getByText('sockets differ')).toHaveCount(0);
  await expect(buildParts(page).filter({ hasText: replacement })).toHaveCount(1);
  await expect(buildParts(page).filter({ hasText: cpuTitle })).toHaveCount(0);
  await expect(buildParts(page).filter({ hasText: boardTitle })).toHaveCount(1);
});

test('sorts by each order and filters compatible and in-stock parts', async ({ page }) => {
  await page.goto(CUSTOMISER);
  await openStep(page, 'Processor');
  const prices = async () =>
    (
      await partList(page)
        .locator('article')
        .evaluateAll((nodes) => nodes.map((node) => node.querySelector('p')?.textContent ?? ''))
    ).map(money);

  // From the keyboard: the next order after Bestselling, without opening the list.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  await expect(sort).toHaveValue('price_asc');
  const ascending = await prices();
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await sort.selectOption({ label: 'Price: high to low' });
  const descending = await prices();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  await sort.selectOption({ label: 'Name: A to Z' });
  const titles = await cards(page).getByRole('heading', { level: 3 }).allInnerTexts();
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));

  // A processor chosen: some motherboards don't fit; the filter leaves only those that do.
  await cards(page)
    .filter({ hasNotText: 'Out of stock' })
    .first()
    .getByRole('button', { name: /^Select/ })
    .click();
  await openStep(page, 'Motherboard');
  await setFilter(page, 'Only compatible parts', false);
  await expect(
    cards(page).filter({ hasText: 'Not compatible with your build' }).first(),
  ).toBeVisible();
  await setFilter(page, 'Only compatible parts', true);
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).filter({ hasText: 'Not compatible with your build' })).toHaveCount(0);

  await setFilter(page, 'Only in-stock parts', true);
  await expect(cards(page).filter({ hasText: 'Out of stock' })).toHaveCount(0);
});

test('a shared link opens the same build in another browser, copied by a button', async ({
  page,
  browser,
}) => {
  await buildCompletePc(page);
  const link = await page.getByTestId('share-link').getAttribute('href');
  expect(link).toMatch(/\?build=\d+(\*\d+)?(\.\d+(\*\d+)?)+$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await closeCookieBanner(page);
  await summary(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(summary(page).getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const parts = await buildParts(page).allInnerTexts();
  const total = await page.getByTestId('build-total').innerText();

  const other = await browser.newContext();
  try {
    const guest = await other.newPage();
    await guest.goto(link!);
    await expect(buildParts(guest)).toHaveCount(parts.length);
    expect(await buildParts(guest).allInnerTexts()).toEqual(parts);
    await expect(guest.getByTestId('build-total')).toHaveText(total);
  } finally {
    await other.close();
  }
});

test('adds the build to the cart: add, added, and add again once the build changes', async ({
  page,
}) => {
  await buildCompletePc(page);
  await closeCookieBanner(page);
  const footer = page.getByRole('group', { name: 'Build total and steps' });
  const made = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/ecommerce/pc_build' &&
      response.request().method() === 'POST',
  );
  await footer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(footer.getByRole('button', { name: 'Added' })).toBeVisible();
  const assembly = (await (await made).json()) as { kind: string; complete: boolean };
  expect(assembly).toMatchObject({ kind: 'assembly', complete: true });

  await summary(page)
    .getByRole('button', { name: /^Remove .+/ })
    .last()
    .click();
  await expect(footer.getByRole('button', { name: 'Add to cart' })).toBeVisible();

  await page.goto('/system-summary');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Added' })).toBeVisible();
});

test('the customiser and the system summary pass axe', async ({ page }) => {
  await page.goto(CUSTOMISER);
  await expect(cards(page).first()).toBeVisible();
  await cards(page)
    .first()
    .getByRole('button', { name: /^Select/ })
    .click();
  const customiser = await new AxeBuilder({ page }).analyze();
  expect(customiser.violations).toEqual([]);

  await page.goto('/system-summary');
  await expect(page.getByRole('heading', { level: 1, name: 'System summary' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your build' }).getByRole('listitem')).toHaveCount(
    1,
  );
  const systemSummary = await new AxeBuilder({ page }).analyze();
  expect(systemSummary.violations).toEqual([]);
});

test('starting from a discounted model asks first, then pre-selects its parts', async ({
  page,
  request,
}) => {
  const models = (await (await request.get('/api/ecommerce/models')).json()) as {
    items: { slug: string; name: string; price: { discountPercent: number | null } }[];
  };
  const discounted = models.items.find((model) => model.price.discountPercent !== null)!;
  const plain = models.items.find((model) => model.price.discountPercent === null)!;
  const detail = async (slug: string) =>
    (
      (await (await request.get(`/api/ecommerce/model/${slug}`)).json()) as {
        parts: { product: { title: string } }[];
      }
    ).parts.map((line) => line.product.title);

  await page.goto(`${CUSTOMISER}?reference=${discounted.slug}`);
  const dialog = page.getByRole('dialog', { name: 'Customising removes the discount' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    `${discounted.name} is ${discounted.price.discountPercent}% off`,
  );
  // Keeping the discount goes back to the model, to buy it as it is, not to an empty customiser.
  await dialog.getByRole('button', { name: 'Keep the discount' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/gaming-pcs/${discounted.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: discounted.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

  // In a prefixed edition it stays in that edition (Escape keeps the discount too).
  await page.goto(`/fr${CUSTOMISER}?reference=${discounted.slug}`);
  await expect(
    page.getByRole('dialog', { name: 'Personnaliser supprime la remise' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/fr/gaming-pcs/${discounted.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: discounted.name })).toBeVisible();

  await page.goto(`${CUSTOMISER}?reference=${discounted.slug}`);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Customise anyway' }).click();
  const parts = await detail(discounted.slug);
  await expect(buildParts(page)).toHaveCount(parts.length);
  for (const title of parts)
    await expect(buildParts(page).filter({ hasText: title })).toHaveCount(1);
  await expect(summary(page).getByText('Every part fits together.')).toBeVisible();

  // A model without a discount is pre-selected at once, replacing the build.
  await page.goto(`${CUSTOMISER}?reference=${plain.slug}`);
  const plainParts = await detail(plain.slug);
  await expect(buildParts(page)).toHaveCount(plainParts.length);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('finds a part by search and facets, by keyboard, and keeps them in the address', async ({
  page,
}) => {
  await page.goto(CUSTOMISER);
  await closeCookieBanner(page);
  await openStep(page, 'Motherboard');
  const all = Number((await page.getByText(/^\d+ parts$/).innerText()).split(' ')[0]);
  const search = page.getByRole('searchbox', { name: 'Search Motherboard' });
  await search.fill('b650');
  await expect(page).toHaveURL(/[?&]q=b650/);
  await expect(cards(page).first()).toBeVisible();
  for (const title of await cards(page).getByRole('heading', { level: 3 }).allInnerTexts()) {
    expect(title.toLowerCase()).toContain('b650');
  }
  await search.fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);

  // The facets open from the keyboard; each value says how many parts have it.
  await page.getByText('Filters', { exact: true }).focus();
  await page.keyboard.press('Enter');
  const am5 = page
    .getByRole('group', { name: 'Socket' })
    .getByRole('checkbox', { name: /^AM5 \(\d+\)$/ });
  const name = await am5.evaluate((box) => box.closest('li')?.textContent ?? '');
  const counted = Number(/\((\d+)\)/.exec(name)![1]);
  expect(counted).toBeGreaterThan(0);
  expect(counted).toBeLessThan(all);
  await am5.focus();
  await page.keyboard.press('Space');
  await expect(am5).toBeChecked();
  await expect(page).toHaveURL(/[?&]filter=socket%3AAM5/);
  await expect(page.getByText(`${counted} parts`)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A reload comes back to the same step, search and choices.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /: Motherboard$/ })).toBeVisible();
  await expect(page.getByText(`${counted} parts`)).toBeVisible();
  await page.getByText(/^Filters/).click();
  await expect(am5).toBeChecked();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page).not.toHaveURL(/filter=/);
  await expect(page.getByText(`${all} parts`)).toBeVisible();
});
