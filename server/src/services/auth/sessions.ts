import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { preparedPer } from '../../db/prepared';
import { authSessions, refreshTokens } from '../../db/schema/index';
import type { AccessClaims, PageClaims } from './accessTokens';
import type { AuthDeps, Queryable } from './deps';
import { authErrors } from './errors';
import { sessionEnd } from './policy';
import { randomToken, sha256 } from './secrets';

type SessionEndReason = NonNullable<(typeof authSessions.$inferSelect)['revokedReason']>;

/** What signing in or refreshing issues: the route puts `refresh` in a cookie, the rest in JSON. */
export interface IssuedSession {
  access: string;
  refresh: string;
  /** The page token (`AccessTokens.signPage`): the route puts it in a cookie of its own. */
  page: string;
  /** When the session ends whatever happens. */
  sessionEnd: Date;
}

async function issueTokens(
  deps: AuthDeps,
  db: Queryable,
  session: { id: string; userId: string; expiresAt: Date },
  now: Date,
): Promise<IssuedSession> {
  const refresh = randomToken();
  await db
    .insert(refreshTokens)
    .values({ tokenHash: sha256(refresh), sessionId: session.id, createdAt: now });
  const claims = { userId: session.userId, sessionId: session.id };
  const [access, page] = await Promise.all([
    deps.accessTokens.sign(claims),
    deps.accessTokens.signPage(claims, session.expiresAt),
  ]);
  return { access, refresh, page, sessionEnd: session.expiresAt };
}

/** Signs a user in: a new session (refresh-token family) that ends at a fixed time. */
export async function startSession(
  deps: AuthDeps,
  userId: string,
  remember: boolean,
  db: Queryable = deps.db,
): Promise<IssuedSession> {
  const now = deps.clock.now();
  const [session] = await db
    .insert(authSessions)
    .values({ userId, remember, createdAt: now, expiresAt: sessionEnd(now, remember) })
    .returning();
  return issueTokens(deps, db, session!, now);
}

/**
 * Swaps a refresh token for new tokens; each refresh token works once. Presenting one that was
 * already used means it was copied: the whole session is revoked, for the thief and the user.
 */
export async function rotateRefreshToken(
  deps: AuthDeps,
  refresh: string | undefined,
): Promise<IssuedSession> {
  if (!refresh) throw authErrors.sessionEnded();
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, sha256(refresh)), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (!used) {
      const [reused] = await tx
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(refresh)));
      if (reused) await revokeSession(tx, reused.sessionId, 'reuse', now);
      return null;
    }
    const [session] = await tx
      .select()
      .from(authSessions)
      .where(
        and(
          eq(authSessions.id, used.sessionId),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, now),
        ),
      );
    return session ? issueTokens(deps, tx, session, now) : null;
  });
  if (!outcome) throw authErrors.sessionEnded();
  return outcome;
}

export async function revokeSession(
  db: Queryable,
  sessionId: string,
  reason: SessionEndReason,
  now: Date,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every session of a user, except `keep` (the one that changed the password). */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  reason: SessionEndReason,
  now: Date,
  keep?: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keep ? ne(authSessions.id, keep) : undefined,
      ),
    );
}

/** Logout: ends the session of the refresh token (and of the access token, if still valid). */
export async function endSession(
  deps: AuthDeps,
  tokens: { refresh?: string | undefined; access?: string | undefined },
): Promise<void> {
  const now = deps.clock.now();
  const [row] = tokens.refresh
    ? await deps.db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(tokens.refresh)))
    : [];
  if (row) await revokeSession(deps.db, row.sessionId, 'logout', now);
  const claims = tokens.access ? await deps.accessTokens.verify(tokens.access) : null;
  if (claims && claims.sessionId !== row?.sessionId) {
    await revokeSession(deps.db, claims.sessionId, 'logout', now);
  }
}

/** Every authenticated request asks this: prepared once. */
const openSession = preparedPer((db) =>
  db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('open_session'),
);

/** The claims, when their session is still open; else null. */
async function whileOpen<Claims extends AccessClaims>(
  deps: AuthDeps,
  claims: Claims | null,
): Promise<Claims | null> {
  if (!claims) return null;
  const [session] = await openSession(deps.db).execute({
    sessionId: claims.sessionId,
    userId: claims.userId,
    now: deps.clock.now(),
  });
  return session ? claims : null;
}

/** The claims of a valid page token whose session is still open, else null. */
export async function authenticatePage(
  deps: AuthDeps,
  pageToken: string,
): Promise<PageClaims | null> {
  return whileOpen(deps, await deps.accessTokens.verifyPage(pageToken));
}

/** The user of a valid access token whose session is still open, else null. */
export async function authenticate(
  deps: AuthDeps,
  accessToken: string,
): Promise<AccessClaims | null> {
  return whileOpen(deps, await deps.accessTokens.verify(accessToken));
}
