import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const notFoundText = (locale: string) =>
  (
    JSON.parse(readFileSync(path.join(locales, locale, 'errors.json'), 'utf8')) as {
      notFound: string;
    }
  ).notFound;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

for (const edition of [
  { prefix: '', country: 'GB', lang: 'en-GB' },
  { prefix: '/fr', country: 'FR', lang: 'fr-FR' },
]) {
  test(`the FAQ renders from the CMS in ${edition.lang}`, async ({ page, request }) => {
    const cmsPage = (await (
      await request.get(`/api/cms/pages/faq?country=${edition.country}`)
    ).json()) as { title: string; meta: { metaTitle: string; metaDescription: string } };

    await page.goto(`${edition.prefix}/faq`);
    await expect(page.getByRole('heading', { level: 1, name: cmsPage.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', edition.lang);
    await expect(page).toHaveTitle(cmsPage.meta.metaTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      cmsPage.meta.metaDescription,
    );
    // The questions are drawn from the page's FAQ blocks.
    expect(await page.locator('dt').count()).toBeGreaterThan(5);
    await expectNoAxeViolations(page);
  });
}

test('a legacy URL is redirected in place to where its content lives now', async ({ page }) => {
  await page.goto('/');
  await page.goto('/support/faqs');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  // Replaced, not pushed: going back skips the legacy URL.
  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/$/);

  await page.goto('/fr/Support/');
  await expect(page).toHaveURL(/\/fr\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
});

test('an unknown page answers “Page not found” with its path, in the edition’s language', async ({
  page,
  expectFailedLoad,
}) => {
  expectFailedLoad({ url: '/no-such-page', status: 404 });
  expectFailedLoad({ url: '/de/gibt-es-nicht', status: 404 });
  await page.goto('/no-such-page?from=mail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Page not found: /no-such-page?from=mail')).toBeVisible();
  await expect(page.getByText('Error 404')).toBeAttached();
  await expect(page.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);

  await page.goto('/de/gibt-es-nicht');
  await expect(
    page.getByText(notFoundText('de-DE').replace('{{fullPath}}', '/de/gibt-es-nicht')),
  ).toBeVisible();
});

test('the contact form raises a ticket and both emails are sent', async ({ page, request }) => {
  const email = `contact.${Date.now()}@example.com`;
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByText('This is a required field')).toHaveCount(4);
  await expectNoAxeViolations(page);

  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email address').fill('grace@');
  await page.getByLabel('Phone number').fill('12');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Incorrect email format')).toBeVisible();
  await expect(page.getByText('Number is not correct')).toBeVisible();

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('+44 7700 900123');
  await page.getByLabel('Order number').fill('RS-100234');
  await page.getByLabel('Your enquiry').fill('My Rigsmith Nova arrived with a loose GPU cable.');
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Message sent' })).toBeFocused();
  const success = page.getByText('Thank you! Your ticket has been raised with our team.');
  await expect(success).toBeVisible();
  const reference = (await success.textContent())?.match(/RS-[0-9A-Z]{8}/)?.[0];
  expect(reference).toBeDefined();
  await expectNoAxeViolations(page);

  const outbox = async (to: string) =>
    (await (await request.get(`/dev/mail/messages.json?to=${encodeURIComponent(to)}`)).json()) as {
      subject: string;
      text: string;
    }[];
  await expect
    .poll(async () => (await outbox(email)).map((message) => message.subject))
    .toEqual([`We have your message: ticket ${reference}`]);
  await expect
    .poll(async () =>
      (await outbox('support@rigsmith.co.uk')).some(
        (message) =>
          message.subject === `Contact ticket ${reference} from Grace Hopper` &&
          message.text.includes('loose GPU cable'),
      ),
    )
    .toBe(true);
});
