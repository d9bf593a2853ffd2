import { z } from 'zod';
import {
  countryCodeSchema,
  currencyCodeSchema,
  localeQuerySchema,
  minorUnitsSchema,
} from './common';

export const couponCodeSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'Expected a voucher code (letters, digits, - and _)');

export const couponParamsSchema = z.object({ code: couponCodeSchema });
export const couponQuerySchema = localeQuerySchema;

export const couponKinds = ['percentage', 'fixed'] as const;

/**
 * `GET /api/ecommerce/coupon/{code}`: a usable voucher (404 when unknown, not started, expired or
 * used up). Whether it applies to the shopper's country is read from `affected_locales`.
 */
export const couponSchema = z.object({
  code: z.string(),
  kind: z.enum(couponKinds),
  /** Percent off (1–100), or minor units of `currency` off. */
  value: z.number().int().min(0),
  currency: currencyCodeSchema,
  /** Smallest subtotal it applies to, in minor units of `currency`; null without one. */
  minimumSubtotal: minorUnitsSchema.nullable(),
  expiresAt: z.iso.datetime().nullable(),
  /** ISO 3166-1 alpha-2 codes of the countries it is valid in. */
  affected_locales: z.array(countryCodeSchema),
});
export type Coupon = z.infer<typeof couponSchema>;
