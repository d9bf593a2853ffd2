import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { SECRET, listen, startCaptchaShop, startFakeVerifier, type Shop } from './captchaShop';
import {
  TURNSTILE_CHECKBOX,
  routeCaptchaProvider,
  widgetFrameTitles,
  type CaptchaProviderName,
} from './fakeCaptchaProviders';

/**
 * The forms' captcha against shops started here, one with CAPTCHA_PROVIDER=turnstile and one
 * with recaptcha: the provider's script and widget frame are fakes served at its own addresses
 * (`fakeCaptchaProviders.ts`), so they load under the shop's real Content Security Policy, and
 * its siteverify is a fake HTTP server (CAPTCHA_VERIFY_URL); nothing leaves the machine.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalogue = (namespace: string) =>
  JSON.parse(
    readFileSync(path.join(root, 'locales', 'en-GB', `${namespace}.json`), 'utf8'),
  ) as Record<string, Record<string, string>>;
const account = catalogue('account');
const site = catalogue('site');
const validation = catalogue('validation') as unknown as Record<string, string>;

const siteKeys: Record<CaptchaProviderName, string> = {
  turnstile: '1x-fake-turnstile-site-key',
  recaptcha: '6L-fake-recaptcha-site-key',
};
const providerOrigins: Record<CaptchaProviderName, string> = {
  turnstile: 'https://challenges.cloudflare.com',
  recaptcha: 'https://www.google.com',
};

const verifier = startFakeVerifier();
const shops: Partial<Record<CaptchaProviderName, Shop>> = {};
const shopUrl = (provider: CaptchaProviderName) => shops[provider]!.url;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const verifyUrl = `http://127.0.0.1:${await listen(verifier.server)}/siteverify`;
  const [turnstile, recaptcha] = await Promise.allSettled([
    startCaptchaShop({ provider: 'turnstile', siteKey: siteKeys.turnstile, verifyUrl }),
    startCaptchaShop({ provider: 'recaptcha', siteKey: siteKeys.recaptcha, verifyUrl }),
  ]);
  if (turnstile.status === 'fulfilled') shops.turnstile = turnstile.value;
  if (recaptcha.status === 'fulfilled') shops.recaptcha = recaptcha.value;
  for (const started of [turnstile, recaptcha]) {
    if (started.status === 'rejected') throw started.reason;
  }
});

test.afterAll(async () => {
  await Promise.all(Object.values(shops).map((shop) => shop.stop()));
  await new Promise((resolve) => verifier.server.close(resolve));
});

/** Every POST the page makes to `path`, as its body. */
function postsTo(page: Page, pathname: string) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === pathname) {
      posts.push(request.postData() ?? '');
    }
  });
  return posts;
}

