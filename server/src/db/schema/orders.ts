import type { RuleCode } from '@pcshop/stores/domain';
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
  unique,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { buildStages, orderActors, orderStatuses } from '@pcshop/stores/schemas';
import { models, parts } from './catalogue';
import { pcBuilds } from './builds';
import { coupons } from './coupons';
import { countries, currencies } from './settings';
import { users } from './users';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));
const statusList = sqlList(orderStatuses);
const stageList = sqlList(buildStages);

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
    /** Where its PC build stands while `in_progress`; null otherwise and for single products. */
    buildStage: text(),
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
    trackingNumber: text(),
    carrier: text(),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredOn: date({ mode: 'string' }),
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
      'orders_build_stage_in_progress',
      sql`${table.buildStage} is null or (${table.status} = 'in_progress' and ${table.buildStage} in (${stageList}))`,
    ),
    check(
      'orders_shipped_with_tracking',
      sql`(${table.shippedAt} is null) = (${table.trackingNumber} is null) and (${table.trackingNumber} is null) = (${table.carrier} is null)`,
    ),
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

/**
 * A compatibility check of an ordered build that couldn't be made because a part's data sheet
 * doesn't list a fact: the build team checks it by hand when assembling.
 */
export interface UnverifiedCheck {
  code: RuleCode;
  /** References of the parts involved, the part the check is about first. */
  parts: string[];
  /** The facts not listed, as `category.field`. */
  missing: string[];
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
    unverifiedChecks: jsonb().$type<UnverifiedCheck[]>().notNull().default([]),
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

/** Every status (and build stage) an order has had: when, from what, and who moved it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text(),
    fromStage: text(),
    toStatus: text().notNull(),
    toStage: text(),
    /** `customer`, `payment`, `system` or `staff`. */
    actor: text().notNull(),
    at: createdAt(),
  },
  (table) => [
    index('order_events_order_id_idx').on(table.orderId, table.id),
    check('order_events_actor_known', sql`${table.actor} in (${sqlList(orderActors)})`),
  ],
);

/**
 * The moves an order may make (status and build stage, from and to; `kind` `build` or `product`
 * when only for that kind of order): the rows of `services/orders/transitions.ts`, written by
 * migration 0010. The trigger `orders_status_transition` refuses any other change.
 */
export const orderTransitions = pgTable(
  'order_transitions',
  {
    fromStatus: text().notNull(),
    fromStage: text(),
    toStatus: text().notNull(),
    toStage: text(),
    kind: text(),
  },
  (table) => [
    unique('order_transitions_unique')
      .on(table.fromStatus, table.fromStage, table.toStatus, table.toStage, table.kind)
      .nullsNotDistinct(),
  ],
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
