import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from './fixtures';
import { linkFromOutbox, signUp } from './signUp';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const catalogue = (namespace: string) =>
  JSON.parse(readFileSync(path.join(locales, 'en-GB', `${namespace}.json`), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
const account = catalogue('account');
const validation = catalogue('validation') as unknown as Record<string, string>;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const password = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const refreshOf = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/refresh');

/**
 * Holds a refresh up to 3 s for a second one, then lets both go together: two pages that did not
 * take turns would present the same refresh cookie at once, and the server would end the session.
 */
function refreshesMeet() {
  let release: (() => void) | null = null;
  return async (route: Route) => {
    if (release) {
      release();
    } else {
      await new Promise<void>((resolve) => {
        release = resolve;
        setTimeout(resolve, 3000);
      });
    }
    release = null;
    await route.continue();
  };
}

test('register, set a password, edit the profile, six addresses, log out and in, reset the password', async ({
  page,
  request,
  expectFailedLoad,
}) => {
  test.setTimeout(120_000);
  // The seventh address and a wrong password, refused.
  expectFailedLoad({ url: '/api/account/shipping_addresses', status: 409 });
  expectFailedLoad({ url: '/api/auth/login', status: 401 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const email = `ada.${Date.now()}@example.com`;
  const firstPassword = 'Engine-1843!';
  const newPassword = 'Difference-1822#';

  // Register: the consents are required, then the email with the link is sent.
  await page.goto('/register');
  await expect(
    page.getByRole('heading', { level: 1, name: account.register!.title }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(account.fields!.email!).fill(email);
  await page.getByRole('button', { name: account.register!.submit }).click();
  await expect(page.getByText(validation.required!).first()).toBeVisible();
  await page.getByRole('checkbox', { name: account.register!.terms }).click();
  await page.getByRole('checkbox', { name: account.register!.privacy }).click();
  await page.getByRole('button', { name: account.register!.submit }).click();
  await expect(page.getByText(account.register!.sent!)).toBeVisible();

  // The link of the outbox: set a password, which signs in.
  const createLink = await linkFromOutbox(
    request,
    email,
    /https?:\/\/\S+\/create-password\/[\w-]{43}/,
  );
  await page.goto(createLink);
  await expect(
    page.getByRole('heading', { level: 1, name: account.createPassword!.title }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await password(page, account.fields!.newPassword!).fill('short');
  await password(page, account.fields!.confirmPassword!).fill('other');
  await page.getByRole('button', { name: account.createPassword!.submit }).click();
  await expect(page.getByText(validation.passwordTooShort!)).toBeVisible();
  await password(page, account.fields!.newPassword!).fill(firstPassword);
  await password(page, account.fields!.confirmPassword!).fill(firstPassword);
  await page.getByRole('button', { name: account.createPassword!.submit }).click();
  await expect(page.getByText(account.password!.created!)).toBeVisible();
  await page.getByRole('link', { name: account.createPassword!.toAccount }).click();

  // Signed in: edit the profile.
  await expect(page).toHaveURL(/\/account$/);
  await expect(
    page.getByRole('tab', { name: account.tabs!.profile, selected: true }),
  ).toBeVisible();
  await page.getByLabel(account.fields!.fullName!).fill('Ada Lovelace');
  await page.getByLabel(account.fields!.mobile!).fill('+44 7700 900123');
  await page.getByRole('button', { name: account.profile!.saveDetails }).click();
  await expect(page.getByText(account.profile!.saved!)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Ada' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Six addresses; the seventh is refused with the server's error.
  const form = page.getByRole('form', { name: account.addresses!.addTitle });
  const addAddress = async (index: number) => {
    await form.getByLabel(account.fields!.firstName!).fill('Ada');
    await form.getByLabel(account.fields!.lastName!).fill('Lovelace');
    await form.getByLabel(account.fields!.phone!).fill('+44 7700 900123');
    await form.getByLabel(account.fields!.line1!, { exact: true }).fill(`${index} Analytical Row`);
    await form.getByRole('combobox', { name: account.fields!.city! }).fill('Londo');
    await page
      .getByRole('option', { name: /^London\b/ })
      .first()
      .click();
    await form.getByLabel(account.fields!.postcode!).fill('sw1a 1aa');
    await form.getByRole('button', { name: account.addresses!.add }).click();
  };
  for (let index = 1; index <= 6; index += 1) {
    await addAddress(index);
    await expect(page.getByText(`${index} of 6 addresses saved`)).toBeVisible();
  }
  await addAddress(7);
  await expect(form.getByRole('alert')).toHaveText(validation.addressLimitReached!);
  await expect(page.getByRole('button', { name: /^Delete the address/ })).toHaveCount(6);

  // The other tabs.
  await page.getByRole('tab', { name: account.tabs!.orders }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { name: account.orders!.emptyTitle })).toBeVisible();
  await page.getByRole('tab', { name: account.tabs!.affiliate }).click();
  await expect(page.getByRole('heading', { name: account.affiliate!.title })).toBeVisible();

  // Log out; the account now asks to log in, and brings the visitor back after.
  await page.getByRole('button', { name: account.tabs!.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/account/saved-builds');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fsaved-builds$/);
  await expectNoAxeViolations(page);
  await page.getByLabel(account.fields!.email!).fill(email);
  await password(page, account.fields!.password!).fill('Wrong-password-1');
  await page.getByRole('button', { name: account.login!.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(validation.invalidCredentials!);
  await password(page, account.fields!.password!).fill(firstPassword);
  await page.getByRole('checkbox', { name: account.login!.remember }).click();
  await page.getByRole('button', { name: account.login!.submit }).click();
  await expect(page).toHaveURL(/\/account\/saved-builds$/);
  await expect(page.getByRole('heading', { name: account.savedBuilds!.emptyTitle })).toBeVisible();
  const session = (await page.context().cookies()).find((c) => c.name === 'rigsmith_session');
  expect(session?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

  // A signed-in visitor is sent from /login to the account.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/account$/);

  // Forgotten password: the neutral answer, the emailed link, a new password.
  await page.getByRole('button', { name: account.tabs!.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: account.login!.forgot }).click();
  await expect(page.getByRole('heading', { level: 1, name: account.reset!.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(account.fields!.email!).fill(email);
  await page.getByRole('button', { name: account.reset!.submit }).click();
  await expect(page.getByText(account.reset!.neutral!)).toBeVisible();
  const resetLink = await linkFromOutbox(
    request,
    email,
    /https?:\/\/\S+\/login\/reset\?id=[\w-]+&token=[\w-]{43}/,
  );
  await page.goto(resetLink);
  await expect(
    page.getByRole('heading', { level: 1, name: account.reset!.changeTitle }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await password(page, account.fields!.newPassword!).fill(newPassword);
  await password(page, account.fields!.confirmPassword!).fill(`${newPassword}x`);
  await page.getByRole('button', { name: account.reset!.changeSubmit }).click();
  await expect(page.getByText(validation.passwordsMismatch!)).toBeVisible();
  await password(page, account.fields!.confirmPassword!).fill(newPassword);
  await page.getByRole('button', { name: account.reset!.changeSubmit }).click();
  await expect(page.getByText(account.password!.created!)).toBeVisible();
  await page.getByRole('link', { name: account.reset!.toLogin }).click();

  // The new password works.
  await page.getByLabel(account.fields!.email!).fill(email);
  await password(page, account.fields!.password!).fill(newPassword);
  await page.getByRole('button', { name: account.login!.submit }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Ada' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('logging out in one tab logs the other tab out', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signUp(page, request, `grace.${Date.now()}@example.com`, 'Compiler-1952!');

  const other = await page.context().newPage();
  await other.goto('/account');
  await expect(other.getByRole('tab', { name: account.tabs!.profile })).toBeVisible();
  await page.goto('/account');
  await page.getByRole('button', { name: account.tabs!.logout }).click();
  await expect(other).toHaveURL(/\/login$/);
});

test('no script can read a token; a reload keeps the shopper signed in; logging out in one page logs the other out', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signUp(page, request, `hedy.${Date.now()}@example.com`, 'Frequency-1942!');
  await page.getByRole('link', { name: account.createPassword!.toAccount }).click();
  await expect(page.getByRole('tab', { name: account.tabs!.profile })).toBeVisible();

  // The refresh token is an HttpOnly cookie of the auth calls; what scripts see holds no token.
  const refresh = (await page.context().cookies()).find((c) => c.name === 'rigsmith_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  const readable = await page.evaluate(() => ({
    cookie: decodeURIComponent(document.cookie),
    storage: JSON.stringify({ ...localStorage, ...sessionStorage }),
  }));
  expect(readable.cookie).toMatch(/rigsmith_session=\{"sessionEnd":\d+\}/);
  for (const text of [readable.cookie, readable.storage]) {
    expect(text).not.toContain(refresh!.value);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(text).not.toMatch(/access|refresh/i);
  }

  // A reload of an account page comes rendered for the shopper with a token of their session:
  // still signed in, with no refresh, and once started the page's markup holds no token.
  const refreshes: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/auth/refresh') refreshes.push(sent.url());
  });
  await page.reload();
  await expect(page.getByRole('tab', { name: account.tabs!.profile })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  expect(refreshes).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toMatch(
    /eyJ[\w-]+\.[\w-]+\.[\w-]+/,
  );

  // A page rendered in the browser (the games list, made for everyone) refreshes with the cookie
  // at start. Two of them loading at once take turns with the one refresh cookie: both stay
  // signed in.
  const [reloaded] = await Promise.all([refreshOf(page), page.goto('/games')]);
  expect(reloaded.status()).toBe(200);
  const context = page.context();
  await context.route('**/api/auth/refresh**', refreshesMeet());
  const other = await context.newPage();
  const together = await Promise.all([
    refreshOf(page),
    refreshOf(other),
    page.reload(),
    other.goto('/games'),
  ]);
  expect(together.slice(0, 2).map((response) => response!.status())).toEqual([200, 200]);
  await context.unrouteAll({ behavior: 'wait' });
  const [again] = await Promise.all([refreshOf(other), other.reload()]);
  expect(again.status()).toBe(200);
  await other.goto('/account');
  await expect(other.getByRole('tab', { name: account.tabs!.profile })).toBeVisible();

  // Logging out in one page logs the other out.
  await page.goto('/account');
  await page.getByRole('button', { name: account.tabs!.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(other).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('rigsmith_refresh');
  await other.goto('/account');
  await expect(other).toHaveURL(/\/login\?redirect=%2Faccount$/);
});

test('logging out while the account still loads leaves no refused call behind', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signUp(page, request, `ida.${Date.now()}@example.com`, 'Pendulum-1873!');
  // The calls a signed-in page load makes are held until the logout has reached the server.
  let loggedOut: () => void = () => undefined;
  const logout = new Promise<void>((resolve) => (loggedOut = resolve));
  await page.route(/\/api\/(account\/user|basket\/product)\b/, async (route) => {
    await logout;
    await route.continue().catch(() => undefined);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/logout') loggedOut();
  });
  await page.goto('/account');
  await page.getByRole('button', { name: account.tabs!.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logout;
  await expect(page.getByRole('heading', { level: 1, name: account.login!.title })).toBeVisible();
});
