import type {
  CategorySlug,
  CmsBlock,
  CmsPageType,
  GameProfile,
  MessageLocale,
  SpecsByCategory,
} from '@pcshop/stores/schemas';
import type { GameLook } from '../../../media/types';
import type { Localised } from '../../schema/catalogue';

/** VAT-inclusive prices in minor units (pence, cents). */
export interface SeedMoney {
  GBP: number;
  EUR: number;
}

/**
 * A part of the shop's own catalogue, written from the manufacturer's data sheet. `reference` is
 * the SKU, stable and unique: `<category>-<brand>-<model>` in kebab case
 * (`cpu-amd-ryzen-7-7800x3d`); models and tests refer to parts by it.
 */
export type SeedPart = {
  [C in CategorySlug]: {
    reference: string;
    category: C;
    brand: string;
    /** The product's full name as sold. */
    title: string;
    /** One or two factual English sentences from the data sheet. */
    description: string;
    specs: SpecsByCategory[C];
    price: SeedMoney;
    /** Units in stock; 0 is out of stock. */
    stock: number;
    status: 'public' | 'archived';
    /** 0–5, one decimal. */
    rating: number;
    ratingCount: number;
    deliveryDays: number;
    /** Units sold to date (the `bestselling` order). */
    sold: number;
  };
}[CategorySlug];

/** A pre-built model: the slug of `modelLineup` and its parts by reference. */
export interface SeedModel {
  slug: ModelSlug;
  parts: { reference: string; amount: number }[];
}

/** A model's marketing copy in one message locale. */
export interface SeedModelCopy {
  tagline: string;
  /** Two to four paragraphs. */
  overview: string[];
}

export interface SeedGame {
  slug: string;
  title: string;
  developer: string;
  releaseYear: number;
  genre: Localised;
  description: Localised;
  profile: GameProfile;
  /** Two hex colours for the generated tile. */
  colours: [string, string];
  /** The tile's motif and title type, from the game's own world and logo. */
  look: GameLook;
}

export interface SeedCmsPage {
  type: CmsPageType;
  /** Storefront path without the edition prefix, the same in every locale (`about-us`). */
  slug: string;
  content: Record<
    MessageLocale,
    { title: string; metaTitle: string; metaDescription: string; blocks: CmsBlock[] }
  >;
}

export interface SeedRedirect {
  /** Legacy path without a leading slash (`support/faqs`). */
  from: string;
  /** Storefront path without the edition prefix (`/faq`). */
  to: string;
  status: 301 | 302;
}

/**
 * The pre-built range, entry level to flagship. The lineup fixes each model's name, tier, place,
 * discount and the heart of its build; the parts files complete each build with compatible parts.
 */
export const modelLineup = [
  {
    slug: 'rigsmith-spark',
    name: 'Rigsmith Spark',
    tier: 'entry',
    discountPercent: null,
    cpu: 'AMD Ryzen 5 5600',
    gpu: 'AMD Radeon RX 6600',
    brief: '1080p esports and indie games; AM4, DDR4, Micro-ATX; the lowest price in the range',
  },
  {
    slug: 'rigsmith-ember',
    name: 'Rigsmith Ember',
    tier: 'entry',
    discountPercent: 5,
    cpu: 'Intel Core i5-12400F',
    gpu: 'NVIDIA GeForce RTX 4060',
    brief: '1080p high settings in AAA games; LGA1700, DDR4',
  },
  {
    slug: 'rigsmith-pulse',
    name: 'Rigsmith Pulse',
    tier: 'mainstream',
    discountPercent: null,
    cpu: 'AMD Ryzen 5 7600',
    gpu: 'NVIDIA GeForce RTX 5060 Ti 16GB',
    brief: '1080p ultra and entry 1440p; AM5, DDR5, upgradeable',
  },
  {
    slug: 'rigsmith-nano',
    name: 'Rigsmith Nano',
    tier: 'mainstream',
    discountPercent: null,
    cpu: 'AMD Ryzen 7 7700',
    gpu: 'NVIDIA GeForce RTX 4060 Ti',
    brief:
      'small form factor: Mini-ITX case, SFX power supply, low-profile cooling; for a desk or a living room',
  },
  {
    slug: 'rigsmith-arc',
    name: 'Rigsmith Arc',
    tier: 'mainstream',
    discountPercent: null,
    cpu: 'Intel Core i5-14600K',
    gpu: 'AMD Radeon RX 9060 XT 16GB',
    brief: '1440p high settings, streaming on the side; LGA1700, DDR5',
  },
  {
    slug: 'rigsmith-flux',
    name: 'Rigsmith Flux',
    tier: 'performance',
    discountPercent: null,
    cpu: 'AMD Ryzen 7 7800X3D',
    gpu: 'NVIDIA GeForce RTX 5070',
    brief: '1440p high refresh rate; the best gaming CPU of its generation',
  },
  {
    slug: 'rigsmith-volt',
    name: 'Rigsmith Volt',
    tier: 'performance',
    discountPercent: null,
    cpu: 'Intel Core Ultra 5 245K',
    gpu: 'AMD Radeon RX 9070',
    brief: '1440p ultra; LGA1851, DDR5, quiet air cooling',
  },
  {
    slug: 'rigsmith-surge',
    name: 'Rigsmith Surge',
    tier: 'performance',
    discountPercent: 10,
    cpu: 'AMD Ryzen 7 9700X',
    gpu: 'AMD Radeon RX 9070 XT',
    brief: '1440p ultra and entry 4K; ARGB fans and lighting',
  },
  {
    slug: 'rigsmith-nova',
    name: 'Rigsmith Nova',
    tier: 'enthusiast',
    discountPercent: null,
    cpu: 'AMD Ryzen 7 9800X3D',
    gpu: 'NVIDIA GeForce RTX 5070 Ti',
    brief: '1440p at 165 Hz and more, 4K high; 360 mm AIO',
  },
  {
    slug: 'rigsmith-vortex',
    name: 'Rigsmith Vortex',
    tier: 'enthusiast',
    discountPercent: 8,
    cpu: 'Intel Core Ultra 7 265K',
    gpu: 'NVIDIA GeForce RTX 5080',
    brief: '4K high settings, games and creative work; LGA1851',
  },
  {
    slug: 'rigsmith-titan',
    name: 'Rigsmith Titan',
    tier: 'flagship',
    discountPercent: null,
    cpu: 'AMD Ryzen 9 9950X3D',
    gpu: 'NVIDIA GeForce RTX 5080',
    brief: '4K ultra, streaming and rendering; 16 cores, 64 GB',
  },
  {
    slug: 'rigsmith-zenith',
    name: 'Rigsmith Zenith',
    tier: 'flagship',
    discountPercent: null,
    cpu: 'AMD Ryzen 7 9800X3D',
    gpu: 'NVIDIA GeForce RTX 5090',
    brief: 'the fastest PC we build: 4K at high refresh rates; full tower, 360 mm AIO, 1200 W',
  },
] as const satisfies readonly {
  slug: string;
  name: string;
  tier: 'entry' | 'mainstream' | 'performance' | 'enthusiast' | 'flagship';
  discountPercent: number | null;
  cpu: string;
  gpu: string;
  brief: string;
}[];

export type ModelSlug = (typeof modelLineup)[number]['slug'];
