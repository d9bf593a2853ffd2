import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAccessSchema } from '@pcshop/stores/schemas';
import {
  buildAccountsTestApp,
  linkIn,
  linkToken,
  PASSWORD,
  uniqueEmail,
  type AccountsTestApp,
} from '../../test/accounts';
import { CREATE_PASSWORD_LINK_HOURS } from '../../services/auth/policy';
import { PAGE_COOKIE, REFRESH_COOKIE } from './refreshCookie';

const consents = { terms: true, privacy: true };

describe('POST /api/auth/register and /api/auth/create_password', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(() => t.close());

  it('emails a single-use /create-password/{token} link in the language of the edition', async () => {
    const email = uniqueEmail('zoe');
    const response = await t.post('/api/auth/register?country=FR', { email, consents });
    expect(response.statusCode).toBe(202);

    const message = await t.lastEmail(email);
    expect(message?.subject).toBe('Créez votre mot de passe Rigsmith');
    expect(message?.html).toContain('<html lang="fr-FR">');
    const link = linkIn(message, '/create-password/');
    expect(link.origin).toBe('https://rigsmith.test');
    expect(link.pathname).toMatch(/^\/fr\/create-password\/[A-Za-z0-9_-]{43}$/);
  });

  it('brings a customer who registered from the checkout back to it through the link', async () => {
    const email = uniqueEmail();
    const returnTo = '/de/checkout/shipping';
    await t.post('/api/auth/register?country=DE', { email, consents, return_to: returnTo });
    const link = linkIn(await t.lastEmail(email), '/create-password/');
    expect(link.pathname).toMatch(/^\/de\/create-password\/[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.get('redirect')).toBe(returnTo);
  });

  it.each(['https://evil.example/', '//evil.example/checkout', '/\\evil.example', 'checkout'])(
    'refuses to bring anyone back to %s, which is not a path of this shop',
    async (returnTo) => {
      const email = uniqueEmail();
      const response = await t.post('/api/auth/register', { email, consents, return_to: returnTo });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('return_to');
      expect(await t.lastEmail(email)).toBeUndefined();
    },
  );

  it('writes the email in the locale the shopper chose', async () => {
    const email = uniqueEmail();
    await t.post('/api/auth/register?country=FR', { email, consents, locale: 'de-DE' });
    expect((await t.lastEmail(email))?.subject).toBe('Erstellen Sie Ihr Rigsmith-Passwort');
  });

  it('sets the password with the link, signs the user in, and the link works only once', async () => {
    const email = uniqueEmail();
    await t.post('/api/auth/register', { email, consents });
    const token = linkToken(await t.lastEmail(email), '/create-password/');

    const created = await t.post('/api/auth/create_password', { token, password: PASSWORD });
    expect(created.statusCode).toBe(200);
    const tokens = sessionAccessSchema.parse(created.json());
    const oneMonthLater = new Date(t.clock.now());
    oneMonthLater.setUTCMonth(oneMonthLater.getUTCMonth() + 1);
    expect(Date.parse(tokens.session_end)).toBe(oneMonthLater.getTime());
    expect(Object.keys(created.json<object>()).sort()).toEqual(['access', 'session_end']);
    expect(created.cookies).toEqual([
      expect.objectContaining({
        name: REFRESH_COOKIE,
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/auth',
        secure: true,
      }),
      expect.objectContaining({
        name: PAGE_COOKIE,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: true,
      }),
    ]);

    const again = await t.post('/api/auth/create_password', { token, password: 'An0ther$ecret' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: { code: 'link_invalid', fields: { token: ['validation:linkInvalid'] } },
    });
    expect((await t.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it(`refuses a link older than ${CREATE_PASSWORD_LINK_HOURS} hours`, async () => {
    const email = uniqueEmail();
    await t.post('/api/auth/register', { email, consents });
    const token = linkToken(await t.lastEmail(email), '/create-password/');
    t.clock.advance(CREATE_PASSWORD_LINK_HOURS * 60 * 60 * 1000 + 1);
    const response = await t.post('/api/auth/create_password', { token, password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'link_invalid' } });
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const email = uniqueEmail('taken');
    await t.signUp(email);
    const response = await t.post('/api/auth/register', {
      email: email.toUpperCase(),
      consents,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'email_taken',
        message: 'A user with such an email has already been registered',
        fields: { email: ['validation:emailTaken'] },
      },
    });
  });

  it('sends a new link to an address still waiting for its password; the old one stops working', async () => {
    const email = uniqueEmail();
    await t.post('/api/auth/register', { email, consents });
    const first = linkToken(await t.lastEmail(email), '/create-password/');
    expect((await t.post('/api/auth/register', { email, consents })).statusCode).toBe(202);
    const second = linkToken(await t.lastEmail(email), '/create-password/');
    expect(second).not.toBe(first);

    const old = await t.post('/api/auth/create_password', { token: first, password: PASSWORD });
    expect(old.statusCode).toBe(400);
    const fresh = await t.post('/api/auth/create_password', { token: second, password: PASSWORD });
    expect(fresh.statusCode).toBe(200);
  });

  it('requires the terms and privacy consents and a valid email, with the field messages', async () => {
    const response = await t.post('/api/auth/register', {
      email: 'not-an-email',
      consents: { terms: false, marketing: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: ['validation:emailFormat'],
      'consents.terms': ['validation:required'],
      'consents.privacy': ['validation:required'],
    });
  });

  it('checks the new password against every rule of the source document', async () => {
    const email = uniqueEmail();
    await t.post('/api/auth/register', { email, consents });
    const token = linkToken(await t.lastEmail(email), '/create-password/');
    const response = await t.post('/api/auth/create_password', { token, password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toEqual([
      'validation:passwordTooShort',
      'validation:passwordCase',
      'validation:passwordNumber',
      'validation:passwordSpecial',
    ]);
    const unknown = await t.post('/api/auth/create_password', {
      token: 'x'.repeat(43),
      password: PASSWORD,
    });
    expect(unknown.json()).toMatchObject({ error: { code: 'link_invalid' } });
  });
});

describe('POST /api/auth/register when the email cannot be sent', () => {
  it('answers 503 and a later registration can send the link', async () => {
    let failing = true;
    const sent: string[] = [];
    const t = await buildAccountsTestApp(
      {},
      {
        mailTransport: {
          send: async (message) => {
            if (failing) throw new Error('SMTP down');
            sent.push(message.to);
          },
          close: async () => {},
        },
      },
    );
    try {
      const email = uniqueEmail();
      const down = await t.post('/api/auth/register', { email, consents });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ error: { code: 'email_unavailable' } });
      failing = false;
      expect((await t.post('/api/auth/register', { email, consents })).statusCode).toBe(202);
      expect(sent).toEqual([email]);
    } finally {
      await t.close();
    }
  });
});

describe('the registration email of a shop started without PUBLIC_URL', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp({ PUBLIC_URL: '', HOST: '127.0.0.1', PORT: '0' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('links to the address the shop listens on, its port included', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const email = uniqueEmail();
    await t.post('/api/auth/register', { email, consents });
    const link = linkIn(await t.lastEmail(email), '/create-password/');
    expect(link.origin).toBe(`http://127.0.0.1:${port}`);
  });
});
