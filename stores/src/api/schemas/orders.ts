import { z } from 'zod';
import { countryCodeSchema, currencyCodeSchema, minorUnitsSchema } from './common';
import { shippingAddressInputSchema, shippingAddressSchema } from './account';
import {
  basketAmountSchema,
  basketProductIdSchema,
  productClasses,
  summaryCouponSchema,
} from './basket';
import { pageInfoFields, paginationQuerySchema } from './catalogue';
import { phoneSchema } from './validation';
import { buildStages, orderActors, orderStatuses } from '../constants/orders';

export {
  buildStages,
  orderActors,
  orderStatuses,
  type BuildStage,
  type OrderActor,
  type OrderStatus,
} from '../constants/orders';

/**
 * The `Idempotency-Key` header of `POST /api/basket/to_order`: one per attempt to order, chosen by
 * the client (a UUID); sending it again answers the order it made.
 */
export const toOrderHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(16)
    .max(128)
    .regex(/^[\x21-\x7e]+$/, 'Printable ASCII without spaces'),
});

/** A new address to ship to: the saved address's fields but its phone, which is `phone_number`. */
export const newShippingAddressSchema = shippingAddressInputSchema.omit({
  phone: true,
  is_default: true,
});

/**
 * `POST /api/basket/to_order` (source document §7): the signed-in basket ordered, shipped to a
 * saved address (`{ id }`) or a new one (kept with the customer's addresses when
 * `add_to_address_list`), with the voucher and the phone number the carrier calls.
 */
export const toOrderRequestSchema = z.object({
  shipping_address: z.union([
    z.strictObject({ id: z.number().int().positive() }),
    newShippingAddressSchema,
  ]),
  add_to_address_list: z.boolean().default(false),
  coupon: summaryCouponSchema,
  phone_number: phoneSchema,
});
export type ToOrderRequest = z.input<typeof toOrderRequestSchema>;

/** A line of an order as it was ordered: unit price VAT included, `total` = price × amount. */
export const orderLineSchema = z.object({
  id: z.number().int().positive(),
  product: basketProductIdSchema,
  reference: z.string().nullable(),
  title: z.string(),
  product_class: z.enum(productClasses),
  price: minorUnitsSchema,
  was: minorUnitsSchema.nullable(),
  amount: basketAmountSchema,
  total: minorUnitsSchema,
  image: z.string().startsWith('/media/').nullable(),
  /** Its customer may review it: the order is delivered and the line not reviewed yet. */
  reviewable: z.boolean().default(false),
  /** Its customer has reviewed it (once per line). */
  reviewed: z.boolean().default(false),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * An order: its lines and totals as priced when it was made (the same figures as the basket's
 * summary then, to the penny), where it ships, and until when its stock is held unpaid
 * (`reserved_until`, null once paid or cancelled).
 */
export const orderSchema = z.object({
  id: z.number().int().positive(),
  reference_number: z.string(),
  status: z.enum(orderStatuses),
  created_at: z.iso.datetime({ offset: true }),
  items: z.array(orderLineSchema),
  subtotal: minorUnitsSchema,
  vat: minorUnitsSchema,
  discount: minorUnitsSchema,
  shipping_price: minorUnitsSchema,
  total_price: minorUnitsSchema,
  coupon: z.string().nullable(),
  currency: currencyCodeSchema,
  country: countryCodeSchema,
  shipping_address: shippingAddressSchema.omit({ id: true, is_default: true }),
  shipping_time: z.number().int().min(0),
  expected_delivery_time: z.iso.date(),
  reserved_until: z.iso.datetime({ offset: true }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** Where an order stands: its status and, while a PC build is `in_progress`, its build stage. */
export const orderStepSchema = z.object({
  status: z.enum(orderStatuses),
  build_stage: z.enum(buildStages).nullable(),
});
export type OrderStep = z.infer<typeof orderStepSchema>;

/** One change of an order, when it happened and who made it (the first one has no `from`). */
export const orderEventSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  from: orderStepSchema.nullable(),
  to: orderStepSchema,
  actor: z.enum(orderActors),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * An order with how far it has come: its build stage, when it is expected to leave the workshop
 * (`estimated_ship_date`: the expected delivery less the days in transit), and once shipped its
 * tracking number, carrier and time; `delivered_on` once delivered. Each field added to the order
 * has a default, so an answer without them (the order as checkout first knew it) still reads.
 */
export const orderProgressSchema = orderSchema.extend({
  build_stage: z.enum(buildStages).nullable().default(null),
  estimated_ship_date: z.iso.date().nullable().default(null),
  tracking_number: z.string().nullable().default(null),
  carrier: z.string().nullable().default(null),
  shipped_at: z.iso.datetime({ offset: true }).nullable().default(null),
  delivered_on: z.iso.date().nullable().default(null),
});
export type OrderProgress = z.infer<typeof orderProgressSchema>;

/**
 * `GET /api/order/{id}`: the order as it stands with its timeline (every change, oldest first),
 * the step it is expected to reach next (null once completed or cancelled) and whether its
 * customer may still cancel it (confirmed, not yet in progress).
 */
export const orderDetailsSchema = orderProgressSchema.extend({
  timeline: z.array(orderEventSchema).default([]),
  next_step: orderStepSchema.nullable().default(null),
  cancellable: z.boolean().default(false),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** The account's two lists of orders (source document: orders in progress and history). */
export const orderLists = ['in_progress', 'history'] as const;
export type OrderList = (typeof orderLists)[number];

/**
 * `GET /api/orders?list=in_progress&page=1&per_page=10`: newest first. `in_progress` holds every
 * open order (waiting for payment to shipped), `history` the completed and cancelled ones;
 * without `list`, both.
 */
export const orderListQuerySchema = z.object({
  list: z.enum(orderLists).optional(),
  page: paginationQuerySchema.shape.page,
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderListSchema = z.object({
  items: z.array(orderProgressSchema),
  ...pageInfoFields,
});
export type OrderListPage = z.infer<typeof orderListSchema>;

/** A part a PC build line holds (per build; `amount` × the line's amount were shipped). */
export const orderedPartSchema = z.object({
  part_id: z.number().int().positive(),
  reference: z.string(),
  title: z.string(),
  category: z.string(),
  amount: z.number().int().positive(),
});
export type OrderedPart = z.infer<typeof orderedPartSchema>;

/**
 * `GET /api/order/{id}/item/{itemId}`: one line of the order; a PC build's with its components
 * (what is built into it) and accessories (monitors and accessories that come with it); a single
 * product's with both empty.
 */
export const orderItemSchema = orderLineSchema.extend({
  components: z.array(orderedPartSchema),
  accessories: z.array(orderedPartSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderItemParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  itemId: z.coerce.number().int().positive(),
});
