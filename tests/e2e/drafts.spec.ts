import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from './fixtures';
import {
  CUSTOMISER,
  buildCompletePc,
  buildParts,
  cards,
  essentials,
  openStep,
  stepper,
  summary,
} from './customiserPage';
import { signUp } from './signUp';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const catalogue = (namespace: string) =>
  JSON.parse(readFileSync(path.join(locales, 'en-GB', `${namespace}.json`), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
const account = catalogue('account');
const drafts = (
  catalogue('customiser') as unknown as { drafts: Record<string, Record<string, string>> }
).drafts as unknown as {
  changed: string;
  name: string;
  defaultName: string;
  cancel: string;
  actions: Record<string, string>;
  save: Record<string, string>;
  saved: Record<string, string>;
  reset: Record<string, string>;
  errors: Record<string, string>;
};

const expect = baseExpect.configure({ timeout: 15_000 });
const password = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Picks the first compatible, in-stock part of each essential step. */
test('saves a draft, finds it in the saved builds and opens the same build; a guest signs in to save', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const email = `drafts.${Date.now()}@example.com`;
  const secret = 'Engine-1843!';
  await signUp(page, request, email, secret);

  await buildCompletePc(page);
  await expect(buildParts(page)).toHaveCount(essentials.length);
  let parts = await buildParts(page).allInnerTexts();

  // Save: the name starts as the first custom PC name.
  await summary(page).getByRole('button', { name: drafts.actions!.save }).click();
  const saveDialog = page.getByRole('dialog', { name: drafts.save!.title });
  await expect(saveDialog.getByLabel(drafts.name)).toHaveValue(`${drafts.defaultName} 1`);
  await expectNoAxeViolations(page);
  await saveDialog.getByLabel(drafts.name).fill('Night owl');
  await saveDialog.getByRole('button', { name: drafts.save!.save }).click();
  const savedDialog = page.getByRole('dialog', { name: drafts.saved!.title });
  await expect(savedDialog).toContainText('Night owl');
  await expectNoAxeViolations(page);
  await savedDialog.getByRole('button', { name: drafts.saved!.continue }).click();
  await expect(savedDialog).toHaveCount(0);
  await expect(page).toHaveURL(/\?draft=\d+$/);

  // An edit not saved yet survives a reload of the opened draft, shown as a change.
  const changed = drafts.changed.replace('{{name}}', 'Night owl');
  await expect(summary(page).getByText(changed)).toHaveCount(0);
  await summary(page)
    .getByRole('button', { name: /^Remove .+/ })
    .last()
    .click();
  await expect(buildParts(page)).toHaveCount(essentials.length - 1);
  parts = await buildParts(page).allInnerTexts();
  await page.reload();
  await expect(page).toHaveURL(/\?draft=\d+$/);
  await expect(summary(page).getByText(changed)).toBeVisible();
  expect(await buildParts(page).allInnerTexts()).toEqual(parts);

  // Saving again updates the opened draft instead of adding a second one.
  await summary(page).getByRole('button', { name: drafts.actions!.update }).click();
  await expect(saveDialog.getByLabel(drafts.name)).toHaveValue('Night owl');
  await saveDialog.getByRole('button', { name: drafts.save!.save }).click();
  await expect(summary(page).getByText(changed)).toHaveCount(0);
  await savedDialog.getByRole('button', { name: drafts.saved!.goToDrafts }).click();

  // The saved builds tab, after a reload: one card, with its price.
  await expect(page).toHaveURL(/\/account\/saved-builds$/);
  await page.reload();
  const list = page.getByRole('list', { name: account.savedBuilds!.title });
  await expect(list.locator(':scope > li')).toHaveCount(1);
  await expect(list).toContainText('Night owl');
  await expect(list).toContainText('£');
  await expectNoAxeViolations(page);

  // Reset in the customiser, then open the draft again: the same build comes back.
  await page.goto(CUSTOMISER);
  await summary(page).getByRole('button', { name: 'Start again' }).click();
  const resetDialog = page.getByRole('dialog', { name: drafts.reset!.title });
  await expectNoAxeViolations(page);
  await resetDialog.getByRole('button', { name: drafts.reset!.reset }).click();
  await expect(buildParts(page)).toHaveCount(0);
  await page.goto('/account/saved-builds');
  await list.getByRole('link', { name: `${account.savedBuilds!.open}: Night owl` }).click();
  await expect(page).toHaveURL(/\/custom-pc-builder\/customiser\?draft=\d+$/);
  await expect(buildParts(page)).toHaveCount(parts.length);
  expect(await buildParts(page).allInnerTexts()).toEqual(parts);

  // Signed out, a guest's save goes to the login and comes back to the same build.
  await page.goto('/account');
  await page.getByRole('button', { name: account.tabs!.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(CUSTOMISER);
  await expect(buildParts(page)).toHaveCount(parts.length);
  await summary(page).getByRole('button', { name: drafts.actions!.save }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcustom-pc-builder%2Fcustomiser%3Fbuild%3D/);
  await page.getByLabel(account.fields!.email!).fill(email);
  await password(page, account.fields!.password!).fill(secret);
  await page.getByRole('button', { name: account.login!.submit }).click();
  await expect(page).toHaveURL(/\/custom-pc-builder\/customiser/);
  await expect(saveDialog.getByLabel(drafts.name)).toHaveValue(`${drafts.defaultName} 2`);
  await saveDialog.getByRole('button', { name: drafts.cancel }).click();
  await expect(buildParts(page)).toHaveCount(parts.length);
  expect(await buildParts(page).allInnerTexts()).toEqual(parts);

  // Rename, then delete, from the saved builds tab.
  await page.goto('/account/saved-builds');
  await list.getByRole('button', { name: `${account.savedBuilds!.rename}: Night owl` }).click();
  const renameDialog = page.getByRole('dialog', { name: account.savedBuilds!.renameTitle });
  await expect(renameDialog.getByLabel(account.savedBuilds!.name!)).toHaveValue('Night owl');
  await expectNoAxeViolations(page);
  await renameDialog.getByLabel(account.savedBuilds!.name!).fill('Day shift');
  await renameDialog.getByRole('button', { name: account.savedBuilds!.renameAction }).click();
  await expect(renameDialog).toHaveCount(0);
  await expect(list).toContainText('Day shift');
  // Delete asks first: cancel keeps the build, delete removes it.
  const deleteButton = list.getByRole('button', {
    name: `${account.savedBuilds!.delete}: Day shift`,
  });
  const deleteDialog = page.getByRole('dialog', { name: account.savedBuilds!.deleteTitle });
  await deleteButton.click();
  await expect(deleteDialog).toContainText('Day shift');
  await expect(
    deleteDialog.getByRole('button', { name: account.savedBuilds!.cancel }),
  ).toBeFocused();
  await expectNoAxeViolations(page);
  await deleteDialog.getByRole('button', { name: account.savedBuilds!.cancel }).click();
  await expect(deleteDialog).toHaveCount(0);
  await expect(list).toContainText('Day shift');
  await deleteButton.click();
  await deleteDialog
    .getByRole('button', { name: account.savedBuilds!.delete, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: account.savedBuilds!.emptyTitle })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: account.savedBuilds!.emptyTitle })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a guest who saves is told why at the top of Log in, and comes back signed in to the save dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = `guest.save.${Date.now()}@example.com`;
  const secret = 'Engine-1843!';
  await signUp(page, request, email, secret);
  await page.goto('/account');
  await page.getByRole('button', { name: account.tabs!.logout }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(CUSTOMISER);
  await openStep(page, 'Case');
  const card = cards(page).filter({ hasNotText: 'Out of stock' }).first();
  const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('button', { name: /^Select/ }).click();
  await expect(buildParts(page).filter({ hasText: title })).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await summary(page).getByRole('button', { name: drafts.actions!.save }).click();

  const heading = page.getByRole('heading', { level: 1, name: account.login!.title });
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText(account.login!.saveBuildReason!)).toBeVisible();
  await page.getByLabel(account.fields!.email!).fill(email);
  await password(page, account.fields!.password!).fill(secret);
  await page.getByRole('button', { name: account.login!.submit }).click();

  const saveDialog = page.getByRole('dialog', { name: drafts.save!.title });
  await expect(saveDialog.getByLabel(drafts.name)).toHaveValue(`${drafts.defaultName} 1`);
  await saveDialog.getByRole('button', { name: drafts.save!.save }).click();
  const savedDialog = page.getByRole('dialog', { name: drafts.saved!.title });
  await savedDialog.getByRole('button', { name: drafts.saved!.continue }).click();
  await expect(page).toHaveURL(/\/custom-pc-builder\/customiser\?draft=\d+$/);
  await expect(buildParts(page)).toHaveCount(1);
  await expect(buildParts(page).filter({ hasText: title })).toHaveCount(1);
});

test("the save dialog shows the server's refusal of an incompatible build", async ({
  page,
  request,
  expectFailedLoad,
}) => {
  test.setTimeout(120_000);
  expectFailedLoad({ url: '/api/ecommerce/pc_build', status: 422 });
  await signUp(page, request, `clash.${Date.now()}@example.com`, 'Engine-1843!');
  await page.goto(CUSTOMISER);
  await stepper(page)
    .getByRole('button', { name: /^Processor/ })
    .click();
  await cards(page)
    .filter({ hasNotText: 'Out of stock' })
    .first()
    .getByRole('button', { name: /^Select/ })
    .click();
  await stepper(page)
    .getByRole('button', { name: /^Motherboard/ })
    .click();
  const toggle = page.getByRole('switch', { name: 'Only compatible parts' });
  if ((await toggle.getAttribute('aria-checked')) === 'true') await toggle.click();
  await cards(page)
    .filter({ hasText: 'Not compatible with your build' })
    .filter({ hasNotText: 'Out of stock' })
    .first()
    .getByRole('button', { name: /^Select/ })
    .click();
  await summary(page).getByRole('button', { name: drafts.actions!.save }).click();
  const saveDialog = page.getByRole('dialog', { name: drafts.save!.title });
  await saveDialog.getByRole('button', { name: drafts.save!.save }).click();
  await expect(saveDialog).toContainText(drafts.errors!.incompatible!);
  await expect(saveDialog).toContainText('socket');
  await expectNoAxeViolations(page);
  await saveDialog.getByRole('button', { name: drafts.cancel }).click();

  // Adding the build to the cart is refused by the server the same way.
  await page.getByRole('button', { name: 'Required Only' }).click();
  const footer = page.getByRole('group', { name: 'Build total and steps' });
  await footer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(footer).toContainText(
    "We can't add this build to your cart: some of its parts don't work together.",
  );
  await expect(footer).toContainText('socket');
  await expect(footer.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await page.goto('/account/saved-builds');
  await expect(page.getByRole('heading', { name: account.savedBuilds!.emptyTitle })).toBeVisible();
});
