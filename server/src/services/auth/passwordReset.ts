import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { findUserByEmail } from '../account/users';
import type { AuthDeps } from './deps';
import { passwordChangedEmail, passwordResetEmail } from './emails';
import { authErrors } from './errors';
import { consumeOneTimeToken, issueOneTimeToken, voidOneTimeTokens } from './oneTimeTokens';
import { hashPassword } from './passwords';
import { RESET_PASSWORD_LINK_MINUTES } from './policy';
import { revokeUserSessions } from './sessions';

/**
 * Emails a reset link if the address has an account. The caller answers the same either way,
 * after the same work: one lookup; the token and the email are made after the answer.
 */
export async function askForPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  deps.mailer.sendInBackground('passwordReset', async () => {
    const now = deps.clock.now();
    const token = await issueOneTimeToken(
      deps.db,
      user.id,
      'reset_password',
      now,
      RESET_PASSWORD_LINK_MINUTES * 60 * 1000,
    );
    return passwordResetEmail(user, token);
  });
}

/**
 * Sets a new password with the emailed token of user `userId`; every session of the user ends
 * (whoever asked for the reset may not be the only one holding the old password).
 */
export async function resetPassword(
  deps: AuthDeps,
  userId: string,
  { token, password }: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  const user = await deps.db.transaction(async (tx) => {
    if (!(await consumeOneTimeToken(tx, token, 'reset_password', now, userId))) {
      throw authErrors.linkInvalid();
    }
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    await voidOneTimeTokens(tx, userId, now);
    await revokeUserSessions(tx, userId, 'password_reset', now);
    return updated!;
  });
  deps.mailer.sendInBackground('passwordChanged', async () => passwordChangedEmail(user, now));
}
