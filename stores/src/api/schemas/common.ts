import { z } from 'zod';

/** Error body of every 4xx/5xx answer (SPEC §6). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const editions = ['uk', 'fr', 'it', 'es', 'de'] as const;
export const editionSchema = z.enum(editions);
export type Edition = z.infer<typeof editionSchema>;

export const countryCodes = ['GB', 'FR', 'IT', 'ES', 'DE'] as const;
export const countryCodeSchema = z.enum(countryCodes);
export type CountryCode = z.infer<typeof countryCodeSchema>;

export const currencyCodes = ['GBP', 'EUR'] as const;
export const currencyCodeSchema = z.enum(currencyCodes);
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/** Money is always integer minor units (pence, cents). */
export const minorUnitsSchema = z.number().int().min(0).max(100_000_000);

/** `?country=GB&currency=GBP`: every call carries the country, priced calls the currency. */
export const localeQuerySchema = z.object({
  country: countryCodeSchema.default('GB'),
  currency: currencyCodeSchema.optional(),
});

/** The seven sort orders of a product list (source document §3). */
export const sortOptions = [
  'bestselling',
  'price_asc',
  'price_desc',
  'title_a-z',
  'title_z-a',
  'rating_asc',
  'delivery_asc',
] as const;
export const sortOptionSchema = z.enum(sortOptions);
export type SortOption = z.infer<typeof sortOptionSchema>;
