import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The page as it stands passes axe: each violation is listed with the elements it names. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} ${violation.nodes.map((n) => n.html).join(' | ')}`,
    ),
  ).toEqual([]);
}
