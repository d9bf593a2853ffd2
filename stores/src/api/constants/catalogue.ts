/** The catalogue's fixed vocabularies and paging bounds (SPEC §6). */

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
export type SortOption = (typeof sortOptions)[number];

/** The resolutions every FPS figure is given at. */
export const resolutions = ['1080p', '1440p', '4k'] as const;
export type Resolution = (typeof resolutions)[number];

/** The part categories; each has typed specifications (schemas/specs.ts). */
export const categorySlugs = [
  'case',
  'cpu',
  'motherboard',
  'cooler',
  'memory',
  'gpu',
  'storage',
  'psu',
  'fan',
  'lighting',
  'optical-drive',
  'os',
  'monitor',
  'accessory',
] as const;
export type CategorySlug = (typeof categorySlugs)[number];

/** GPU auxiliary power plugs; '16-pin' is 12VHPWR / 12V-2x6. */
export const pcieConnectors = ['6-pin', '8-pin', '16-pin'] as const;
export type PcieConnector = (typeof pcieConnectors)[number];

/** Paging bounds of the product lists. */
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 24;
export const MAX_PAGE = 10_000;
