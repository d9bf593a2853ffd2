import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures';
import { buildCompletePc } from './customiserPage';
import { signUp } from './signUp';
import { expectNoAxeViolations } from './axe';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
type Texts = { coupon: Record<string, string> };
const cartTexts = (locale: string) =>
  JSON.parse(readFileSync(path.join(locales, locale, 'cart.json'), 'utf8')) as Texts;

// A whole build in the customiser, on a machine the other suites share.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const cartLink = (page: Page, count: number) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

/** The title of the best-selling accessory in stock: the first the cart offers after its monitors. */
async function bestSellingAccessory(request: APIRequestContext) {
  const answer = await request.get('/api/ecommerce/products', {
    params: { category: 'accessory', in_stock: 'true', per_page: 1 },
  });
  return ((await answer.json()) as { items: { title: string }[] }).items[0]!.title;
}

test('a guest fills the cart with a model, a build and an accessory, changes it, tries a voucher in two editions and removes the build', async ({
  page,
  request,
}) => {
  // A model bought as it is, from its page.
  await page.goto('/gaming-pcs/rigsmith-ember');
  await page.getByRole('button', { name: 'Required Only' }).click();
  await expect(cartLink(page, 0)).toHaveAttribute('href', '/checkout');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to cart' })).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();

  // A build from the customiser.
  await buildCompletePc(page);
  const footer = page.getByRole('group', { name: 'Build total and steps' });
  await footer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(footer.getByRole('button', { name: 'Added' })).toBeVisible();
  await expect(cartLink(page, 2)).toBeVisible();

  // The cart, from the header.
  await cartLink(page, 2).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('article');
  await expect(lines).toHaveCount(2);

  // An accessory from "Complete your setup": the best-selling one in stock, bought on its own.
  const accessory = await bestSellingAccessory(request);
  const setup = page.getByRole('region', { name: 'Complete your setup' });
  const offer = setup.getByRole('article', { name: accessory });
  await expect(offer).toContainText(/£[\d,]+\.\d\d/);
  await offer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(offer.getByRole('button', { name: 'Added to cart' })).toBeVisible();
  await expect(cartLink(page, 3)).toBeVisible();
  await expect(lines).toHaveCount(3);
  await expect(lines.filter({ hasText: accessory }).getByRole('spinbutton')).toHaveValue('1');

  const ember = lines.filter({ hasText: 'Ember' });
  const build = lines.filter({ hasNotText: 'Ember' }).filter({ hasNotText: accessory });
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText(/^£[\d,]+\.\d\d$/).first()).toBeVisible();

  // One more Ember: the amount, the header and the total follow.
  const totalBefore = await summary.locator('dd').last().innerText();
  await ember.getByRole('button', { name: /^One more / }).click();
  await expect(ember.getByRole('spinbutton')).toHaveValue('2');
  await expect(cartLink(page, 4)).toBeVisible();
  await expect(summary.locator('dd').last()).not.toHaveText(totalBefore);

  // A voucher of the uk edition.
  await summary.getByLabel('Discount code').fill('UKGAMER25');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(
    summary.getByRole('status').filter({ hasText: 'Voucher Code has been applied' }),
  ).toHaveCount(1);
  await expect(summary.getByText('Discount (UKGAMER25)')).toBeVisible();
  await expectNoAxeViolations(page);

  // The build leaves through the dialog.
  await build.getByRole('button', { name: /^Remove .+ from the cart$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this PC from your cart?' });
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(lines).toHaveCount(2);
  await expect(cartLink(page, 3)).toBeVisible();

  // The same voucher in the de edition: refused for the country.
  await page.goto('/de/checkout');
  const de = cartTexts('de-DE');
  const deSummary = page.getByRole('region', { name: 'Bestellübersicht' });
  await deSummary.getByLabel('Gutscheincode').fill('UKGAMER25');
  await deSummary.getByRole('button', { name: 'Einlösen' }).click();
  await expect(
    deSummary.getByRole('status').filter({ hasText: de.coupon.invalidCountry! }),
  ).toHaveCount(1);
  await expect(deSummary.getByLabel('Gutscheincode')).toHaveAccessibleDescription(
    de.coupon.invalidCountry!,
  );
  expect(cartTexts('en-GB').coupon.invalidCountry).toBe(
    'The coupon is invalid for the current country',
  );
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Warenkorb, 3 Artikel' }),
  ).toHaveAttribute('href', '/de/checkout');
});

test('an empty cart says so, points to the shop and offers monitors and accessories', async ({
  page,
}) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  const setup = page.getByRole('region', { name: 'Complete your setup' });
  await expect(setup.getByRole('article').first()).toBeVisible();
  await expect(setup.getByRole('button', { name: 'Add to cart' }).first()).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Browse gaming PCs' })).toHaveAttribute(
    'href',
    '/gaming-pcs',
  );
  await expectNoAxeViolations(page);
});

/** Buys a model as it is from its page; the header then counts `count`. */
async function addModel(page: Page, slug: string, count: number) {
  await page.goto(`/gaming-pcs/${slug}`);
  const consent = page.getByRole('button', { name: 'Required Only' });
  if (await consent.isVisible()) await consent.click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to cart' })).toBeVisible();
  await expect(cartLink(page, count)).toBeVisible();
}

test("a guest's lines join, at sign-in, the line the account added in another browser", async ({
  browser,
  page,
  request,
}) => {
  const models = (await (await request.get('/api/ecommerce/models')).json()) as {
    items: { slug: string; inStock: boolean }[];
  };
  const other = models.items.find((model) => model.inStock && model.slug !== 'rigsmith-ember')!;
  const email = `cart.${Date.now()}@example.com`;
  const secret = 'Engine-1843!';

  // Another browser, signed in: the Ember goes into the account's cart.
  const elsewhere = await browser.newContext();
  const there = await elsewhere.newPage();
  await signUp(there, request, email, secret);
  await addModel(there, 'rigsmith-ember', 1);
  await elsewhere.close();

  // Here, as a guest: the Ember too, and another model.
  await addModel(page, 'rigsmith-ember', 1);
  await addModel(page, other.slug, 2);

  // Signing in merges them into the account's cart: amounts add, the header counts the sum.
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(cartLink(page, 3)).toBeVisible();

  await cartLink(page, 3).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    page.getByText("2 items from this browser are now in your account's cart."),
  ).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('article');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: 'Ember' }).getByRole('spinbutton')).toHaveValue('2');
  await expect(lines.filter({ hasNotText: 'Ember' }).getByRole('spinbutton')).toHaveValue('1');
  await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the cart page hides the footer up to small tablets, and shows it from tablets up', async ({
  page,
}) => {
  const footer = page.getByRole('contentinfo');
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(footer).toBeHidden();
  // Another page keeps its footer on the same screen.
  await page.getByRole('link', { name: 'Browse gaming PCs' }).click();
  await expect(page).toHaveURL(/\/gaming-pcs$/);
  await expect(footer).toBeVisible();

  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(footer).toBeVisible();
});
