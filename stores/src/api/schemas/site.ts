import { z } from 'zod';
import { countryCodeSchema, currencyCodeSchema, editionSchema, minorUnitsSchema } from './common';
import { messageLocaleSchema } from './editions';

export const countrySchema = z.object({
  code: countryCodeSchema,
  /** In the requesting country's message locale. */
  name: z.string(),
  edition: editionSchema,
  messageLocale: messageLocaleSchema,
  defaultCurrency: currencyCodeSchema,
  /** VAT in basis points (2000 = 20 %). */
  vatRateBp: z.number().int().min(0).max(10000),
  shipsTo: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.object({ items: z.array(countrySchema) });

export const currencySchema = z.object({
  code: currencyCodeSchema,
  symbol: z.string(),
  /** In the requesting country's message locale. */
  name: z.string(),
  minorUnits: z.number().int().min(0).max(4),
});
export type Currency = z.infer<typeof currencySchema>;
export const currencyListSchema = z.object({ items: z.array(currencySchema) });

/** The `general` settings, amounts in the currency asked. */
export const generalSettingsSchema = z.object({
  shopName: z.string(),
  supportEmail: z.email(),
  supportPhone: z.string(),
  currency: currencyCodeSchema,
  /** Added to the parts of every assembled PC (pre-built or custom). */
  assemblyFee: minorUnitsSchema,
  /** Orders from this subtotal ship free. */
  freeShippingFrom: minorUnitsSchema,
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

/** The settings the API publishes, by slug. */
export const settingSlugs = ['general'] as const;
export const settingsParamsSchema = z.object({ slug: z.enum(settingSlugs) });

export const settingsSchema = z.discriminatedUnion('slug', [
  z.object({ slug: z.literal('general'), value: generalSettingsSchema }),
]);
export type Settings = z.infer<typeof settingsSchema>;
