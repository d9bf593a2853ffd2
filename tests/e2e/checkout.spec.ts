import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromOutbox, signUp } from './signUp';
import { expectNoAxeViolations } from './axe';

type Tree = { [key: string]: string | Tree };
const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const read = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(locales, locale, `${namespace}.json`), 'utf8')) as Tree;

/** The text of `key` (`card.number`) in a catalogue, with its `{{placeholders}}` filled in. */
function text(tree: Tree, key: string, values: Record<string, string> = {}): string {
  const found = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree);
  return (found as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

// Each journey signs up through the outbox first, on a machine the other suites share.
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** An edition's texts and the address its shopper ships to. */
const editions = {
  uk: {
    prefix: '',
    locale: 'en-GB',
    address: {
      phone: '+44 7700 900123',
      line1: '12 Baker Street',
      city: 'London',
      postcode: 'NW1 6XE',
    },
  },
  de: {
    prefix: '/de',
    locale: 'de-DE',
    address: {
      phone: '+49 30 1234567',
      line1: 'Unter den Linden 5',
      city: 'Berlin',
      postcode: '10117',
    },
  },
} as const;

type Edition = (typeof editions)[keyof typeof editions];

function texts(edition: Edition) {
  return {
    checkout: read(edition.locale, 'checkout'),
    cart: read(edition.locale, 'cart'),
    account: read(edition.locale, 'account'),
  };
}

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * A guest puts the Ember in the cart, goes to the checkout, registers there, and the emailed
 * link brings the new customer back to the shipping stage with the cart kept.
 */
async function toShipping(page: Page, request: APIRequestContext, edition: Edition) {
  const { checkout, cart, account } = texts(edition);
  const email = `buyer-${edition.locale}-${Date.now()}@example.com`;
  const secret = 'Sup3r-secret!';
  await page.goto('/');
  await page.getByRole('button', { name: 'Required Only' }).click();
  // The guest's cart: it becomes the new customer's at sign-in, and the order is made from it.
  await page.goto(`${edition.prefix}/gaming-pcs/rigsmith-ember`);
  await page.getByRole('button', { name: text(cart, 'add.add') }).click();
  await expect(page.getByRole('button', { name: text(cart, 'add.added') })).toBeVisible();
  await page.goto(`${edition.prefix}/checkout`);
  await page.getByRole('button', { name: text(checkout, 'cart.checkout'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${edition.prefix}/checkout/auth$`));

  await page.getByRole('link', { name: text(checkout, 'auth.register'), exact: true }).click();
  await page.getByLabel(text(account, 'fields.email')).fill(email);
  await page.getByRole('checkbox', { name: text(account, 'register.terms') }).click();
  await page.getByRole('checkbox', { name: text(account, 'register.privacy') }).click();
  await page.getByRole('button', { name: text(account, 'register.submit') }).click();
  await expect(page.getByText(text(account, 'register.sent'))).toBeVisible();
  const link = await linkFromOutbox(request, email, /https?:\/\/\S+\/create-password\/\S+/);
  expect(link).toMatch(new RegExp(`^${edition.prefix}/create-password/`));
  await page.goto(link);
  await page.getByLabel(text(account, 'fields.newPassword'), { exact: true }).fill(secret);
  await page.getByLabel(text(account, 'fields.confirmPassword'), { exact: true }).fill(secret);
  await page.getByRole('button', { name: text(account, 'createPassword.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`${edition.prefix}/checkout/shipping$`));
  return email;
}

/** Fills in a new address (the edition's country is picked already) and goes on to payment. */
async function shipToNewAddress(page: Page, edition: Edition) {
  const { checkout, account } = texts(edition);
  const { address } = edition;
  await page.getByLabel(text(account, 'fields.firstName')).fill('Ada');
  await page.getByLabel(text(account, 'fields.lastName')).fill('Lovelace');
  await page.getByLabel(text(account, 'fields.phone')).fill(address.phone);
  await page.getByLabel(text(account, 'fields.line1'), { exact: true }).fill(address.line1);
  await page
    .getByRole('combobox', { name: text(account, 'fields.city') })
    .fill(address.city.slice(0, -1));
  await page
    .getByRole('option', { name: new RegExp(`^${address.city}\\b`) })
    .first()
    .click();
  await page.getByLabel(text(account, 'fields.postcode')).fill(address.postcode);
  await expect(page.getByRole('checkbox', { name: text(checkout, 'shipping.keep') })).toBeChecked();
  await page.getByRole('button', { name: text(checkout, 'shipping.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`${edition.prefix}/checkout/payment$`));
  await expect(page.getByText(text(checkout, 'card.testNotice'))).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(
    text(checkout, 'payment.payWithin', { time: '' }).trim(),
  );
}

async function payWith(page: Page, edition: Edition, number: string) {
  const { checkout } = texts(edition);
  await page.getByRole('textbox', { name: text(checkout, 'card.number') }).fill(number);
  await page.getByRole('textbox', { name: text(checkout, 'card.expiry') }).fill('12/34');
  await page.getByRole('textbox', { name: text(checkout, 'card.cvc') }).fill('123');
  await page
    .getByRole('button', { name: text(checkout, 'card.pay', { amount: '' }).trim() })
    .click();
}

/** The confirmation: its reference, and the receipt in the outbox. */
async function expectConfirmed(
  page: Page,
  request: APIRequestContext,
  edition: Edition,
  email: string,
) {
  const { checkout } = texts(edition);
  const title = page.getByRole('heading', { level: 1, name: text(checkout, 'confirmed.title') });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${edition.prefix}/checkout/confirmed$`));
  await expect(page.getByText(text(checkout, 'confirmed.email', { email }))).toBeVisible();
  const reference = await page.getByRole('definition').first().textContent();
  expect(reference).toBeTruthy();
  await expect
    .poll(async () => {
      const answer = await request.get(`/dev/mail/messages.json?to=${encodeURIComponent(email)}`);
      const messages = (await answer.json()) as { subject: string }[];
      return messages.some((message) => message.subject.includes(reference!));
    })
    .toBe(true);
  await expectNoAxeViolations(page);
  // A reload finds the same confirmation, not a page that is gone.
  await page.reload();
  await expect(title).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText(reference!);
}

test('a guest in the uk edition registers at the checkout, orders the Ember to a new address, pays with a declined card then another, and gets the confirmation and its email', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const edition = editions.uk;
  const { checkout } = texts(edition);
  const email = await toShipping(page, request, edition);
  await expectNoAxeViolations(page);
  await shipToNewAddress(page, edition);
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
  await page.goto('/checkout');
  await page.getByRole('button', { name: text(checkout, 'cart.checkout'), exact: true }).click();
  await expect(page.getByRole('radio', { name: /^Ada Lovelace/ })).toBeChecked();
  await page.getByRole('button', { name: text(checkout, 'shipping.submit') }).click();
  await expect(page.getByText(text(checkout, 'card.testNotice'))).toBeVisible();
  expect(errors).toEqual([]);
});

test('a guest in the de edition registers at the checkout and confirms the payment with the bank challenge', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const edition = editions.de;
  const { checkout } = texts(edition);
  const email = await toShipping(page, request, edition);
  await shipToNewAddress(page, edition);

  await payWith(page, edition, '4000 0000 0000 3220');
  const challenge = page.getByRole('heading', { name: text(checkout, 'challenge.title') });
  await expect(challenge).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: text(checkout, 'challenge.approve') }).click();
  await expectConfirmed(page, request, edition, email);
  expect(errors).toEqual([]);
});

test('a guest logs in at the checkout, comes back to shipping, and a payment that succeeds later is confirmed', async ({
  browser,
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const edition = editions.uk;
  const { checkout, cart, account } = texts(edition);
  const email = `guest-${Date.now()}@example.com`;
  const secret = 'Sup3r-secret!';
  const elsewhere = await browser.newPage();
  await signUp(elsewhere, request, email, secret);
  await elsewhere.close();

  // A stage opened first of all, before the ones it needs, is not found.
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

  await shipToNewAddress(page, edition);
  await payWith(page, edition, '4000 0000 0000 0077');
  await expect(page.getByText(/Your bank is confirming the payment/)).toBeVisible();
  await expectConfirmed(page, request, edition, email);
  expect(errors).toEqual([]);
});
