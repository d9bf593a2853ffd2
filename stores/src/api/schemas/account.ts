import { z } from 'zod';
import { countryCodeSchema } from './common';
import { messageLocaleSchema } from './editions';
import {
  addressSchema,
  blankAsNull,
  dateOfBirthSchema,
  fieldLimits,
  nameSchema,
  phoneSchema,
} from './validation';

export const emailPreferencesSchema = z.object({
  order_notifications: z.boolean(),
  marketing_notifications: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** `GET /api/account/user`. `full_name` is empty until the user gives it; its first word greets them. */
export const accountUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  date_of_birth: z.string().nullable(),
  /** E.164, e.g. `+447700900123`. */
  mobile_number: z.string().nullable(),
  email_preferences: emailPreferencesSchema,
  locale: messageLocaleSchema,
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/**
 * `PATCH /api/account/user`: only the fields sent change; `null` or an empty text clears the
 * date of birth or the mobile number. The email address is not changed here.
 */
export const accountUserPatchSchema = z.object({
  full_name: nameSchema.optional(),
  date_of_birth: blankAsNull(dateOfBirthSchema).optional(),
  mobile_number: blankAsNull(phoneSchema).optional(),
  email_preferences: emailPreferencesSchema.partial().optional(),
  locale: messageLocaleSchema.optional(),
});
export type AccountUserPatch = z.input<typeof accountUserPatchSchema>;
export type AccountUserChanges = z.output<typeof accountUserPatchSchema>;

/** A new shipping address (source document §3 and §5: checkout adds first name and surname). */
export const shippingAddressInputSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  phone: phoneSchema,
  address: addressSchema,
  is_default: z.boolean().default(false),
});
export type ShippingAddressInput = z.input<typeof shippingAddressInputSchema>;
export type ShippingAddressValues = z.output<typeof shippingAddressInputSchema>;

export const shippingAddressSchema = z.object({
  id: z.number().int(),
  is_default: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  address: z.object({
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    postcode: z.string(),
    country: countryCodeSchema,
  }),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** Saved addresses, the default first. */
export const shippingAddressListSchema = z
  .array(shippingAddressSchema)
  .max(fieldLimits.maxSavedAddresses);

export const shippingAddressParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
});
