import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** Every storefront page the issue names (#7: axe clean on every page in every edition). */
const pages = [
  '/',
  '/gaming-pcs',
  '/gaming-pcs/rigsmith-spark',
  '/games',
  '/games/cyberpunk-2077',
  '/builds-by-budget',
  '/builds-by-fps',
  '/contact-us',
  '/login',
  '/register',
  '/faq',
  '/checkout',
  '/no-such-page',
];
const editions = ['', '/fr', '/it', '/es', '/de'];

// Thirteen pages per edition, one after the other in one browser context; every violation is
// reported. One test per edition, so that the editions run side by side.
for (const prefix of editions) {
  test(`every page of the ${prefix.slice(1) || 'uk'} edition passes axe`, async ({
    page,
    expectFailedLoad,
  }) => {
    test.setTimeout(150_000);
    // The not-found page among them, answered 404.
    expectFailedLoad({ url: `${prefix}/no-such-page`, status: 404 });
    for (const path of pages) {
      const url = path === '/' ? prefix || '/' : `${prefix}${path}`;
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect
        .soft(
          violations.map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
          url,
        )
        .toEqual([]);
    }
  });
}
