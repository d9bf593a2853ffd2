import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { messageLocaleEnum } from './cms';
import { countries } from './settings';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A customer. Baskets, orders, reviews and saved builds reference `users.id` (a random uuid, so
 * ids reveal nothing). The address is unique whatever its case; `passwordHash` (argon2id) stays
 * null until the emailed link has been used to create a password.
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text(),
    fullName: text(),
    dateOfBirth: date({ mode: 'string' }),
    /** E.164. */
    mobileNumber: text(),
    /** The language of the emails we send. */
    locale: messageLocaleEnum().notNull(),
    orderNotifications: boolean().notNull().default(true),
    marketingNotifications: boolean().notNull().default(false),
    termsAcceptedAt: timestamp({ withTimezone: true }).notNull(),
    privacyAcceptedAt: timestamp({ withTimezone: true }).notNull(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export const sessionEndReasons = ['logout', 'reuse', 'password_changed', 'password_reset'] as const;
export const sessionEndReasonEnum = pgEnum('session_end_reason', sessionEndReasons);

/**
 * A signed-in session, the family of its refresh tokens. It ends at `expiresAt` whatever
 * happens (one month after a login without remember me), or when revoked.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: sessionEndReasonEnum(),
  },
  (table) => [
    index('auth_sessions_user_idx').on(table.userId),
    check(
      'auth_sessions_revoked_with_reason',
      sql`(${table.revokedAt} is null) = (${table.revokedReason} is null)`,
    ),
  ],
);

/** An opaque refresh token, stored as its SHA-256; `usedAt` is set when it is rotated. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export const oneTimeTokenKinds = ['create_password', 'reset_password'] as const;
export const oneTimeTokenKindEnum = pgEnum('one_time_token_kind', oneTimeTokenKinds);
export type OneTimeTokenKind = (typeof oneTimeTokenKinds)[number];

/** The token of an emailed link, stored as its SHA-256: usable once, before it expires. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: oneTimeTokenKindEnum().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('one_time_tokens_user_kind_idx').on(table.userId, table.kind)],
);

/** A saved shipping address: at most six per user (checked when adding), one of them the default. */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    line1: text().notNull(),
    line2: text(),
    city: text().notNull(),
    postcode: text().notNull(),
    country: text()
      .notNull()
      .references(() => countries.code),
    /** E.164. */
    phone: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('shipping_addresses_user_idx').on(table.userId),
    uniqueIndex('shipping_addresses_one_default')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/**
 * Rate-limit counters shared by every API process (used when no Redis is configured): `hits` in
 * the window that ends at `resetAt`.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_buckets_reset_idx').on(table.resetAt)],
);
