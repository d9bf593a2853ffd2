import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { users } from '../db/schema/index';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../services/auth/accessTokens';
import { uniqueEmail, type AccountsTestApp } from './accounts';

interface Claims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
  aud?: string;
}

const sign = (claims: Claims, key: Uint8Array, alg = 'HS256') =>
  new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(claims.aud ?? ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(key);

/**
 * Access tokens an attacker could make from a real one (`access`, still valid): the same claims
 * unsigned (alg none), signed with another key or another algorithm, for another audience,
 * expired (signed with the shop's own `secret`), and the real signature over another user's id.
 */
export async function forgedAccessTokens(
  access: string,
  secret: string,
  now: Date,
): Promise<Record<string, string>> {
  const { sub, sid } = decodeJwt(access) as { sub: string; sid: string };
  const seconds = Math.floor(now.getTime() / 1000);
  const claims = { sub, sid, iat: seconds, exp: seconds + 600 };
  const shopKey = new TextEncoder().encode(secret);
  const [header, , signature] = access.split('.');
  const otherUser = Buffer.from(
    JSON.stringify({ ...decodeJwt(access), sub: '00000000-0000-4000-8000-000000000000' }),
  ).toString('base64url');
  return {
    'alg none': new UnsecuredJWT({ sid })
      .setSubject(sub)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .encode(),
    'wrong key': await sign(claims, randomBytes(32)),
    'HS512 with the shop key': await sign(claims, shopKey, 'HS512'),
    'another audience': await sign({ ...claims, aud: 'another-api' }, shopKey),
    expired: await sign({ ...claims, iat: seconds - 3600, exp: seconds - 60 }, shopKey),
    'signature of another payload': `${header}.${otherUser}.${signature}`,
    'not a JWT': 'not-a-jwt',
  };
}

/** A signed, unexpired access token of a user who has since been deleted. */
export async function deletedUsersAccess(t: AccountsTestApp): Promise<string> {
  const { access } = await t.signUp(uniqueEmail('deleted'));
  const { sub } = decodeJwt(access);
  await t.database.db.delete(users).where(eq(users.id, String(sub)));
  return access;
}
