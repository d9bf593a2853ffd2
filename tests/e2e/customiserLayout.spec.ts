import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { CUSTOMISER, cards, openStep, partList, stepper, summary } from './customiserPage';

/** Picks the first case, so that the build has problems (the parts still missing). */
async function startBuild(page: Page) {
  await page.goto(CUSTOMISER);
  await openStep(page, 'Case');
  await cards(page)
    .filter({ hasNotText: 'Out of stock' })
    .first()
    .getByRole('button', { name: /^Select/ })
    .click();
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('the customiser at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the problems, a hint that the steps scroll and "Sort by" on one line', async ({
    page,
  }) => {
    await startBuild(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Problems to fix' })).toBeInViewport({
      ratio: 1,
    });
    const forward = stepper(page).locator('[data-edge="forward"]');
    await expect(forward).toBeVisible();
    await forward.click();
    await expect(stepper(page).locator('[data-edge="back"]')).toBeVisible();
    await expectNoAxeViolations(page);
    const sortLabel = await page.getByText('Sort by', { exact: true }).boundingBox();
    expect(sortLabel!.height).toBeLessThan(30);
  });
});

test.describe('the customiser on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('pads the content once, like every page', async ({ page }) => {
    await page.goto(CUSTOMISER);
    const heading = await page
      .getByRole('heading', { level: 1, name: 'Build your PC' })
      .boundingBox();
    expect(heading!.x).toBe(24);
    await expect(stepper(page).locator('[data-edge="forward"]')).toBeVisible();
  });

  test('shows the build and its problems before the parts', async ({ page }) => {
    await startBuild(page);
    await expect(summary(page).getByRole('heading', { name: 'Problems to fix' })).toBeInViewport();
    const build = await summary(page).boundingBox();
    const parts = await partList(page).boundingBox();
    expect(build!.y + build!.height).toBeLessThan(parts!.y);
  });

  test('keeps the total, the problems and the way to the build in view', async ({ page }) => {
    await startBuild(page);
    const bar = page.getByRole('region', { name: 'Your build at a glance' });
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar).toContainText('£');
    await expect(bar).toContainText(/\d+ problems? to fix/);
    await expectNoAxeViolations(page);
    await cards(page).nth(5).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport({ ratio: 1 });
    await bar.getByRole('button', { name: 'See your build' }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole('heading', { name: 'Problems to fix' })).toBeInViewport();
  });
});
