import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokensSchema } from '@pcshop/stores/schemas';
import { authSessions } from '../../db/schema/index';
import {
  buildAccountsTestApp,
  PASSWORD,
  uniqueEmail,
  type AccountsTestApp,
} from '../../test/accounts';

const DAY = 24 * 60 * 60 * 1000;

describe('login, refresh and logout', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(() => t.close());

  const refresh = (token: string) => t.post('/api/auth/refresh', { refresh: token });

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
    const renewed = sessionTokensSchema.parse((await refresh(short.refresh)).json());
    expect(renewed.session_end).toBe(short.session_end);
    t.clock.advance(2000);
    const ended = await refresh(renewed.refresh);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ error: { code: 'session_ended' } });
    expect((await refresh(long.refresh)).statusCode).toBe(200);
  });

  it('rotates the refresh token on every use', async () => {
    const email = uniqueEmail();
    const first = await t.signUp(email);
    t.clock.advance(4 * 60 * 1000);
    const second = sessionTokensSchema.parse((await refresh(first.refresh)).json());
    t.clock.advance(4 * 60 * 1000);
    const third = sessionTokensSchema.parse((await refresh(second.refresh)).json());
    expect(new Set([first.refresh, second.refresh, third.refresh]).size).toBe(3);
    expect(third.access).not.toBe(first.access);
  });

  it('revokes the whole family when an old refresh token is presented again', async () => {
    const email = uniqueEmail();
    const stolen = await t.signUp(email);
    const other = await t.login(email);
    const rotated = sessionTokensSchema.parse((await refresh(stolen.refresh)).json());

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

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
  });

  it('logs out: the refresh token no longer works, and logging out twice is harmless', async () => {
    const email = uniqueEmail();
    const tokens = await t.signUp(email);
    const response = await t.post('/api/auth/logout', tokens);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    expect((await t.post('/api/auth/logout', tokens)).statusCode).toBe(204);
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
  });
});
