import { z } from 'zod';
import { countryCodes, currencyCodes, editions, sortOptions } from '../constants/index';

export {
  countryCodes,
  currencyCodes,
  editions,
  sortOptions,
  type CountryCode,
  type CurrencyCode,
  type Edition,
  type SortOption,
} from '../constants/index';

/** Error body of every 4xx/5xx answer (SPEC §6). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const editionSchema = z.enum(editions);
export const countryCodeSchema = z.enum(countryCodes);
export const currencyCodeSchema = z.enum(currencyCodes);

/** Money is always integer minor units (pence, cents). */
export const minorUnitsSchema = z.number().int().min(0).max(100_000_000);

/** `?country=GB&currency=GBP`: every call carries the country, priced calls the currency. */
export const localeQuerySchema = z.object({
  country: countryCodeSchema.default('GB'),
  currency: currencyCodeSchema.optional(),
});

export const sortOptionSchema = z.enum(sortOptions);
