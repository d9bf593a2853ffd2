import { z } from 'zod';
import { endpoints } from '../endpoints';
import { countryCodeSchema, currencyCodeSchema, editionSchema, minorUnitsSchema } from './common';
import { messageLocaleSchema } from './editions';
import { plainText } from './text';

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
  /** The asking country's edition's support contacts. */
  supportEmail: z.email(),
  supportPhone: z.string(),
  currency: currencyCodeSchema,
  /** Added to the parts of every assembled PC (pre-built or custom). */
  assemblyFee: minorUnitsSchema,
  /** Orders from this subtotal ship free. */
  freeShippingFrom: minorUnitsSchema,
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

/** An edition's analytics tag id (`RS-FR-…`). */
export const analyticsTagIdSchema = z
  .string()
  .regex(/^RS-[A-Z]{2}-[0-9]{4,8}$/, 'Expected an analytics tag id such as RS-GB-1001');

/**
 * The `analytics` settings of the asking country's edition: its tag id and the same-origin tag
 * script, loaded only after the shopper accepts all cookies.
 */
export const analyticsSettingsSchema = z.object({
  tagId: analyticsTagIdSchema,
  scriptUrl: z.string().startsWith(endpoints.analyticsScript.path),
});
export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;

/** `GET /api/site/analytics.js?tag=…`: the tag script of one edition. */
export const analyticsScriptQuerySchema = z.object({ tag: analyticsTagIdSchema });

/** `POST /api/site/analytics/page_views`: a page view the tag script records. */
export const analyticsPageViewSchema = z.object({
  tag: analyticsTagIdSchema,
  path: plainText().startsWith('/').max(2000),
  referrer: plainText().max(2000).optional(),
});
export type AnalyticsPageView = z.infer<typeof analyticsPageViewSchema>;

/** The settings the API publishes, by slug. */
export const settingSlugs = ['general', 'analytics'] as const;
export const settingsParamsSchema = z.object({ slug: z.enum(settingSlugs) });

/** `GET /api/settings/general` and `GET /api/settings/analytics`, each read on its own. */
export const generalSettingsResponseSchema = z.object({
  slug: z.literal('general'),
  value: generalSettingsSchema,
});
export const analyticsSettingsResponseSchema = z.object({
  slug: z.literal('analytics'),
  value: analyticsSettingsSchema,
});

export const settingsSchema = z.discriminatedUnion('slug', [
  generalSettingsResponseSchema,
  analyticsSettingsResponseSchema,
]);
export type Settings = z.infer<typeof settingsSchema>;
