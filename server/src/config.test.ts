import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no configuration on the embedded database', () => {
    const config = loadConfig({});
    expect(config.databaseKind).toBe('pglite');
    expect(config.PORT).toBe(3000);
    expect(config.pgliteDir.endsWith('/var/db')).toBe(true);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost:5432/test' }).databaseKind).toBe(
      'postgres',
    );
  });

  it('keeps 10 connections to PostgreSQL unless DATABASE_POOL_SIZE says how many', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ EDITION_DOMAINS: '{"rigsmith.fr":"xx"}' })).toThrow(
      /EDITION_DOMAINS/,
    );
  });

  it('without PUBLIC_URL, names the address the shop serves, not another port', () => {
    expect(loadConfig({ PORT: '4123' }).PUBLIC_URL).toBe('http://localhost:4123');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4123' }).PUBLIC_URL).toBe(
      'http://127.0.0.1:4123',
    );
    expect(loadConfig({ PUBLIC_URL: '', PORT: '4123' }).PUBLIC_URL).toBe('http://localhost:4123');
    expect(loadConfig({ PUBLIC_URL: 'https://rigsmith.com', PORT: '4123' }).PUBLIC_URL).toBe(
      'https://rigsmith.com',
    );
  });

  it('reads the domain map of editions', () => {
    expect(loadConfig({ EDITION_DOMAINS: '{"rigsmith.fr":"fr"}' }).EDITION_DOMAINS).toEqual({
      'rigsmith.fr': 'fr',
    });
  });
});

describe('loadConfig: accounts, email, rate limits and captcha', () => {
  it('requires JWT_SECRET in production and generates one otherwise', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
    const first = loadConfig({}).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).JWT_SECRET).not.toBe(first);
  });

  it('accepts only SMTP and Redis URLs for SMTP_URL and REDIS_URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ REDIS_URL: 'postgres://localhost' })).toThrow(/REDIS_URL/);
    const config = loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com', REDIS_URL: '' });
    expect(config.SMTP_URL).toBe('smtps://u:p@mail.example.com');
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('turns the captcha on only with a provider, its secret and its site key', () => {
    expect(loadConfig({}).captcha).toBeNull();
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'turnstile' })).toThrow(/CAPTCHA_SECRET/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(/CAPTCHA_PROVIDER/);
    expect(
      loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SECRET: 's', CAPTCHA_SITE_KEY: 'k' })
        .captcha,
    ).toEqual({ provider: 'recaptcha', secret: 's', siteKey: 'k' });
  });

  it('pays through the test processor unless Stripe is chosen with its three keys', () => {
    expect(loadConfig({})).toMatchObject({ PAYMENT_PROVIDER: 'test', stripe: null });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    const keys = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_PUBLISHABLE_KEY: 'pk',
      STRIPE_WEBHOOK_SECRET: 'whsec',
    };
    expect(loadConfig(keys).stripe).toMatchObject({ secretKey: 'sk', publishableKey: 'pk' });
    expect(() =>
      loadConfig({
        ...keys,
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        STRIPE_API_URL: 'http://127.0.0.1:4010',
      }),
    ).toThrow(/STRIPE_API_URL/);
  });

  it('takes a CAPTCHA_VERIFY_URL (a fake provider for tests) as an http(s) URL, never in production', () => {
    const captcha = { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: 's', CAPTCHA_SITE_KEY: 'k' };
    expect(
      loadConfig({ ...captcha, CAPTCHA_VERIFY_URL: 'http://127.0.0.1:4000/siteverify' }).captcha,
    ).toEqual({
      provider: 'turnstile',
      secret: 's',
      siteKey: 'k',
      verifyUrl: 'http://127.0.0.1:4000/siteverify',
    });
    expect(() => loadConfig({ ...captcha, CAPTCHA_VERIFY_URL: 'ftp://x/y' })).toThrow(
      /CAPTCHA_VERIFY_URL/,
    );
    expect(() =>
      loadConfig({
        ...captcha,
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        CAPTCHA_VERIFY_URL: 'https://fake.example/siteverify',
      }),
    ).toThrow(/CAPTCHA_VERIFY_URL: is for tests only/);
  });
});

describe('loadConfig: the development outbox', () => {
  it('is off unless DEV_OUTBOX is true, and refused in production', () => {
    expect(loadConfig({}).DEV_OUTBOX).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), DEV_OUTBOX: 'true' }),
    ).toThrow(/DEV_OUTBOX: is for development only/);
  });
});
