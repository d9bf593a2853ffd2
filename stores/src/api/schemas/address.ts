import { z } from 'zod';
import {
  fieldLimits,
  requiredString,
  shippingCountrySchema,
  validationMessage,
} from './validation';

/** `GET /api/address/cities?country=GB&q=lond`: the start of a place's name, as typed. */
export const addressCitiesQuerySchema = z.object({
  country: shippingCountrySchema,
  q: requiredString().max(fieldLimits.cityMax, { error: validationMessage('textTooLong') }),
});
export type AddressCitiesQuery = z.infer<typeof addressCitiesQuerySchema>;

/** A place the new-address form offers for its city field. */
export const addressCitySchema = z.object({
  name: z.string(),
  /** The first-level division (England, Île-de-France, Bayern…), when the list knows it. */
  region: z.string().nullable(),
});
export type AddressCity = z.infer<typeof addressCitySchema>;

/** At most ten places, the best match first. */
export const addressCityListSchema = z.object({ items: z.array(addressCitySchema) });
export type AddressCityList = z.infer<typeof addressCityListSchema>;
