import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page, once its calls have settled, passes axe: each violation is listed with the elements it
 * names. Run while the shipping stage's addresses and summary were still arriving, axe once found
 * no level-one heading on a page that had one before and after (CI, and 2 runs in 4 here).
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} ${violation.nodes.map((n) => n.html).join(' | ')}`,
    ),
  ).toEqual([]);
}
