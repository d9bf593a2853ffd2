import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUserSchema, sessionAccessSchema } from '@pcshop/stores/schemas';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../../services/auth/accessTokens';
import {
  buildAccountsTestApp,
  linkToken,
  PASSWORD,
  uniqueEmail,
  type AccountsTestApp,
} from '../../test/accounts';

describe('GET and PATCH /api/account/user', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(() => t.close());

  const getUser = (access: string) =>
    t.request({ method: 'GET', url: '/api/account/user', access });
  const patchUser = (access: string, payload: object) =>
    t.request({ method: 'PATCH', url: '/api/account/user', payload, access });

  it('gives the signed-in user their own account', async () => {
    const email = uniqueEmail();
    const { access } = await t.signUp(email);
    const response = await getUser(access);
    expect(response.statusCode).toBe(200);
    expect(accountUserSchema.parse(response.json())).toMatchObject({
      email,
      full_name: null,
      date_of_birth: null,
      mobile_number: null,
      email_preferences: { order_notifications: true, marketing_notifications: false },
      locale: 'en-GB',
    });
  });

  it('keeps the marketing consent of the registration as an email preference', async () => {
    const email = uniqueEmail();
    await t.post('/api/auth/register?country=IT', {
      email,
      consents: { terms: true, privacy: true, marketing: true },
    });
    const token = linkToken(await t.lastEmail(email), '/create-password/');
    const created = await t.post('/api/auth/create_password', { token, password: PASSWORD });
    const { access } = sessionAccessSchema.parse(created.json());
    expect((await getUser(access)).json()).toMatchObject({
      locale: 'it',
      email_preferences: { marketing_notifications: true },
    });
  });

  it('changes only the fields sent, normalising the mobile number', async () => {
    const { access } = await t.signUp(uniqueEmail());
    const first = await patchUser(access, {
      full_name: 'Ada Lovelace',
      date_of_birth: '1990-12-10',
      mobile_number: '+44 7700 900123',
      email_preferences: { marketing_notifications: true },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      full_name: 'Ada Lovelace',
      date_of_birth: '1990-12-10',
      mobile_number: '+447700900123',
      email_preferences: { order_notifications: true, marketing_notifications: true },
    });

    const second = await patchUser(access, { mobile_number: '', locale: 'de-DE' });
    expect(second.json()).toMatchObject({
      full_name: 'Ada Lovelace',
      date_of_birth: '1990-12-10',
      mobile_number: null,
      locale: 'de-DE',
    });
    expect((await getUser(access)).json()).toEqual(second.json());
  });

  it('answers invalid fields with their validation messages and changes nothing', async () => {
    const { access } = await t.signUp(uniqueEmail());
    const response = await patchUser(access, {
      full_name: 'x'.repeat(101),
      date_of_birth: '2999-01-01',
      mobile_number: '12345',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      full_name: ['validation:nameTooLong'],
      date_of_birth: ['validation:dateOfBirthInvalid'],
      mobile_number: ['validation:phoneInvalid'],
    });
    expect((await getUser(access)).json().full_name).toBeNull();
  });
});

describe('access to /api/account/*', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(() => t.close());

  const status = async (access?: string) =>
    (await t.request({ method: 'GET', url: '/api/account/user', ...(access ? { access } : {}) }))
      .statusCode;

  const forge = async (
    access: string,
    { alg = 'HS256', aud = ACCESS_TOKEN_AUDIENCE, secret = t.config.JWT_SECRET } = {},
  ) => {
    const payload = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      sid: string;
    };
    return new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg })
      .setSubject(payload.sub)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(aud)
      .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) + 300)
      .sign(new TextEncoder().encode(secret));
  };

  it('needs a bearer access token', async () => {
    expect(await status()).toBe(401);
    const response = await t.request({
      method: 'GET',
      url: '/api/account/user',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Sign in to continue' },
    });
  });

  it('refuses an expired access token; the refreshed one works', async () => {
    const tokens = await t.signUp(uniqueEmail());
    expect(await status(tokens.access)).toBe(200);
    t.clock.advance(5 * 60 * 1000 + 1000);
    expect(await status(tokens.access)).toBe(401);
    const renewed = sessionAccessSchema.parse((await t.refresh(tokens.refresh)).json());
    expect(await status(renewed.access)).toBe(200);
  });

  it('refuses a token of another audience, another algorithm or another secret', async () => {
    const { access } = await t.signUp(uniqueEmail());
    expect(await status(await forge(access))).toBe(200);
    expect(await status(await forge(access, { aud: 'another-api' }))).toBe(401);
    expect(await status(await forge(access, { alg: 'HS512' }))).toBe(401);
    expect(
      await status(await forge(access, { secret: 'not-the-secret-of-this-shop-at-all-123' })),
    ).toBe(401);
  });

  it('refuses the access token of a session that was logged out, at once', async () => {
    const tokens = await t.signUp(uniqueEmail());
    await t.logout(tokens);
    expect(await status(tokens.access)).toBe(401);
  });
});
