import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). */
const options = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (an unknown email, or an account that
 * has no password yet) a throw-away hash is checked instead, so the answer takes as long.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await argon2.verify(hash ?? (await dummyHash), password);
  return hash !== null && matches;
}
