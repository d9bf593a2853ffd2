import { findUserByEmail } from '../account/users';
import type { AuthDeps } from './deps';
import { authErrors } from './errors';
import { verifyPassword } from './passwords';
import { startSession, type IssuedSession } from './sessions';

/**
 * Email and password → a new session. Wrong password, unknown address and an account without a
 * password yet give the same answer, after the same work.
 */
export async function login(
  deps: AuthDeps,
  credentials: { email: string; password: string; remember: boolean },
): Promise<IssuedSession> {
  const user = await findUserByEmail(deps.db, credentials.email);
  const matches = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  if (!user || !matches) throw authErrors.invalidCredentials();
  return startSession(deps, user.id, credentials.remember);
}
