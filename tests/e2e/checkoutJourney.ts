import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type APIRequestContext, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { linkFromOutbox } from './signUp';

/**
 * A shopper's way through the checkout, for the journeys of every payment provider: register at
 * the checkout, ship to a new address, and find the confirmation and its email.
 */

type Tree = { [key: string]: string | Tree };
const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const read = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(locales, locale, `${namespace}.json`), 'utf8')) as Tree;

/** The text of `key` (`card.number`) in a catalogue, with its `{{placeholders}}` filled in. */
export function text(tree: Tree, key: string, values: Record<string, string> = {}): string {
  const found = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree);
  return (found as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const expect = baseExpect.configure({ timeout: 15_000 });

/** An edition's texts and the address its shopper ships to. */
export const editions = {
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

export type Edition = (typeof editions)[keyof typeof editions];

export function texts(edition: Edition) {
  return {
    checkout: read(edition.locale, 'checkout'),
    cart: read(edition.locale, 'cart'),
    account: read(edition.locale, 'account'),
    catalogue: read(edition.locale, 'catalogue'),
  };
}

/**
 * A guest puts the Ember in the cart, goes to the checkout, registers there, and the emailed
 * link brings the new customer back to the shipping stage with the cart kept.
 */
export async function toShipping(page: Page, request: APIRequestContext, edition: Edition) {
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
  // The stage's code may still be on its way when the address changes.
  await expect(
    page.getByRole('heading', { level: 1, name: text(checkout, 'shipping.title') }),
  ).toBeVisible();
  // Its addresses and summary settled: run while they were still arriving, axe once found no
  // level-one heading on a stage that had one before and after (CI, and 2 runs in 4 here).
  await page.waitForLoadState('networkidle');
  return email;
}

/** Fills in a new address (the edition's country is picked already) and goes on to payment. */
export async function shipToNewAddress(page: Page, edition: Edition) {
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
  await expect(page.getByRole('timer')).toContainText(
    text(checkout, 'payment.payWithin', { time: '' }).trim(),
  );
}

/** Pays with a test card (README: Payments), any future expiry and CVC. */
export async function payWith(page: Page, edition: Edition, number: string) {
  const { checkout } = texts(edition);
  await page.getByRole('textbox', { name: text(checkout, 'card.number') }).fill(number);
  await page.getByRole('textbox', { name: text(checkout, 'card.expiry') }).fill('12/34');
  await page.getByRole('textbox', { name: text(checkout, 'card.cvc') }).fill('123');
  await page
    .getByRole('button', { name: text(checkout, 'card.pay', { amount: '' }).trim() })
    .click();
}

/** The confirmation: its reference, and the receipt in the outbox. */
export async function expectConfirmed(
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
