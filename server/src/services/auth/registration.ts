import { eq } from 'drizzle-orm';
import {
  editionTable,
  type CountryCode,
  type MessageLocale,
  type Registration,
} from '@pcshop/stores/schemas';
import { users } from '../../db/schema/index';
import { findUserByEmail, type User } from '../account/users';
import type { AuthDeps } from './deps';
import { registrationEmail } from './emails';
import { authErrors } from './errors';
import { consumeOneTimeToken, issueOneTimeToken, voidOneTimeTokens } from './oneTimeTokens';
import { hashPassword } from './passwords';
import { CREATE_PASSWORD_LINK_HOURS } from './policy';
import { startSession, type IssuedSession } from './sessions';

const HOUR_MS = 60 * 60 * 1000;

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** The language of the edition that sells in `country`. */
const localeOfCountry = (country: CountryCode): MessageLocale =>
  (Object.values(editionTable).find((edition) => edition.country === country) ?? editionTable.uk)
    .messageLocale;

/**
 * Registers an email address with its consents and emails a `/create-password/{token}` link.
 * An address that already has a password is refused; one still waiting for its password gets
 * a fresh link (the earlier one stops working).
 */
export async function register(
  deps: AuthDeps,
  { email, consents, locale: chosenLocale, return_to: returnTo }: Registration,
  country: CountryCode,
): Promise<void> {
  const locale = chosenLocale ?? localeOfCountry(country);
  const now = deps.clock.now();
  const { user, token } = await deps.db
    .transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing?.passwordHash) throw authErrors.emailTaken();
      const values = {
        locale,
        marketingNotifications: consents.marketing,
        termsAcceptedAt: now,
        privacyAcceptedAt: now,
        updatedAt: now,
      };
      const [user] = existing
        ? await tx.update(users).set(values).where(eq(users.id, existing.id)).returning()
        : await tx
            .insert(users)
            .values({ ...values, email })
            .returning();
      const token = await issueOneTimeToken(
        tx,
        user!.id,
        'create_password',
        now,
        CREATE_PASSWORD_LINK_HOURS * HOUR_MS,
      );
      return { user: user!, token };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? authErrors.emailTaken() : error;
    });
  await sendRegistrationEmail(deps, user, token, returnTo);
}

async function sendRegistrationEmail(
  deps: AuthDeps,
  user: User,
  token: string,
  returnTo: string | undefined,
) {
  try {
    await deps.mailer.send(registrationEmail(user, token, returnTo));
  } catch (error) {
    deps.log.error({ err: error }, 'registration email could not be sent');
    throw authErrors.emailUnavailable();
  }
}

/** Sets the first password with the emailed token and signs the user in (a one-month session). */
export async function createPassword(
  deps: AuthDeps,
  { token, password }: { token: string; password: string },
): Promise<IssuedSession> {
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'create_password', now);
    if (!userId) throw authErrors.linkInvalid();
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    await voidOneTimeTokens(tx, userId, now);
    return startSession(deps, userId, false, tx);
  });
}
