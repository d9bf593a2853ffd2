import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAccessSchema } from '@pcshop/stores/schemas';
import { authSessions } from '../../db/schema/index';
import {
  buildAccountsTestApp,
  PASSWORD,
  refreshCookieOf,
  uniqueEmail,
  type AccountsTestApp,
} from '../../test/accounts';
import { PAGE_COOKIE, REFRESH_COOKIE, refreshCookieOptions } from './refreshCookie';

const DAY = 24 * 60 * 60 * 1000;

describe('login, refresh and logout', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(() => t.close());

  const refresh = (token: string) => t.refresh(token);
  /** A refresh's answer read as the browser keeps it: the JSON, and the new refresh cookie. */
  const renewed = async (token: string) => {
    const response = await refresh(token);
    expect(response.statusCode, response.body).toBe(200);
    return { ...sessionAccessSchema.parse(response.json()), refresh: refreshCookieOf(response)! };
  };

  it('answers the same for a wrong password, an unknown email and an account without password', async () => {
    const email = uniqueEmail();
    await t.signUp(email);
    const pending = uniqueEmail('pending');
    await t.post('/api/auth/register', {
      email: pending,
      consents: { terms: true, privacy: true },
    });

    const answers = await Promise.all([
      t.post('/api/auth/login', { email, password: 'Wr0ng$ecret' }),
      t.post('/api/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD }),
      t.post('/api/auth/login', { email: pending, password: PASSWORD }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        error: {
          code: 'invalid_credentials',
          message: 'Your Email Address or Password is incorrect.',
        },
      });
    }
  });

  it('signs in whatever the case of the email address', async () => {
    const email = uniqueEmail('Mixed');
    await t.signUp(email);
    const tokens = await t.login(email.toUpperCase());
    expect(tokens.access.split('.')).toHaveLength(3);
    expect(tokens.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('ends the session one month after a login without remember me, a year after one with it', async () => {
    const email = uniqueEmail();
    await t.signUp(email);
    const loginAt = t.clock.now();
    const short = await t.login(email, PASSWORD, false);
    const long = await t.login(email, PASSWORD, true);
    const oneMonthLater = new Date(loginAt);
    oneMonthLater.setUTCMonth(oneMonthLater.getUTCMonth() + 1);
    expect(Date.parse(short.session_end)).toBe(oneMonthLater.getTime());
    expect(Date.parse(long.session_end)).toBe(loginAt.getTime() + 365 * DAY);

    t.clock.set(new Date(oneMonthLater.getTime() - 1000));
    const lastRenewal = await renewed(short.refresh);
    expect(lastRenewal.session_end).toBe(short.session_end);
    t.clock.advance(2000);
    const ended = await refresh(lastRenewal.refresh);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ error: { code: 'session_ended' } });
    expect((await refresh(long.refresh)).statusCode).toBe(200);
  });

  it('rotates the refresh token on every use', async () => {
    const email = uniqueEmail();
    const first = await t.signUp(email);
    t.clock.advance(4 * 60 * 1000);
    const second = await renewed(first.refresh);
    t.clock.advance(4 * 60 * 1000);
    const third = await renewed(second.refresh);
    expect(new Set([first.refresh, second.refresh, third.refresh]).size).toBe(3);
    expect(third.access).not.toBe(first.access);
  });

  it('revokes the whole family when an old refresh token is presented again', async () => {
    const email = uniqueEmail();
    const stolen = await t.signUp(email);
    const other = await t.login(email);
    const rotated = await renewed(stolen.refresh);

    const replay = await refresh(stolen.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: { code: 'session_ended' } });
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);

    const [revoked] = await t.database.db
      .select({ reason: authSessions.revokedReason })
      .from(authSessions)
      .where(eq(authSessions.revokedReason, 'reuse'));
    expect(revoked).toEqual({ reason: 'reuse' });
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token, and clears its cookie', async () => {
    const refused = await refresh('x'.repeat(43));
    expect(refused.statusCode).toBe(401);
    expect(refused.cookies).toEqual([
      expect.objectContaining({ name: REFRESH_COOKIE, value: '', path: '/api/auth' }),
      expect.objectContaining({ name: PAGE_COOKIE, value: '', path: '/' }),
    ]);
  });

  it('logs out: the refresh token no longer works, and logging out twice is harmless', async () => {
    const email = uniqueEmail();
    const tokens = await t.signUp(email);
    const response = await t.logout(tokens);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    expect((await t.logout(tokens)).statusCode).toBe(204);
  });

  it('logout clears the refresh and page cookies on their paths', async () => {
    const tokens = await t.signUp(uniqueEmail());
    const [cleared, clearedPage] = (await t.logout(tokens)).cookies;
    expect(cleared).toMatchObject({ name: REFRESH_COOKIE, value: '', path: '/api/auth' });
    expect(cleared!.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(clearedPage).toMatchObject({ name: PAGE_COOKIE, value: '', path: '/' });
    expect(clearedPage!.expires!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('sets the refresh token only as an HttpOnly, SameSite=Strict, Secure cookie of the auth calls, until the session ends', async () => {
    const email = uniqueEmail();
    await t.signUp(email);
    const response = await t.post('/api/auth/login', { email, password: PASSWORD, remember: true });
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['access', 'session_end']);
    const [cookie, page, ...others] = response.cookies;
    expect(others).toEqual([]);
    // The page token: HttpOnly too, sent with the shop's pages, until the session ends.
    expect(page).toMatchObject({
      name: PAGE_COOKIE,
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    });
    expect(page!.expires).toEqual(cookie!.expires);
    expect(response.body).not.toContain(page!.value);
    // It is no access token: the API refuses it as one.
    const asBearer = await t.app.inject({
      method: 'GET',
      url: '/api/account/user',
      headers: { authorization: `Bearer ${page!.value}` },
    });
    expect(asBearer.statusCode).toBe(401);
    expect(cookie).toMatchObject({
      name: REFRESH_COOKIE,
      path: '/api/auth',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body).not.toContain(cookie!.value);
    // An HTTP date has whole seconds.
    const end = Date.parse(body.session_end as string);
    expect(end - cookie!.expires!.getTime()).toBeGreaterThanOrEqual(0);
    expect(end - cookie!.expires!.getTime()).toBeLessThan(1000);
  });

  it('refreshes with the cookie alone: a new access token in JSON, the rotated token in the cookie', async () => {
    const first = await t.signUp(uniqueEmail());
    const response = await refresh(first.refresh);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<object>()).sort()).toEqual(['access', 'session_end']);
    const rotated = refreshCookieOf(response)!;
    expect(rotated).not.toBe(first.refresh);
    expect(response.body).not.toContain(rotated);
    expect(response.cookies[0]).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
    expect((await refresh(rotated)).statusCode).toBe(200);
  });

  it('refuses a refresh without the cookie, or with the token in the body', async () => {
    const tokens = await t.signUp(uniqueEmail());
    const withoutCookie = await t.post('/api/auth/refresh', {});
    expect(withoutCookie.statusCode).toBe(401);
    expect(withoutCookie.json()).toMatchObject({ error: { code: 'session_ended' } });
    expect((await t.post('/api/auth/refresh', { refresh: tokens.refresh })).statusCode).toBe(400);
    expect((await refresh(tokens.refresh)).statusCode).toBe(200);
  });

  it('refuses refresh and logout that are not JSON (a cross-site form), leaving the session as it was', async () => {
    const tokens = await t.signUp(uniqueEmail());
    for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
        const response = await t.request({
          method: 'POST',
          url,
          cookies: { [REFRESH_COOKIE]: tokens.refresh },
          ...(contentType ? { headers: { 'content-type': contentType }, payload: '{}' } : {}),
        });
        expect(response.statusCode, `${url} ${contentType}`).toBe(415);
        expect(response.cookies).toEqual([]);
      }
    }
    expect((await refresh(tokens.refresh)).statusCode).toBe(200);
  });

  it('marks the cookie Secure only when PUBLIC_URL is https', () => {
    expect(refreshCookieOptions('https://rigsmith.example')).toMatchObject({ secure: true });
    expect(refreshCookieOptions('http://localhost:3000')).toMatchObject({ secure: false });
  });

  it('documents the auth calls in the OpenAPI document', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/auth/register',
      '/api/auth/create_password',
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/auth/logout',
    ]) {
      expect(document.paths[path]?.post, path).toBeDefined();
    }
    expect(document.components.securitySchemes.refreshCookie).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: REFRESH_COOKIE,
    });
    expect(document.paths['/api/auth/refresh'].post.security).toEqual([{ refreshCookie: [] }]);
    const login =
      document.paths['/api/auth/login'].post.responses['200'].content['application/json'];
    expect(Object.keys(login.schema.properties).sort()).toEqual(['access', 'session_end']);
  });
});
