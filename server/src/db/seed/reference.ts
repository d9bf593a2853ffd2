import type { CountryCode } from '@pcshop/stores/schemas';
import type { countries, currencies, siteSettings } from '../schema/index';
import type { Localised } from '../schema/catalogue';
import type { SeedMoney } from './catalogue/types';

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

/** How shoppers of one edition reach support. */
export interface SupportContacts {
  email: string;
  /** In the country's own format, with its calling code. */
  phone: string;
}

/**
 * The `general` settings as stored: amounts per currency (the API answers one currency), support
 * contacts per country (the API answers the asking country's).
 */
export interface StoredGeneralSettings {
  shopName: string;
  /** The support team's own address, where contact tickets go. */
  supportEmail: string;
  supportPhone: string;
  /** Each edition's contacts; one a database seeded before them lacks answers the shop's own. */
  supportContacts?: Partial<Record<CountryCode, SupportContacts>>;
  freeShippingFrom: SeedMoney;
  /** Added to the parts' prices of every assembled PC, pre-built or custom. */
  assemblyFee: SeedMoney;
}

/** The site's default metadata per message locale (`GET /api/cms/meta`). */
export interface StoredCmsMeta {
  siteName: string;
  titleTemplate: string;
  defaultTitle: Localised;
  defaultDescription: Localised;
}

export const generalSettings: StoredGeneralSettings = {
  shopName: 'Rigsmith',
  supportEmail: 'support@rigsmith.co.uk',
  supportPhone: '+44 20 7946 0321',
  // Fictional numbers: the ranges Ofcom, ARCEP and the Bundesnetzagentur keep for drama.
  supportContacts: {
    GB: { email: 'support@rigsmith.co.uk', phone: '+44 20 7946 0321' },
    FR: { email: 'support@rigsmith.fr', phone: '+33 1 99 00 43 21' },
    IT: { email: 'assistenza@rigsmith.it', phone: '+39 02 8088 4321' },
    ES: { email: 'soporte@rigsmith.es', phone: '+34 910 88 43 21' },
    DE: { email: 'support@rigsmith.de', phone: '+49 30 23125 432' },
  },
  freeShippingFrom: { GBP: 150000, EUR: 175000 },
  assemblyFee: { GBP: 9900, EUR: 11900 },
};

export const cmsMeta: StoredCmsMeta = {
  siteName: 'Rigsmith',
  titleTemplate: '%s | Rigsmith',
  defaultTitle: {
    'en-GB': 'Rigsmith — gaming PCs built to your frame rate',
    'fr-FR': 'Rigsmith — des PC gamer montés pour vos images par seconde',
    it: 'Rigsmith — PC da gaming costruiti sui tuoi FPS',
    'es-ES': 'Rigsmith — PC gaming montados a la medida de tus FPS',
    'de-DE': 'Rigsmith — Gaming-PCs, gebaut für deine Bildrate',
  },
  defaultDescription: {
    'en-GB':
      'Pre-built and custom gaming PCs, assembled and tested in the UK, with the FPS each one reaches in the games you play.',
    'fr-FR':
      'PC gamer prêts à jouer ou sur mesure, montés et testés par nos soins, avec les FPS de chacun dans vos jeux.',
    it: 'PC da gaming pronti o su misura, assemblati e collaudati da noi, con gli FPS di ciascuno nei tuoi giochi.',
    'es-ES':
      'PC gaming montados o a medida, ensamblados y probados por nosotros, con los FPS de cada uno en tus juegos.',
    'de-DE':
      'Fertige und individuelle Gaming-PCs, von uns montiert und getestet, mit den FPS jedes Modells in deinen Spielen.',
  },
};

/** The `analytics` settings as stored: each edition's tag id (SPEC §2: a per-edition tag). */
export interface StoredAnalyticsSettings {
  tagIds: Record<CountryCode, string>;
}

export const analyticsSettings: StoredAnalyticsSettings = {
  tagIds: {
    GB: 'RS-GB-1001',
    FR: 'RS-FR-1002',
    IT: 'RS-IT-1003',
    ES: 'RS-ES-1004',
    DE: 'RS-DE-1005',
  },
};

export const seedSettings = [
  { slug: 'general', value: generalSettings },
  { slug: 'analytics', value: analyticsSettings },
  { slug: 'cms_meta', value: cmsMeta },
] satisfies (typeof siteSettings.$inferInsert)[];

/** A voucher of the seed catalogue (table `coupons`). */
export interface SeedCoupon {
  code: string;
  percentOff: number | null;
  amountOff: SeedMoney | null;
  countries: CountryCode[];
  startsAt: Date | null;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  minimumSubtotal: SeedMoney | null;
}

const everywhere: CountryCode[] = ['GB', 'FR', 'IT', 'ES', 'DE'];

/**
 * The shop's vouchers: percentage and fixed ones, some valid in a few countries only, one
 * expired and one used up (both answer 404, like an unknown code).
 */
export const seedCoupons: SeedCoupon[] = [
  {
    code: 'WELCOME10',
    percentOff: 10,
    amountOff: null,
    countries: everywhere,
    startsAt: null,
    expiresAt: null,
    usageLimit: null,
    usedCount: 0,
    minimumSubtotal: null,
  },
  {
    code: 'UKGAMER25',
    percentOff: null,
    amountOff: { GBP: 2500, EUR: 3000 },
    countries: ['GB'],
    startsAt: null,
    expiresAt: new Date('2030-12-31T23:59:59Z'),
    usageLimit: 500,
    usedCount: 12,
    minimumSubtotal: { GBP: 50000, EUR: 60000 },
  },
  {
    code: 'EUROPE5',
    percentOff: 5,
    amountOff: null,
    countries: ['FR', 'IT', 'ES', 'DE'],
    startsAt: null,
    expiresAt: null,
    usageLimit: null,
    usedCount: 0,
    minimumSubtotal: null,
  },
  {
    code: 'BUILD50',
    percentOff: null,
    amountOff: { GBP: 5000, EUR: 6000 },
    countries: everywhere,
    startsAt: null,
    expiresAt: null,
    usageLimit: 1000,
    usedCount: 0,
    minimumSubtotal: { GBP: 150000, EUR: 175000 },
  },
  {
    code: 'SUMMER2024',
    percentOff: 15,
    amountOff: null,
    countries: everywhere,
    startsAt: new Date('2024-06-01T00:00:00Z'),
    expiresAt: new Date('2024-08-31T23:59:59Z'),
    usageLimit: null,
    usedCount: 214,
    minimumSubtotal: null,
  },
  {
    code: 'LAUNCH100',
    percentOff: null,
    amountOff: { GBP: 10000, EUR: 12000 },
    countries: everywhere,
    startsAt: null,
    expiresAt: null,
    usageLimit: 100,
    usedCount: 100,
    minimumSubtotal: { GBP: 100000, EUR: 120000 },
  },
];
