import { expect, test, type Page } from '@playwright/test';

/**
 * The shop's own look, taken from the real shop (server-drawn renders and tiles, the seed
 * catalogue) on a desktop and a phone: the home page's first screen with the flagship beside
 * the headline, the best sellers' row, the gaming PCs (twelve models, twelve renders, the grid
 * filled) and the game tiles. Each screenshot is compared with its committed baseline.
 */
const shop = `http://127.0.0.1:${process.env.E2E_SHOP_PORT ?? 3107}`;

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Opens a page with the cookie choice made, every picture loaded and the fonts ready. */
async function open(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${shop}${path}`);
  await page.getByRole('button', { name: 'Required Only' }).click();
  await expect(page.getByRole('button', { name: 'Required Only' })).toBeHidden();
  // The pointer rests in the page's side padding, hovering nothing.
  await page.mouse.move(1, 300);
  await page.waitForLoadState('networkidle');
  // Lazy pictures below the fold load once scrolled to; back to the top for the first screen.
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
    await Promise.all(
      Array.from(document.images).map((image) => (image.complete ? null : image.decode())),
    );
    await document.fonts.ready;
    // A list taller than the window is captured scrolled: the sticky header must not cover it.
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (getComputedStyle(element).position === 'sticky') element.style.position = 'static';
    }
    window.scrollTo(0, 0);
  });
}

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`the shop on a ${device}`, () => {
    test.use({ viewport });

    test(`home first screen (${device})`, async ({ page }) => {
      await open(page, '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      await expect(page.getByRole('img', { name: /^Rigsmith Zenith/ })).toBeInViewport();
      await expect(page).toHaveScreenshot(`shop-home-first-screen-${device}.png`);
    });

    test(`home best sellers (${device})`, async ({ page }) => {
      await open(page, '/');
      const row = page.getByRole('list', { name: 'Best sellers' });
      await expect(row.getByRole('article')).toHaveCount(4);
      await expect(row).toHaveScreenshot(`shop-home-best-sellers-${device}.png`);
    });

    test(`gaming PCs list (${device})`, async ({ page }) => {
      await open(page, '/gaming-pcs');
      const list = page.getByRole('list', { name: 'Gaming PCs' });
      await expect(list.getByRole('article')).toHaveCount(12);
      await expect(list).toHaveScreenshot(`shop-gaming-pcs-${device}.png`);
    });

    test(`game tiles (${device})`, async ({ page }) => {
      await open(page, '/games');
      const list = page.getByRole('list', { name: 'Games' });
      await expect(list).toHaveScreenshot(`shop-games-${device}.png`);
    });
  });
}
