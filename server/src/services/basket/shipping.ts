import type { CountryCode, CurrencyCode } from '@pcshop/stores/schemas';

export interface ShippingRate {
  /** VAT-inclusive price per currency, minor units; a missing currency is "To be confirmed". */
  price: Partial<Record<CurrencyCode, number>>;
  /** Working days in transit once the order is ready to ship. */
  days: number;
}

/**
 * The shop's one shipping table: a tracked, insured courier from the workshop in the UK, per
 * shipping country. Goods (after any voucher) from the `freeShippingFrom` amount of the `general`
 * settings ship free; a country or currency missing here reads "To be confirmed"
 * (`shipping_price` null). Expected delivery = today + the slowest line's days (a PC's slowest
 * part plus its build days) + these days, calendar days.
 */
export const shippingTable: Partial<Record<CountryCode, ShippingRate>> = {
  GB: { price: { GBP: 1499, EUR: 1799 }, days: 2 },
  FR: { price: { GBP: 2199, EUR: 2499 }, days: 4 },
  DE: { price: { GBP: 2199, EUR: 2499 }, days: 4 },
  IT: { price: { GBP: 2599, EUR: 2999 }, days: 5 },
  ES: { price: { GBP: 2599, EUR: 2999 }, days: 5 },
};

export const shippingRate = (country: CountryCode, currency: CurrencyCode) => {
  const rate = shippingTable[country];
  return { price: rate?.price[currency] ?? null, days: rate?.days ?? null };
};
