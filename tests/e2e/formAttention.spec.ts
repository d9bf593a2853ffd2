import { expect, test, type Locator, type Page } from './fixtures';

/** A short phone screen: every form's submit button sits well below its first field. */
test.use({ viewport: { width: 390, height: 560 } });

/** In view and focused: what a shopper who just pressed submit needs to see. */
async function expectInViewAndFocused(locator: Locator) {
  await expect(locator).toBeFocused();
  await expect(locator).toBeInViewport({ ratio: 1 });
}

async function dismissCookies(page: Page) {
  await page.getByRole('button', { name: 'Required Only' }).click();
}

test('the contact form brings a refusal into view and focus, then its first invalid field', async ({
  page,
  expectFailedLoad,
  expectLoggedError,
}) => {
  expectFailedLoad({ url: /\/api\/contact\/ticket/, status: 'aborted' });
  expectLoggedError('contact ticket could not be sent');
  await page.goto('/contact-us');
  await dismissCookies(page);
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email address').fill('grace@example.com');
  await page.getByLabel('Your enquiry').fill('My Rigsmith Nova arrived with a loose GPU cable.');
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.route('**/api/contact/ticket?*', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expectInViewAndFocused(
    page.getByRole('alert').filter({ hasText: "We couldn't reach Rigsmith" }),
  );

  await page.getByLabel('Full name').fill('');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expectInViewAndFocused(page.getByLabel('Full name'));
});

test('the log-in form brings its refusal into view and focus', async ({
  page,
  expectFailedLoad,
}) => {
  expectFailedLoad({ url: /\/api\/auth\/login/, status: 401 });
  await page.goto('/login');
  await dismissCookies(page);
  await page.getByLabel('Email address').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectInViewAndFocused(page.getByRole('alert'));
});
