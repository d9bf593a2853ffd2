import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { findUser } from '../account/users';
import type { AccessClaims } from './accessTokens';
import type { AuthDeps } from './deps';
import { passwordChangedEmail } from './emails';
import { authErrors } from './errors';
import { voidOneTimeTokens } from './oneTimeTokens';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions } from './sessions';

/** Old and new password: the change ends every other session of the user; this one stays. */
export async function changePassword(
  deps: AuthDeps,
  { userId, sessionId }: AccessClaims,
  { old_password, password }: { old_password: string; password: string },
): Promise<void> {
  const user = await findUser(deps.db, userId);
  if (!(await verifyPassword(user.passwordHash, old_password))) {
    throw authErrors.oldPasswordIncorrect();
  }
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    await voidOneTimeTokens(tx, userId, now);
    await revokeUserSessions(tx, userId, 'password_changed', now, sessionId);
  });
  deps.mailer.sendInBackground('passwordChanged', async () => passwordChangedEmail(user, now));
}
