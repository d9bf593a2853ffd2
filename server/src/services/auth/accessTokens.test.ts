import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../test/accounts';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, AccessTokens } from './accessTokens';
import { ACCESS_TOKEN_TTL_SECONDS } from './policy';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const key = new TextEncoder().encode(secret);
const claims = { userId: '6f1c8a52-7f7e-4bb0-9b8e-2d6f3e1c9a10', sessionId: 'session-1' };

const forge = (
  { alg = 'HS256', aud = ACCESS_TOKEN_AUDIENCE, iss = ACCESS_TOKEN_ISSUER, sid = 'session-1' } = {},
  signingKey = key,
) =>
  new SignJWT(sid ? { sid } : {})
    .setProtectedHeader({ alg })
    .setSubject(claims.userId)
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(signingKey);

describe('AccessTokens', () => {
  it('issues a token that it verifies back into the user and session', async () => {
    const tokens = new AccessTokens(secret, fakeClock());
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
    expect(await tokens.verify(await forge())).toEqual(claims);
  });

  it(`refuses a token once its ${ACCESS_TOKEN_TTL_SECONDS / 60} minutes are over`, async () => {
    const clock = fakeClock();
    const tokens = new AccessTokens(secret, clock);
    const token = await tokens.sign(claims);
    clock.advance((ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(2000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('issues page tokens until the session ends, which are no access tokens, nor these page tokens', async () => {
    const clock = fakeClock();
    const tokens = new AccessTokens(secret, clock);
    // A JWT's times are whole seconds.
    const sessionEnd = new Date(
      Math.floor(clock.now().getTime() / 1000) * 1000 + 30 * 24 * 3600_000,
    );
    const page = await tokens.signPage(claims, sessionEnd);
    expect(await tokens.verifyPage(page)).toEqual({ ...claims, sessionEnd });
    expect(await tokens.verify(page)).toBeNull();
    expect(await tokens.verifyPage(await tokens.sign(claims))).toBeNull();
    clock.advance(30 * 24 * 3600 * 1000 - 1000);
    expect(await tokens.verifyPage(page)).not.toBeNull();
    clock.advance(2000);
    expect(await tokens.verifyPage(page)).toBeNull();
  });

  it('refuses a token for another audience or from another issuer', async () => {
    const tokens = new AccessTokens(secret, fakeClock());
    expect(await tokens.verify(await forge({ aud: 'another-api' }))).toBeNull();
    expect(await tokens.verify(await forge({ iss: 'someone-else' }))).toBeNull();
  });

  it('refuses algorithms outside the allow-list, unsigned tokens included', async () => {
    const tokens = new AccessTokens(secret, fakeClock());
    expect(await tokens.verify(await forge({ alg: 'HS512' }))).toBeNull();
    const unsigned = new UnsecuredJWT({ sid: 'session-1' })
      .setSubject(claims.userId)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .encode();
    expect(await tokens.verify(unsigned)).toBeNull();
  });

  it('refuses a token signed with another secret, without a session, or not a JWT', async () => {
    const tokens = new AccessTokens(secret, fakeClock());
    const otherKey = new TextEncoder().encode('another-secret-of-at-least-thirty-two-chars');
    expect(await tokens.verify(await forge({}, otherKey))).toBeNull();
    expect(await tokens.verify(await forge({ sid: '' }))).toBeNull();
    expect(await tokens.verify('not.a.jwt')).toBeNull();
  });

  it('refuses the signature written another way, and a token not valid yet', async () => {
    const tokens = new AccessTokens(secret, fakeClock());
    const token = await tokens.sign(claims);
    expect(await tokens.verify(`${token}=`)).toBeNull();
    expect(await tokens.verify(`${token}.`)).toBeNull();
    expect(await tokens.verify(token.replace(/\.([^.]*)$/, '.+$1'))).toBeNull();
    const later = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setNotBefore('1m')
      .setExpirationTime('5m')
      .sign(key);
    expect(await tokens.verify(later)).toBeNull();
  });
});
