import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimit } from '../../services/rateLimit/budgets';
import { buildAccountsTestApp, uniqueEmail, type AccountsTestApp } from '../../test/accounts';

const limits = {
  login: rateLimit({ RATE_LIMIT_SCALE: 1 }, 'login'),
  register: rateLimit({ RATE_LIMIT_SCALE: 1 }, 'register'),
  passwordReset: rateLimit({ RATE_LIMIT_SCALE: 1 }, 'passwordReset'),
};

const consents = { consents: { terms: true, privacy: true, marketing: false } };

describe('rate limits on login, register and password reset', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(async () => t?.close());

  const call = (url: string, payload: object, remoteAddress: string) =>
    t.request({ method: 'POST', url, payload, remoteAddress });

  it(`refuses the login after ${limits.login.max} tries from one address, not from another`, async () => {
    const tryLogin = (address: string) =>
      call('/api/auth/login', { email: 'nobody@example.com', password: 'Wr0ng$pass' }, address);
    for (let tried = 0; tried < limits.login.max; tried += 1) {
      expect((await tryLogin('10.1.0.1')).statusCode).toBe(401);
    }
    const refused = await tryLogin('10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await tryLogin('10.1.0.2')).statusCode).toBe(401);

    t.clock.advance(limits.login.timeWindow + 1000);
    expect((await tryLogin('10.1.0.1')).statusCode).toBe(401);
  });

  it(`refuses registrations after ${limits.register.max} from one address`, async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent <= limits.register.max; sent += 1) {
      const response = await call(
        '/api/auth/register',
        { email: uniqueEmail('limited'), ...consents },
        '10.2.0.1',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(limits.register.max).fill(202), 429]);
  });

  it(`refuses password reset requests after ${limits.passwordReset.max} from one address`, async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent <= limits.passwordReset.max; sent += 1) {
      const response = await call(
        '/api/auth/ask_for_password_reset',
        { email: uniqueEmail('forgot') },
        '10.3.0.1',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(limits.passwordReset.max).fill(202), 429]);
  });
});

describe('the captcha on register and forgot password', () => {
  let t: AccountsTestApp;
  const captchaFetch: typeof fetch = async (_url, init) => {
    const form = new URLSearchParams(init?.body as URLSearchParams);
    return Response.json({ success: form.get('response') === 'human' });
  };
  beforeAll(async () => {
    t = await buildAccountsTestApp(
      { CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SECRET: 'secret-2', CAPTCHA_SITE_KEY: 'site-2' },
      { captchaFetch },
    );
  });
  afterAll(async () => t?.close());

  it('tells the forms which captcha to load', async () => {
    const response = await t.request({ method: 'GET', url: '/api/auth/captcha' });
    expect(response.json()).toEqual({ provider: 'recaptcha', site_key: 'site-2' });
  });

  it('registers only with an accepted answer', async () => {
    const body = { email: uniqueEmail('captcha'), ...consents };
    const missing = await t.post('/api/auth/register', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'captcha_failed' } });
    expect((await t.post('/api/auth/register', { ...body, captcha: 'robot' })).statusCode).toBe(
      400,
    );
    expect((await t.post('/api/auth/register', { ...body, captcha: 'human' })).statusCode).toBe(
      202,
    );
  });

  it('lets the pages load the provider’s script and widget frame (CSP)', async () => {
    const csp = String(
      (await t.request({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(csp).toContain(
      "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    );
  });

  it('sends a reset link only with an accepted answer', async () => {
    const email = uniqueEmail('captcha-reset');
    expect((await t.post('/api/auth/ask_for_password_reset', { email })).statusCode).toBe(400);
    const accepted = await t.post('/api/auth/ask_for_password_reset', { email, captcha: 'human' });
    expect(accepted.statusCode).toBe(202);
  });
});

describe('without a captcha configured', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(async () => t?.close());

  it('answers that there is none', async () => {
    const response = await t.request({ method: 'GET', url: '/api/auth/captcha' });
    expect(response.json()).toEqual({ provider: null, site_key: null });
  });

  it('allows no outside script or frame', async () => {
    const csp = String(
      (await t.request({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toMatch(/frame-src 'self';/);
  });
});