const sentTokens = (posts: string[]) =>
  posts.map((body) => (JSON.parse(body) as { captcha?: string }).captcha);

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help}`);
}

/** The provider's widget frame in the page's form, drawn by the provider's own script. */
async function expectWidgetInForm(page: Page, provider: CaptchaProviderName) {
  const frame = page.locator('form').getByTitle(widgetFrameTitles[provider]);
  await expect(frame).toBeVisible();
  const src = new URL((await frame.getAttribute('src')) ?? '');
  expect(src.origin).toBe(providerOrigins[provider]);
  expect(src.searchParams.get('k')).toBe(siteKeys[provider]);
}

/** The language the provider's widget frame was asked to speak. */
async function widgetLanguage(page: Page, provider: CaptchaProviderName) {
  const frame = page.locator('form').getByTitle(widgetFrameTitles[provider]);
  const src = new URL((await frame.getAttribute('src')) ?? '');
  return src.searchParams.get(provider === 'turnstile' ? 'lang' : 'hl');
}

/** Whether a layout shift so far moved anything in the page's form (recorded from the start). */
async function watchFormShifts(page: Page) {
  await page.addInitScript(() => {
    const shifted: string[] = [];
    Object.assign(window, { formShifts: shifted });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        sources?: { node?: Node | null }[];
      })[]) {
        for (const { node } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest('form')) shifted.push(element.outerHTML.slice(0, 80));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { formShifts: string[] }).formShifts);
}

const turnstileCheckbox = (page: Page) =>
  page
    .frameLocator(`iframe[title="${widgetFrameTitles.turnstile}"]`)
    .getByRole('checkbox', { name: TURNSTILE_CHECKBOX });

test.describe('with Turnstile', () => {
  test('register shows its widget, answered from the keyboard; each submission sends a fresh token', async ({
    page,
    expectFailedLoad,
  }) => {
    // The submission whose captcha the verifier refuses.
    expectFailedLoad({ url: '/api/auth/register', status: 400 });
    await routeCaptchaProvider(page, 'turnstile');
    const posts = postsTo(page, '/api/auth/register');
    const email = `captcha.${Date.now()}@example.com`;

    await page.goto(`${shopUrl('turnstile')}/register`);
    await expectWidgetInForm(page, 'turnstile');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(account.fields!.email!).fill(email);
    await page.getByRole('checkbox', { name: account.register!.terms }).click();
    await page.getByRole('checkbox', { name: account.register!.privacy }).click();
    await page.getByRole('checkbox', { name: account.register!.marketing }).focus();
    await page.keyboard.press('Tab');
    await expect(turnstileCheckbox(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(turnstileCheckbox(page)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: account.register!.submit })).toBeFocused();

    verifier.refuseNext();
    await page.keyboard.press('Enter');
    await expect(page.getByText(validation.captchaFailed!)).toBeVisible();
    await expect(page.getByLabel(account.fields!.email!)).toHaveValue(email);

    // The token was spent: the widget asks again before the next submission.
    await expect(turnstileCheckbox(page)).not.toBeChecked();
    await turnstileCheckbox(page).check();
    await page.getByRole('button', { name: account.register!.submit }).click();
    await expect(page.getByText(account.register!.sent!)).toBeVisible();

    expect(sentTokens(posts)).toEqual(['fake-turnstile-token-1', 'fake-turnstile-token-2']);
    expect(verifier.verifications.slice(-2)).toEqual([
      { secret: SECRET, response: 'fake-turnstile-token-1' },
      { secret: SECRET, response: 'fake-turnstile-token-2' },
    ]);
  });

  test('register paints with the widget’s room kept: nothing in the form moves when it arrives', async ({
    page,
  }) => {
    await routeCaptchaProvider(page, 'turnstile');
    const formShifts = await watchFormShifts(page);
    await page.goto(`${shopUrl('turnstile')}/register`);
    await expectWidgetInForm(page, 'turnstile');
    await page.waitForTimeout(500);
    expect(await formShifts()).toEqual([]);
  });

  test('a submit without the security check done asks for it at once and focuses the widget; a second submit sends', async ({
    page,
  }) => {
    await routeCaptchaProvider(page, 'turnstile');
    const posts = postsTo(page, '/api/auth/register');
    await page.goto(`${shopUrl('turnstile')}/register`);
    await expectWidgetInForm(page, 'turnstile');
    await page.getByLabel(account.fields!.email!).fill(`unticked.${Date.now()}@example.com`);
    await page.getByRole('checkbox', { name: account.register!.terms }).click();
    await page.getByRole('checkbox', { name: account.register!.privacy }).click();
    const submit = page.getByRole('button', { name: account.register!.submit });
    await submit.click();

    await expect(page.getByText(validation.captchaNotAnswered!)).toBeVisible({ timeout: 1000 });
    await expect(page.locator('form').getByTitle(widgetFrameTitles.turnstile)).toBeFocused();
    await expect(submit).not.toHaveAttribute('aria-busy', 'true');
    expect(await axeViolations(page)).toEqual([]);

    await turnstileCheckbox(page).check();
    await expect(page.getByText(validation.captchaNotAnswered!)).toBeHidden();
    expect(posts).toEqual([]);
    await submit.click();
    await expect(page.getByText(account.register!.sent!)).toBeVisible();
    expect(sentTokens(posts)).toEqual([expect.stringMatching(/^fake-turnstile-token-/)]);
  });

  test.describe('in an Italian browser', () => {
    test.use({ locale: 'it-IT' });

    test('the widget speaks the edition’s language, and the new one’s after switching edition', async ({
      page,
    }) => {
      await routeCaptchaProvider(page, 'turnstile');
      await page.goto(`${shopUrl('turnstile')}/register`);
      await expectWidgetInForm(page, 'turnstile');
      expect(await widgetLanguage(page, 'turnstile')).toBe('en');

      await page.getByRole('button', { name: 'Edition: UK' }).click();
      await page.getByRole('menuitemradio', { name: 'Deutschland' }).click();
      await expect(page).toHaveURL(/\/de\/register$/);
      await expect.poll(() => widgetLanguage(page, 'turnstile')).toBe('de');
      await expect(page.locator('form iframe')).toHaveCount(1);
    });
  });

  test('the contact form raises a ticket with the widget’s token', async ({ page }) => {
    await routeCaptchaProvider(page, 'turnstile');
    const posts = postsTo(page, '/api/contact/ticket');
    await page.goto(`${shopUrl('turnstile')}/contact-us`);
    await expectWidgetInForm(page, 'turnstile');
    await page.getByLabel(site.contact!.fullName!).fill('Ada Lovelace');
    await page.getByLabel(site.contact!.email!).fill('ada@example.com');
    await page.getByLabel(site.contact!.message!).fill('Does the captcha work?');
    await page.getByRole('checkbox', { name: site.contact!.privacy }).click();
    await turnstileCheckbox(page).check();
    await page.getByRole('button', { name: site.contact!.submit }).click();
    await expect(page.getByRole('heading', { name: site.contact!.successTitle })).toBeVisible();
    expect(sentTokens(posts)).toEqual([expect.stringMatching(/^fake-turnstile-token-/)]);
  });

  test('forgot password says the captcha could not be loaded and sends nothing when the provider is unreachable', async ({
    page,
    expectFailedLoad,
    expectLoggedError,
  }) => {
    expectFailedLoad({ url: /^https:\/\/challenges\.cloudflare\.com\//, status: 'aborted' });
    expectLoggedError('the captcha could not be loaded');
    await routeCaptchaProvider(page, 'turnstile', { reachable: false });
    const posts = postsTo(page, '/api/auth/ask_for_password_reset');
    await page.goto(`${shopUrl('turnstile')}/login/reset`);
    // Said where the widget would be as soon as it is known, not only on submit.
    await expect(page.locator('form').getByText(validation.captchaNotLoaded!)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(account.fields!.email!).fill('ada@example.com');
    await page.getByRole('button', { name: account.reset!.submit }).click();
    await expect(page.getByText(validation.captchaNotLoaded!)).toBeVisible();
    await expect(page.getByLabel(account.fields!.email!)).toHaveValue('ada@example.com');
    expect(posts).toEqual([]);
  });

  test('only a page with one of these forms loads the provider’s script', async ({ page }) => {
    const requested = await routeCaptchaProvider(page, 'turnstile');
    await page.goto(`${shopUrl('turnstile')}/login`);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await page.getByRole('link', { name: account.login!.register }).click();
    await expectWidgetInForm(page, 'turnstile');
    expect(requested.filter((url) => url.includes('/turnstile/v0/api.js'))).toHaveLength(1);
  });
});

test.describe('with reCAPTCHA', () => {
  test('the contact form shows the invisible widget’s badge and sends its token', async ({
    page,
  }) => {
    const requested = await routeCaptchaProvider(page, 'recaptcha');
    const posts = postsTo(page, '/api/contact/ticket');
    await page.goto(`${shopUrl('recaptcha')}/contact-us`);
    await expectWidgetInForm(page, 'recaptcha');
    expect(await widgetLanguage(page, 'recaptcha')).toBe('en-GB');
    expect(requested.some((url) => url.startsWith('https://www.gstatic.com/recaptcha/'))).toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(site.contact!.fullName!).fill('Grace Hopper');
    await page.getByLabel(site.contact!.email!).fill('grace@example.com');
    await page.getByLabel(site.contact!.message!).fill('Is reCAPTCHA happy?');
    await page.getByRole('checkbox', { name: site.contact!.privacy }).click();
    await page.getByRole('button', { name: site.contact!.submit }).click();
    await expect(page.getByRole('heading', { name: site.contact!.successTitle })).toBeVisible();
    expect(sentTokens(posts)).toEqual(['fake-recaptcha-token-1']);
    expect(verifier.verifications.at(-1)).toEqual({
      secret: SECRET,
      response: 'fake-recaptcha-token-1',
    });
  });
});

test.describe('with reCAPTCHA in an Italian browser', () => {
  test.use({ locale: 'it-IT' });

  test('the French contact form’s badge speaks French', async ({ page }) => {
    await routeCaptchaProvider(page, 'recaptcha');
    await page.goto(`${shopUrl('recaptcha')}/fr/contact-us`);
    await expectWidgetInForm(page, 'recaptcha');
    expect(await widgetLanguage(page, 'recaptcha')).toBe('fr');
  });
});

test('without a provider the forms load no captcha and ask no other host', async ({
  page,
  baseURL,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) outside.push(request.url());
  });
  for (const form of ['/register', '/login/reset', '/contact-us']) {
    await page.goto(form);
    await expect(page.locator('form')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('form iframe')).toHaveCount(0);
  }
  expect(outside).toEqual([]);
});
