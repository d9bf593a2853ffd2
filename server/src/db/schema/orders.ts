import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderStatuses } from '@pcshop/stores/schemas';
import { models, parts } from './catalogue';
import { pcBuilds } from './builds';
import { coupons } from './coupons';
import { countries, currencies } from './settings';
import { users } from './users';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const statusList = sql.raw(orderStatuses.map((status) => `'${status}'`).join(', '));

/**
 * An order: what the customer's basket was when they ordered it, priced once by the pricing
 * module (minor units of `currency`, VAT included at the shipping country's rate) and shipped to
 * the address copied here. Its stock is held in `order_reservations` from the moment it is made.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** What the customer and the shop call it, e.g. `RS-7K3M9QPD`. */
    reference: text().notNull().unique(),
    // Orders outlive nothing they were made of: an account with orders can't be deleted.
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text().notNull().default('waiting_for_payment'),
    currency: text()
      .notNull()
      .references(() => currencies.code),
    /** The language of its emails. */
    locale: text().notNull(),
    subtotal: integer().notNull(),
    vat: integer().notNull(),
    discount: integer().notNull(),
    shippingPrice: integer().notNull(),
    totalPrice: integer().notNull(),
    couponId: integer().references(() => coupons.id),
    couponCode: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text().notNull(),
    line1: text().notNull(),
    line2: text(),
    city: text().notNull(),
    postcode: text().notNull(),
    country: text()
      .notNull()
      .references(() => countries.code),
    shippingDays: integer().notNull(),
    expectedDelivery: date({ mode: 'string' }).notNull(),
    /** Until when its stock is held unpaid; null once paid or cancelled. */
    reservedUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    index('orders_user_id_idx').on(table.userId, table.id),
    index('orders_reserved_until_idx')
      .on(table.reservedUntil)
      .where(sql`${table.reservedUntil} is not null`),
    check('orders_status_known', sql`${table.status} in (${statusList})`),
    check(
      'orders_total_adds_up',
      sql`${table.totalPrice} = ${table.subtotal} - ${table.discount} + ${table.shippingPrice}`,
    ),
    check(
      'orders_amounts_not_negative',
      sql`least(${table.subtotal}, ${table.vat}, ${table.discount}, ${table.shippingPrice}, ${table.totalPrice}) >= 0`,
    ),
    check(
      'orders_coupon_with_code',
      sql`(${table.couponId} is null) = (${table.couponCode} is null)`,
    ),
  ],
);

/** A part of an ordered PC build as it was ordered: enough for the build team and the customer. */
export interface OrderedComponent {
  partId: number;
  reference: string;
  title: string;
  category: string;
  /** How many one build holds. */
  amount: number;
}

/** A line of an order: its product as priced when ordered (unit price VAT included). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** The API's product id (`123`, `pc-45`, `model-<slug>`). */
    product: text().notNull(),
    partId: integer().references(() => parts.id),
    buildId: integer().references(() => pcBuilds.id),
    modelId: integer().references(() => models.id),
    reference: text(),
    title: text().notNull(),
    productClass: text().notNull(),
    unitPrice: integer().notNull(),
    was: integer(),
    amount: integer().notNull(),
    total: integer().notNull(),
    image: text(),
    components: jsonb().$type<OrderedComponent[]>().notNull().default([]),
  },
  (table) => [
    index('order_lines_order_id_idx').on(table.orderId, table.position),
    check('order_lines_amount_positive', sql`${table.amount} > 0`),
    check('order_lines_total', sql`${table.total} = ${table.unitPrice} * ${table.amount}`),
    check(
      'order_lines_one_product',
      sql`num_nonnulls(${table.partId}, ${table.buildId}, ${table.modelId}) = 1`,
    ),
  ],
);

/**
 * Stock an order holds: taken from `parts.stock` when the order is made, given back when it is
 * cancelled. While the order is open, the part's stock plus what open orders hold is what the
 * shop has.
 */
export const orderReservations = pgTable(
  'order_reservations',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partId: integer()
      .notNull()
      .references(() => parts.id),
    amount: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.partId] }),
    check('order_reservations_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** Every status an order has had: when, from what, and who moved it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text(),
    toStatus: text().notNull(),
    /** `customer`, `payment`, `system` or `staff`. */
    actor: text().notNull(),
    at: createdAt(),
  },
  (table) => [index('order_events_order_id_idx').on(table.orderId, table.id)],
);

/**
 * An `Idempotency-Key` a customer ordered with: the same key again answers the same order; with
 * another request body (its hash differs) it is refused. The row is written in the order's
 * transaction, so a concurrent request with the key waits for it and then finds the order.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    requestHash: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
