import { users } from '../db/schema/index';
import { startSession } from '../services/auth/sessions';
import { uniqueEmail, type AccountsTestApp } from './accounts';

/**
 * `count` signed-in customers made straight in the database (no email, no password hashing),
 * for tests that need many at once; each with the access token of a real session.
 */
export async function quickCustomers(
  t: AccountsTestApp,
  count: number,
): Promise<{ userId: string; access: string }[]> {
  const now = t.clock.now();
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => ({
        email: uniqueEmail('customer'),
        locale: 'en-GB' as const,
        termsAcceptedAt: now,
        privacyAcceptedAt: now,
      })),
    )
    .returning({ id: users.id });
  return Promise.all(
    rows.map(async ({ id }) => ({
      userId: id,
      access: (await startSession(t.app.auth, id, false)).access,
    })),
  );
}
