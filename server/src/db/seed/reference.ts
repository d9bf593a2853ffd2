import type { countries, currencies, siteSettings } from '../schema/index';

export const seedCurrencies = [
  { code: 'GBP', symbol: '£', minorUnits: 2 },
  { code: 'EUR', symbol: '€', minorUnits: 2 },
] satisfies (typeof currencies.$inferInsert)[];

/** The five editions' countries (SPEC §3); VAT in basis points. */
export const seedCountries = [
  { code: 'GB', name: 'United Kingdom', edition: 'uk', defaultCurrency: 'GBP', vatRateBp: 2000 },
  { code: 'FR', name: 'France', edition: 'fr', defaultCurrency: 'EUR', vatRateBp: 2000 },
  { code: 'IT', name: 'Italy', edition: 'it', defaultCurrency: 'EUR', vatRateBp: 2200 },
  { code: 'ES', name: 'Spain', edition: 'es', defaultCurrency: 'EUR', vatRateBp: 2100 },
  { code: 'DE', name: 'Germany', edition: 'de', defaultCurrency: 'EUR', vatRateBp: 1900 },
] satisfies (typeof countries.$inferInsert)[];

export const seedSettings = [
  {
    slug: 'general',
    value: {
      shopName: 'Rigsmith',
      supportEmail: 'support@rigsmith.co.uk',
      supportPhone: '+44 20 7946 0321',
      freeShippingFrom: { GBP: 150000, EUR: 175000 },
    },
  },
] satisfies (typeof siteSettings.$inferInsert)[];
