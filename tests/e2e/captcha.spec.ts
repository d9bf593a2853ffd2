import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The forms' invisible captcha against a shop started here with CAPTCHA_PROVIDER=turnstile: the
 * provider's script is a fake served by `page.route`, and its siteverify a fake HTTP server
 * (CAPTCHA_VERIFY_URL), so nothing leaves the machine.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalogue = (namespace: string) =>
  JSON.parse(
    readFileSync(path.join(root, 'locales', 'en-GB', `${namespace}.json`), 'utf8'),
  ) as Record<string, Record<string, string>>;
const account = catalogue('account');
const site = catalogue('site');
const validation = catalogue('validation') as unknown as Record<string, string>;

const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
const SITE_KEY = '1x-fake-site-key';
const SECRET = 'fake-secret';

/** A Turnstile stand-in: render, execute (a fresh token each time), reset, remove. */
const fakeTurnstile = `
window.turnstile = (() => {
  const widgets = new Map();
  let next = 0;
  let issued = 0;
  return {
    render(container, params) {
      const id = 'w' + ++next;
      const frame = document.createElement('div');
      frame.dataset.fakeTurnstile = params.sitekey;
      container.append(frame);
      widgets.set(id, { params, frame });
      return id;
    },
    execute(id) {
      const widget = widgets.get(id);
      setTimeout(() => widget.params.callback('fake-token-' + ++issued), 20);
    },
    reset() {},
    remove(id) {
      widgets.get(id)?.frame.remove();
      widgets.delete(id);
    },
  };
})();
`;

interface Verification {
  secret: string | null;
  response: string | null;
}

/** The provider's siteverify: accepts every token unless told to refuse the next one. */
function startFakeVerifier() {
  const verifications: Verification[] = [];
  let refuseNext = false;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      verifications.push({ secret: form.get('secret'), response: form.get('response') });
      const success = !refuseNext && form.get('secret') === SECRET;
      refuseNext = false;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success }));
    });
  });
  return {
    server,
    verifications,
    refuseNext: () => (refuseNext = true),
  };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** A port nobody listens on right now, for the shop. */
async function freePort() {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForHealth(url: string, shop: ChildProcess, log: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`the shop stopped:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shop did not start within 120 s:\n${log()}`);
}

const verifier = startFakeVerifier();
let shop: ChildProcess | undefined;
let shopUrl = '';
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const verifierPort = await listen(verifier.server);
  const port = await freePort();
  dataDir = path.join(os.tmpdir(), `rigsmith-e2e-captcha-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  let output = '';
  shop = spawn('pnpm', ['--filter', '@pcshop/server', 'start'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '20',
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SECRET: SECRET,
      CAPTCHA_SITE_KEY: SITE_KEY,
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${verifierPort}/siteverify`,
      ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  shop.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  shopUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(shopUrl, shop, () => output);
});

test.afterAll(async () => {
  // The shop runs under pnpm and tsx: end its whole process group, which this file started.
  if (shop?.pid) {
    const exited = new Promise((resolve) => shop!.once('exit', resolve));
    process.kill(-shop.pid, 'SIGTERM');
    await exited;
  }
  await new Promise((resolve) => verifier.server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The provider's script, answered by the fake (or refused: the provider can't be reached). */
async function routeTurnstile(page: Page, reachable = true) {
  await page.route(TURNSTILE_SCRIPT, (route) =>
    reachable
      ? route.fulfill({ contentType: 'text/javascript', body: fakeTurnstile })
      : route.abort('internetdisconnected'),
  );
}

/** Every POST the page makes to `path`. */
function postsTo(page: Page, pathname: string) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === pathname) {
      posts.push(request.postData() ?? '');
    }
  });
  return posts;
}

async function fillRegister(page: Page, email: string) {
  await page.getByLabel(account.fields!.email!).fill(email);
  await page.getByRole('checkbox', { name: account.register!.terms }).click();
  await page.getByRole('checkbox', { name: account.register!.privacy }).click();
  await page.getByRole('button', { name: account.register!.submit }).click();
}

test('register answers the invisible captcha; a refused answer keeps the form and says why', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await routeTurnstile(page);
  const posts = postsTo(page, '/api/auth/register');
  const email = `captcha.${Date.now()}@example.com`;

  await page.goto(`${shopUrl}/register`);
  await expect(page.locator(`[data-fake-turnstile="${SITE_KEY}"]`)).toBeAttached();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  verifier.refuseNext();
  await fillRegister(page, email);
  await expect(page.getByText(validation.captchaFailed!)).toBeVisible();
  await expect(page.getByLabel(account.fields!.email!)).toHaveValue(email);

  await page.getByRole('button', { name: account.register!.submit }).click();
  await expect(page.getByText(account.register!.sent!)).toBeVisible();

  // A fresh token each submission, checked with the shop's secret.
  expect(posts.map((body) => (JSON.parse(body) as { captcha?: string }).captcha)).toEqual([
    'fake-token-1',
    'fake-token-2',
  ]);
  expect(verifier.verifications.slice(-2)).toEqual([
    { secret: SECRET, response: 'fake-token-1' },
    { secret: SECRET, response: 'fake-token-2' },
  ]);
  expect(errors).toEqual([]);
});

test('forgot password sends nothing when the captcha cannot be loaded', async ({ page }) => {
  await routeTurnstile(page, false);
  const posts = postsTo(page, '/api/auth/ask_for_password_reset');
  await page.goto(`${shopUrl}/login/reset`);
  await page.getByLabel(account.fields!.email!).fill('ada@example.com');
  await page.getByRole('button', { name: account.reset!.submit }).click();
  await expect(page.getByText(validation.captchaNotLoaded!)).toBeVisible();
  await expect(page.getByLabel(account.fields!.email!)).toHaveValue('ada@example.com');
  expect(posts).toEqual([]);
});

test('the contact form raises a ticket with the captcha’s token', async ({ page }) => {
  await routeTurnstile(page);
  const posts = postsTo(page, '/api/contact/ticket');
  await page.goto(`${shopUrl}/contact-us`);
  await page.getByLabel(site.contact!.fullName!).fill('Ada Lovelace');
  await page.getByLabel(site.contact!.email!).fill('ada@example.com');
  await page.getByLabel(site.contact!.message!).fill('Does the captcha work?');
  await page.getByRole('checkbox', { name: site.contact!.privacy }).click();
  await page.getByRole('button', { name: site.contact!.submit }).click();
  await expect(page.getByRole('heading', { name: site.contact!.successTitle })).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0]!)).toMatchObject({ captcha: expect.stringMatching(/^fake-token-/) });
});
