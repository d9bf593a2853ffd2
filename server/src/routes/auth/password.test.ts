import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccountsTestApp,
  linkIn,
  PASSWORD,
  uniqueEmail,
  type AccountsTestApp,
} from '../../test/accounts';
import { RESET_PASSWORD_LINK_MINUTES } from '../../services/auth/policy';

const NEW_PASSWORD = 'N3w&Better';

describe('forgotten password', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(() => t.close());

  const askReset = (email: string) => t.post('/api/auth/ask_for_password_reset', { email });
  const resetLink = async (email: string) => {
    const link = linkIn(await t.lastEmail(email), '/login/reset');
    return { id: link.searchParams.get('id')!, token: link.searchParams.get('token')! };
  };
  const reset = (id: string, token: string, password = NEW_PASSWORD) =>
    t.post(`/api/account/${id}/reset_password`, { token, password });

  it('answers the same whether or not the address has an account, and emails only the account', async () => {
    const known = uniqueEmail('known');
    await t.signUp(known);
    const unknown = uniqueEmail('unknown');

    const [a, b] = [await askReset(known.toUpperCase()), await askReset(unknown)];
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect(a.body).toBe(b.body);
    expect(a.json()).toEqual({
      message:
        "If there is an account linked to this email address, you'll receive a password reset link in your inbox shortly",
    });

    const email = await t.lastEmail(known);
    expect(email?.subject).toBe('Reset your Rigsmith password');
    expect(linkIn(email, '/login/reset').pathname).toBe('/login/reset');
    expect(await t.emailsTo(unknown)).toEqual([]);
  });

  it('sets the new password with the emailed link, ends every session and says so by email', async () => {
    const email = uniqueEmail();
    const before = await t.signUp(email);
    await askReset(email);
    const { id, token } = await resetLink(email);

    const response = await reset(id, token);
    expect(response.statusCode).toBe(204);
    expect((await t.refresh(before.refresh)).statusCode).toBe(401);
    expect(
      (
        await t.post(
          '/api/auth/change_password',
          { old_password: PASSWORD, password: 'X' },
          before.access,
        )
      ).statusCode,
    ).toBe(401);
    expect((await t.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await t.post('/api/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await t.lastEmail(email))?.subject).toBe('Your Rigsmith password has been changed');
  });

  it('lets a reset link work once', async () => {
    const email = uniqueEmail();
    await t.signUp(email);
    await askReset(email);
    const { id, token } = await resetLink(email);
    expect((await reset(id, token)).statusCode).toBe(204);
    const again = await reset(id, token, 'Th1rd&Time');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: { code: 'link_invalid', fields: { token: ['validation:linkInvalid'] } },
    });
  });

  it(`refuses a reset link after ${RESET_PASSWORD_LINK_MINUTES} minutes`, async () => {
    const email = uniqueEmail();
    await t.signUp(email);
    await askReset(email);
    const { id, token } = await resetLink(email);
    t.clock.advance(RESET_PASSWORD_LINK_MINUTES * 60 * 1000 + 1);
    expect((await reset(id, token)).statusCode).toBe(400);
  });

  it('voids the earlier link when a new one is asked for', async () => {
    const email = uniqueEmail();
    await t.signUp(email);
    await askReset(email);
    const first = await resetLink(email);
    await askReset(email);
    const second = await resetLink(email);
    expect((await reset(first.id, first.token)).statusCode).toBe(400);
    expect((await reset(second.id, second.token)).statusCode).toBe(204);
  });

  it("refuses a token with another user's id, and a malformed id", async () => {
    const victim = uniqueEmail('victim');
    const other = uniqueEmail('other');
    await t.signUp(victim);
    await t.signUp(other);
    await askReset(other);
    const { id: otherId } = await resetLink(other);
    await askReset(victim);
    const { token } = await resetLink(victim);
    expect((await reset(otherId, token)).statusCode).toBe(400);
    const malformed = await reset('42', token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('checks the new password against the rules', async () => {
    const email = uniqueEmail();
    await t.signUp(email);
    await askReset(email);
    const { id, token } = await resetLink(email);
    const response = await reset(id, token, 'nouppercase1!');
    expect(response.json().error.fields).toEqual({ password: ['validation:passwordCase'] });
  });
});

describe('POST /api/auth/change_password', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(() => t.close());

  const change = (access: string, old_password: string, password = NEW_PASSWORD) =>
    t.post('/api/auth/change_password', { old_password, password }, access);

  it('refuses a wrong old password with a field message', async () => {
    const { access } = await t.signUp(uniqueEmail());
    const response = await change(access, 'Wr0ng$ecret');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'old_password_incorrect',
        fields: { old_password: ['validation:oldPasswordIncorrect'] },
      },
    });
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const email = uniqueEmail();
    const current = await t.signUp(email);
    const elsewhere = await t.login(email);

    expect((await change(current.access, PASSWORD)).statusCode).toBe(204);

    expect((await t.refresh(elsewhere.refresh)).statusCode).toBe(401);
    expect((await change(elsewhere.access, NEW_PASSWORD, 'Other1!pass')).statusCode).toBe(401);
    expect((await t.refresh(current.refresh)).statusCode).toBe(200);
    expect((await t.post('/api/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const notice = await t.lastEmail(email);
    expect(notice?.subject).toBe('Your Rigsmith password has been changed');
    expect(notice?.text).toMatch(/was changed on \d{1,2} \w+ \d{4}/);
  });

  it('checks the new password against the rules', async () => {
    const { access } = await t.signUp(uniqueEmail());
    const response = await change(access, PASSWORD, 'NoDigits!!');
    expect(response.json().error.fields).toEqual({ password: ['validation:passwordNumber'] });
  });

  it('needs a valid access token', async () => {
    const anonymous = await t.post('/api/auth/change_password', {
      old_password: PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expect(anonymous.json()).toMatchObject({ error: { code: 'unauthorized' } });
    const anonymousInvalid = await t.post('/api/auth/change_password', {});
    expect(anonymousInvalid.statusCode).toBe(401);

    const { access } = await t.signUp(uniqueEmail());
    const [header, payload] = access.split('.');
    expect((await change(`${header}.${payload}.forged`, PASSWORD)).statusCode).toBe(401);
  });
});
