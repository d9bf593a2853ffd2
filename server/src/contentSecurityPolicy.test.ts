import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/app';

/** The page's Content-Security-Policy header as directive → sources. */
async function policyOf(t: TestApp): Promise<Record<string, string[]>> {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  const header = String(response.headers['content-security-policy']);
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** Sources that name no other host. */
const shopOnly = new Set(["'self'", "'none'", "'unsafe-inline'", 'data:']);

/** Every source of the policy that lets the page use another host, as `directive source`. */
const outsideSources = (policy: Record<string, string[]>) =>
  Object.entries(policy).flatMap(([directive, sources]) =>
    sources.filter((source) => !shopOnly.has(source)).map((source) => `${directive} ${source}`),
  );

const captchaEnv = (provider: string) => ({
  CAPTCHA_PROVIDER: provider,
  CAPTCHA_SECRET: 'secret',
  CAPTCHA_SITE_KEY: 'site-key',
});

describe('the Content Security Policy without a captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('lets the page load nothing from another host', async () => {
    expect(outsideSources(await policyOf(t))).toEqual([]);
  });
});

describe.each([
  {
    provider: 'turnstile',
    outside: [
      'script-src https://challenges.cloudflare.com',
      'frame-src https://challenges.cloudflare.com',
    ],
  },
  {
    provider: 'recaptcha',
    outside: [
      'script-src https://www.google.com/recaptcha/',
      'script-src https://www.gstatic.com/recaptcha/',
      'frame-src https://www.google.com/recaptcha/',
      'frame-src https://recaptcha.google.com/recaptcha/',
    ],
  },
])('the Content Security Policy with CAPTCHA_PROVIDER=$provider', ({ provider, outside }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(captchaEnv(provider));
  });
  afterAll(async () => t?.close());

  it('adds the provider’s script and widget frame, and no other host', async () => {
    expect(outsideSources(await policyOf(t))).toEqual(outside);
  });
});
