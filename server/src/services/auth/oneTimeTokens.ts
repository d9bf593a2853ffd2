import { and, eq, gt, isNull } from 'drizzle-orm';
import { oneTimeTokens, type OneTimeTokenKind } from '../../db/schema/index';
import type { Queryable } from './deps';
import { randomToken, sha256 } from './secrets';

/**
 * Issues the token of an emailed link. Earlier unused links of the same kind stop working: only
 * the newest email's link is valid.
 */
export async function issueOneTimeToken(
  db: Queryable,
  userId: string,
  kind: OneTimeTokenKind,
  now: Date,
  lifetimeMs: number,
): Promise<string> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  const token = randomToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: sha256(token),
    userId,
    kind,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return token;
}

/**
 * Uses a token once: the user it was issued to, or null when it is unknown, of another kind or
 * user, already used, or expired. One statement, so two concurrent uses cannot both succeed.
 */
export async function consumeOneTimeToken(
  db: Queryable,
  token: string,
  kind: OneTimeTokenKind,
  now: Date,
  userId?: string,
): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
        userId ? eq(oneTimeTokens.userId, userId) : undefined,
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** Once a password is set, no earlier emailed link can set it again. */
export async function voidOneTimeTokens(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}
