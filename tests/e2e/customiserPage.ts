import { expect as baseExpect, type Page } from '@playwright/test';

/** The customiser's parts lists may take a while on a machine the other suites share. */
const expect = baseExpect.configure({ timeout: 15_000 });

export const CUSTOMISER = '/custom-pc-builder/customiser';

/** The steps a PC can't be ordered without, plus the graphics card (some processors lack graphics). */
export const essentials = [
  'Case',
  'Processor',
  'Motherboard',
  'Memory',
  'Graphics card',
  'Storage',
  'Power supply',
];

export const stepper = (page: Page) => page.getByRole('navigation', { name: 'Build steps' });
export const partList = (page: Page) => page.getByRole('list', { name: /parts$/ });
export const cards = (page: Page) => partList(page).getByRole('article');
export const summary = (page: Page) => page.getByRole('complementary', { name: 'Your build' });
export const buildParts = (page: Page) =>
  summary(page).getByRole('region', { name: 'Your build' }).getByRole('listitem');

export async function openStep(page: Page, step: string) {
  await stepper(page)
    .getByRole('button', { name: new RegExp(`^${step}( ?, part chosen)?$`) })
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`: ${step}$`) }),
  ).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

export async function setFilter(page: Page, name: string, on: boolean) {
  const toggle = page.getByRole('switch', { name });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(on));
}

/** Picks the first compatible, in-stock part of each essential step. */
export async function buildCompletePc(page: Page) {
  await page.goto(CUSTOMISER);
  await setFilter(page, 'Only compatible parts', true);
  await setFilter(page, 'Only in-stock parts', true);
  for (const step of essentials) {
    await openStep(page, step);
    const card = cards(page).first();
    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('button', { name: /^Select/ }).click();
    await expect(card.getByRole('button', { pressed: true })).toBeVisible();
    await expect(buildParts(page).filter({ hasText: title })).toHaveCount(1);
  }
}
