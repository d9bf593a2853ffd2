import { expect as baseExpect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import {
  editions,
  expectConfirmed,
  payWith,
  shipToNewAddress,
  text,
  texts,
  toShipping,
  type Edition,
} from './checkoutJourney';
import { signUp } from './signUp';

// Each journey signs up through the outbox first, on a machine the other suites share.
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** Ships to a new address and finds the test processor's card form. */
async function shipToTestCardForm(page: Page, edition: Edition) {
  await shipToNewAddress(page, edition);
  await expect(page.getByText(text(texts(edition).checkout, 'card.testNotice'))).toBeVisible();
}

test('a guest in the uk edition registers at the checkout, orders the Ember to a new address, pays with a declined card then another, and gets the confirmation and its email, never asking Stripe', async ({
  page,
  request,
}) => {
  // The test processor's shop loads no Stripe.js, not even on its payment stage.
  const toStripe: string[] = [];
  page.on('request', (asked) => {
    if (/^https:\/\/([\w-]+\.)*stripe\.com\//.test(asked.url())) toStripe.push(asked.url());
  });
  const edition = editions.uk;
  const { checkout } = texts(edition);
  const email = await toShipping(page, request, edition);
  await expectNoAxeViolations(page);
  await shipToTestCardForm(page, edition);
  await expectNoAxeViolations(page);

  await payWith(page, edition, '4000 0000 0000 0002');
  await expect(
    page.getByRole('alert').filter({ hasText: text(checkout, 'declined.card_declined') }),
  ).toBeVisible();
  await payWith(page, edition, '4242 4242 4242 4242');
  await expectConfirmed(page, request, edition, email);

  // The next order ships to the address the first one kept, picked already.
  await page.goto('/gaming-pcs/rigsmith-ember');
  await page.getByRole('button', { name: text(texts(edition).cart, 'add.add') }).click();
  // The basket has the model before the page is left: leaving sooner cancels the call that adds it.
  await expect(
    page.getByRole('button', { name: text(texts(edition).cart, 'add.added') }),
  ).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('button', { name: text(checkout, 'cart.checkout'), exact: true }).click();
  await expect(page.getByRole('radio', { name: /^Ada Lovelace/ })).toBeChecked();
  await page.getByRole('button', { name: text(checkout, 'shipping.submit') }).click();
  await expect(page.getByText(text(checkout, 'card.testNotice'))).toBeVisible();
  expect(toStripe).toEqual([]);
});

test('a guest in the de edition registers at the checkout and confirms the payment with the bank challenge', async ({
  page,
  request,
}) => {
  const edition = editions.de;
  const { checkout } = texts(edition);
  const email = await toShipping(page, request, edition);
  await shipToTestCardForm(page, edition);

  await payWith(page, edition, '4000 0000 0000 3220');
  const challenge = page.getByRole('heading', { name: text(checkout, 'challenge.title') });
  await expect(challenge).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: text(checkout, 'challenge.approve') }).click();
  await expectConfirmed(page, request, edition, email);
});

test('a guest logs in at the checkout, comes back to shipping, and a payment that succeeds later is confirmed', async ({
  browser,
  page,
  request,
  expectFailedLoad,
}) => {
  const edition = editions.uk;
  const { checkout, cart, account } = texts(edition);
  const email = `guest-${Date.now()}@example.com`;
  const secret = 'Sup3r-secret!';
  const elsewhere = await browser.newPage();
  await signUp(elsewhere, request, email, secret);
  await elsewhere.close();

  // A stage opened first of all, before the ones it needs, is not found.
  expectFailedLoad({ url: '/checkout/shipping', status: 404 });
  await page.goto('/checkout/shipping');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Required Only' }).click();
  await page.goto('/gaming-pcs/rigsmith-ember');
  await page.getByRole('button', { name: text(cart, 'add.add') }).click();
  await expect(page.getByRole('button', { name: text(cart, 'add.added') })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('button', { name: text(checkout, 'cart.checkout'), exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/auth$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text(checkout, 'auth.title') }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: text(checkout, 'auth.login'), exact: true }).click();
  await page.getByLabel(text(account, 'fields.email')).fill(email);
  await page.getByLabel(text(account, 'fields.password'), { exact: true }).fill(secret);
  await page.getByRole('button', { name: text(account, 'login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);

  await shipToTestCardForm(page, edition);
  await payWith(page, edition, '4000 0000 0000 0077');
  await expect(page.getByText(/Your bank is confirming the payment/)).toBeVisible();
  await expectConfirmed(page, request, edition, email);
});
