import { expect, test } from './fixtures';

interface Picture {
  top: number;
  area: number;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
}

/**
 * Pictures load as a phone's first screen asks: the pictures it shows at once, the largest first;
 * every other one lazily. The server cannot know the screen, and each picture requested before
 * the first paint delays it on a phone's network. A desktop's first screen shows more of them:
 * there the largest is still first and nothing below the fold loads at once.
 */
const screens = [
  { name: 'a phone', viewport: { width: 390, height: 844 }, firstScreenEager: true },
  { name: 'a desktop', viewport: { width: 1280, height: 800 }, firstScreenEager: false },
];

for (const screen of screens) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    for (const path of [
      '/',
      '/gaming-pcs',
      '/gaming-pcs/rigsmith-spark',
      '/games',
      '/builds-by-budget',
    ]) {
      test(`the pictures of ${path} are sized, lazy below the fold and the first screen's largest first`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.locator('main img').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const pictures = await page.locator('img').evaluateAll((images) =>
          images.map((image): Picture => {
            const box = image.getBoundingClientRect();
            return {
              top: box.top + window.scrollY,
              area: box.width * box.height,
              width: image.getAttribute('width'),
              height: image.getAttribute('height'),
              loading: image.getAttribute('loading'),
              fetchPriority: image.getAttribute('fetchpriority'),
            };
          }),
        );
        const fold = page.viewportSize()!.height;
        for (const picture of pictures) {
          expect(picture.width && picture.height, 'width and height').toBeTruthy();
          if (picture.top >= fold) expect(picture.loading, `lazy at ${picture.top}px`).toBe('lazy');
          else if (screen.firstScreenEager) {
            expect(picture.loading, `eager at ${picture.top}px`).not.toBe('lazy');
          }
        }
        const firstScreen = pictures.filter((picture) => picture.top < fold);
        const largest = firstScreen.reduce((best, picture) =>
          picture.area > best.area ? picture : best,
        );
        expect(largest).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
        expect(pictures.filter((picture) => picture.fetchPriority === 'high')).toHaveLength(1);
      });
    }
  });
}
