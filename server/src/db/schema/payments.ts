import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from './orders';

const at = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * An order's payment at its provider: one per order (a declined card is tried again on the same
 * payment), its provider's id, and where it stands as far as the provider has told us.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id),
    /** `test` (the built-in processor) or `stripe`. */
    provider: text().notNull(),
    /** The provider's id of it (a PaymentIntent's `pi_…`). */
    intentId: text().notNull(),
    /** `pending`, `succeeded`, `failed` or `refunded`. */
    status: text().notNull().default('pending'),
    amount: integer().notNull(),
    currency: text().notNull(),
    /** Minor units given back (a payment that arrived after its order was cancelled). */
    refunded: integer().notNull().default(0),
    createdAt: at(),
    updatedAt: at(),
  },
  (table) => [
    unique('payments_provider_intent_unique').on(table.provider, table.intentId),
    check(
      'payments_status_known',
      sql`${table.status} in ('pending', 'succeeded', 'failed', 'refunded')`,
    ),
  ],
);

/** Every provider event handled, so that one delivered twice is handled once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    receivedAt: at(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * The built-in test processor's own book (it plays an outside provider, so it keeps what a
 * provider would): each intent, its secret for the card form, where it stands and what was
 * refunded. Statuses follow Stripe's PaymentIntent: `requires_payment_method`,
 * `requires_action`, `processing`, `succeeded`.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text().primaryKey(),
  clientSecret: text().notNull(),
  /** The idempotency key it was created with: the same key answers the same intent. */
  idempotencyKey: text().notNull().unique(),
  amount: integer().notNull(),
  currency: text().notNull(),
  status: text().notNull().default('requires_payment_method'),
  /** The shop's order id, as Stripe's metadata carries it. */
  orderId: integer().notNull(),
  cardLast4: text(),
  lastError: text(),
  refunded: integer().notNull().default(0),
  createdAt: at(),
  updatedAt: at(),
});
