import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A new account for a journey: registered, its password set from the outbox's link. */

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const account = JSON.parse(
  readFileSync(path.join(locales, 'en-GB', 'account.json'), 'utf8'),
) as Record<string, Record<string, string>>;

/** The newest link of the development outbox (`/dev/mail`) sent to `to` that matches `pattern`. */
export async function linkFromOutbox(request: APIRequestContext, to: string, pattern: RegExp) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail/messages.json?to=${encodeURIComponent(to)}`);
        const entries = (await response.json()) as { to: string; text: string }[];
        link = entries.map((entry) => pattern.exec(entry.text)?.[0]).find(Boolean);
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

/** Registers and sets a password, which signs in. */
export async function signUp(
  page: Page,
  request: APIRequestContext,
  email: string,
  secret: string,
) {
  await page.goto('/register');
  await page.getByLabel(account.fields!.email!).fill(email);
  await page.getByRole('checkbox', { name: account.register!.terms }).click();
  await page.getByRole('checkbox', { name: account.register!.privacy }).click();
  await page.getByRole('button', { name: account.register!.submit }).click();
  await expect(page.getByText(account.register!.sent!)).toBeVisible({ timeout: 15_000 });
  await page.goto(
    await linkFromOutbox(request, email, /https?:\/\/\S+\/create-password\/[\w-]{43}/),
  );
  await page.getByLabel(account.fields!.newPassword!, { exact: true }).fill(secret);
  await page.getByLabel(account.fields!.confirmPassword!, { exact: true }).fill(secret);
  await page.getByRole('button', { name: account.createPassword!.submit }).click();
  await expect(page.getByText(account.password!.created!)).toBeVisible({ timeout: 15_000 });
}
