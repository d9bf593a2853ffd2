import { expect, test } from './fixtures';

const editions = ['United Kingdom', 'France', 'Italia', 'España', 'Deutschland'];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`on a ${viewport.name}, the cookie banner leaves every footer link reachable until a choice is made`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    const banner = page.getByRole('region', { name: 'Cookies on Rigsmith' });
    await expect(banner).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const link of await footer.getByRole('link').all()) {
      // A trial click fails when anything else (the banner) would take the click.
      await link.click({ trial: true, timeout: 2000 });
    }
    for (const name of editions) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeInViewport();
    }
    await footer.getByRole('link', { name: 'France', exact: true }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole('region', { name: 'Les cookies sur Rigsmith' })).toBeVisible();
  });
}
