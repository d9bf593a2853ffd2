import path from 'node:path';
import { expectNoAxeViolations } from './axe';
import { CUSTOMISER, buildParts, cards, openStep, summary } from './customiserPage';
import { expect as baseExpect, test, type Locator, type Page } from './fixtures';
import { root, scratchDatabase, serverScript } from './scratchDatabase';
import { startShop, type Shop } from './shopProcess';

/**
 * A PC made only of parts the BuildCores importer brought in (the committed fixture dataset), on
 * a shop of its own over a scratch PostgreSQL database holding the shop's seed and the import.
 * The NZXT H5 Flow lists no power supply form factor, so whether the power supply fits is a
 * notice that doesn't block; a DDR4 kit on a DDR5 board is a real conflict that does.
 */

const fixture = path.join(root, 'server/src/importer/fixtures/open-db-sample');

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const database = scratchDatabase('imported');
let shop: Shop;

test.beforeAll(async () => {
  // The import (migrations and seed first), then a shop of its own: a while on a busy machine.
  test.setTimeout(120_000);
  await database.create();
  await serverScript(['import:buildcores', fixture], { DATABASE_URL: database.url });
  shop = await startShop('imported', { DATABASE_URL: database.url });
});

test.afterAll(async () => {
  await shop?.stop();
  await database.drop();
});

/** One imported part per step, by its title in the fixture (metadata.name). */
const build = {
  Case: 'NZXT H5 Flow',
  Processor: 'Intel Core i5 14600KF',
  Motherboard: 'ASUS PRIME Z790-P WIFI',
  Cooling: 'Noctua NH-D15',
  Memory: 'Corsair Vengeance LPX DDR4-3200 CL16 16GB (2x8GB)',
  'Graphics card': 'Gigabyte GeForce RTX 5060 Ti WINDFORCE 8G',
  Storage: 'Samsung 990 PRO 2TB',
  'Power supply': 'Corsair RM850x (2024) 850 W 80+ Gold Fully Modular',
};
type Step = keyof typeof build;
const ddr5Kit = 'G.SKILL Flare X5 DDR5-6000 CL36 32GB (2x16GB)';

const notice =
  "We couldn't verify that Corsair RM850x (2024) 850 W 80+ Gold Fully Modular fits NZXT H5 Flow: " +
  "the power supply form factors the case takes aren't listed.";
const conflict =
  'Corsair Vengeance LPX DDR4-3200 CL16 16GB (2x8GB) is DDR4, but ASUS PRIME Z790-P WIFI takes DDR5.';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A step's card of that exact title. Sorted by rating, the imported parts (no reviews yet) come
 * first, ahead of a seeded part of the same name (the seed has a Noctua NH-D15 too).
 */
function card(page: Page, title: string) {
  return cards(page)
    .and(page.getByRole('article', { name: title, exact: true }))
    .first();
}

/** The card's select button is described by the notice: 'Not verified' and the sentence. */
async function expectNotice(chosen: Locator) {
  await expect(chosen.getByRole('button', { name: /^Select/ })).toHaveAccessibleDescription(
    new RegExp(`^Not verified\\s*${escape(notice)}$`),
  );
  await expect(chosen).not.toContainText('Not compatible with your build');
}

async function choose(page: Page, step: Step, title: string) {
  await openStep(page, step);
  const chosen = card(page, title);
  await expect(chosen.getByText('0 reviews', { exact: true })).toBeVisible();
  await chosen.getByRole('button', { name: /^Select/ }).click();
  await expect(chosen.getByRole('button', { pressed: true })).toBeVisible();
  return chosen;
}

test('a PC of imported parts only: the unverified power supply fit is a notice that lets it be ordered, the DDR4 kit on a DDR5 board a conflict that does not', async ({
  browser,
  expectFailedLoad,
}) => {
  // The assembly of the conflicting build is refused by the server.
  expectFailedLoad({ url: '/api/ecommerce/pc_build', status: 422 });
  const context = await browser.newContext({ baseURL: shop.url });
  const page = await context.newPage();
  await page.goto(CUSTOMISER);
  await page.getByRole('button', { name: 'Required Only' }).click();
  await page
    .getByRole('combobox', { name: 'Sort by' })
    .selectOption({ label: 'Rating: low to high' });

  for (const [step, title] of Object.entries(build) as [Step, string][]) {
    if (step === 'Memory') {
      // Before it is chosen, the DDR4 kit's card says it doesn't fit the DDR5 board, and why.
      await openStep(page, step);
      await expect(
        card(page, title).getByRole('button', { name: /^Select/ }),
      ).toHaveAccessibleDescription(
        new RegExp(`^Not compatible with your build\\s*${escape(conflict)}$`),
      );
    }
    if (step === 'Power supply') {
      // Every power supply's fit in the H5 Flow is a notice, not a conflict.
      await openStep(page, step);
      await expectNotice(card(page, title));
    }
    await choose(page, step, title);
  }

  // Only imported parts: the share link's build holds BuildCores references alone.
  const share = await summary(page)
    .getByRole('link', { name: /\?build=/ })
    .getAttribute('href');
  const ids = new URL(share!).searchParams
    .get('build')!
    .split('.')
    .map((line) => line.split('*')[0]);
  const listed = (await (
    await context.request.get(`/api/ecommerce/product?ids=${ids.join(',')}`)
  ).json()) as { items: { reference: string; category: string }[] };
  expect(listed.items.map((part) => part.category).sort()).toEqual(
    ['case', 'cooler', 'cpu', 'gpu', 'memory', 'motherboard', 'psu', 'storage'].sort(),
  );
  expect(listed.items.filter((part) => !part.reference.startsWith('bc-'))).toEqual([]);
  await expect(buildParts(page)).toHaveCount(8);

  // The summary: the conflict under 'Problems to fix', the notice apart, under its own heading.
  const problems = summary(page).getByRole('region', { name: 'Problems to fix' });
  await expect(problems).toContainText('Memory type mismatch');
  await expect(problems).toContainText(conflict);
  await expect(problems).not.toContainText("We couldn't verify");
  const unverified = summary(page).getByRole('region', { name: "We couldn't verify 1 check" });
  await expect(unverified).toContainText('Power supply fit not verified');
  await expect(unverified).toContainText(notice);

  // The chosen parts' cards: the kit is marked not compatible, the case carries the notice.
  await openStep(page, 'Memory');
  await expect(
    card(page, build.Memory).getByRole('button', { pressed: true }),
  ).toHaveAccessibleDescription(
    new RegExp(`^Not compatible with your build\\s*${escape(conflict)}$`),
  );
  await openStep(page, 'Case');
  await expectNotice(card(page, build.Case));
  await expectNoAxeViolations(page);

  // The conflict blocks: the server refuses the assembly and says why.
  const footer = page.getByRole('group', { name: 'Build total and steps' });
  await footer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(footer).toContainText(
    "We can't add this build to your cart: some of its parts don't work together.",
  );
  await expect(footer).toContainText(conflict);

  // A DDR5 kit instead: no problem left, the notice stays, and the build goes to the cart.
  await openStep(page, 'Memory');
  await card(page, build.Memory).getByRole('button', { pressed: true }).click();
  await choose(page, 'Memory', ddr5Kit);
  await expect(summary(page).getByRole('region', { name: 'Problems to fix' })).toHaveCount(0);
  await expect(unverified).toContainText(notice);
  await footer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(footer.getByRole('button', { name: 'Added' })).toBeVisible();
  await context.close();
});
