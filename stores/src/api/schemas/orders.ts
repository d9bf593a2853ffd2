import { z } from 'zod';
import { countryCodeSchema, currencyCodeSchema, minorUnitsSchema } from './common';
import { shippingAddressInputSchema, shippingAddressSchema } from './account';
import {
  basketAmountSchema,
  basketProductIdSchema,
  productClasses,
  summaryCouponSchema,
} from './basket';
import { phoneSchema } from './validation';

/**
 * An order's life (source document §4): made `waiting_for_payment`, `confirmed` when the payment
 * provider says it is paid, then `in_progress` (built), `shipped` and `completed`; or `cancelled`.
 */
export const orderStatuses = [
  'waiting_for_payment',
  'confirmed',
  'in_progress',
  'shipped',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

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
