import { eq, sql } from 'drizzle-orm';
import type { AccountUser, AccountUserChanges } from '@pcshop/stores/schemas';
import { users } from '../../db/schema/index';
import { notFound } from '../errors';
import type { Queryable } from '../auth/deps';

export type User = typeof users.$inferSelect;

/** Email addresses are unique whatever their case. */
export async function findUserByEmail(db: Queryable, email: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user ?? null;
}

export async function findUser(db: Queryable, id: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('User');
  return user;
}

export const toAccountUser = (user: User): AccountUser => ({
  id: user.id,
  email: user.email,
  full_name: user.fullName,
  date_of_birth: user.dateOfBirth,
  mobile_number: user.mobileNumber,
  email_preferences: {
    order_notifications: user.orderNotifications,
    marketing_notifications: user.marketingNotifications,
  },
  locale: user.locale,
});

export async function getAccountUser(db: Queryable, id: string): Promise<AccountUser> {
  return toAccountUser(await findUser(db, id));
}

/** Changes the fields sent; the others stay as they are. */
export async function updateAccountUser(
  db: Queryable,
  id: string,
  patch: AccountUserChanges,
  now: Date,
): Promise<AccountUser> {
  const [user] = await db
    .update(users)
    .set({
      fullName: patch.full_name,
      dateOfBirth: patch.date_of_birth,
      mobileNumber: patch.mobile_number,
      orderNotifications: patch.email_preferences?.order_notifications,
      marketingNotifications: patch.email_preferences?.marketing_notifications,
      locale: patch.locale,
      updatedAt: now,
    })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw notFound('User');
  return toAccountUser(user);
}
