import type { SeedRedirect } from '../types';
import { modelLineup } from '../types';
import { seedGames } from './games';

/*
 * The old site's paths (source document §9) and where they live now. 301 where the content moved
 * for good; 302 where the target is only the current answer and may change: a graphics card's
 * page points at the model that carries that card today, the "current Call of Duty" at this
 * year's game, the affiliate area at the home page until it opens.
 * Every target is a final storefront path, never another redirect's source.
 */

const permanent = (from: string, to: string): SeedRedirect => ({ from, to, status: 301 });
const temporary = (from: string, to: string): SeedRedirect => ({ from, to, status: 302 });

const shopByGame: SeedRedirect[] = [
  permanent('shop-by-game', '/games'),
  ...seedGames.map((game) => permanent(`shop-by-game/${game.slug}`, `/games/${game.slug}`)),
  permanent('shop-by-game/counter-strike-global-offensive', '/games/counter-strike-2'),
  permanent('shop-by-game/csgo', '/games/counter-strike-2'),
  temporary('shop-by-game/call-of-duty', '/games/call-of-duty-black-ops-6'),
  permanent('shop-by-game/baldurs-gate-iii', '/games/baldurs-gate-3'),
  permanent('shop-by-game/rdr2', '/games/red-dead-redemption-2'),
];

/** A card's legacy page slug: `NVIDIA GeForce RTX 5060 Ti 16GB` → `geforce-rtx-5060-ti`. */
function cardSlug(gpu: string): string {
  return gpu
    .toLowerCase()
    .replace(/^(nvidia|amd) /, '')
    .replace(/ \d+gb$/, '')
    .replace(/ /g, '-');
}

/**
 * Each card's legacy page goes to the model built around it today, or to the range when several
 * models carry it.
 */
function graphicsCardRedirects(): SeedRedirect[] {
  const modelsByCard = new Map<string, string[]>();
  for (const model of modelLineup) {
    const card = cardSlug(model.gpu);
    modelsByCard.set(card, [...(modelsByCard.get(card) ?? []), model.slug]);
  }
  return [...modelsByCard].map(([card, models]) =>
    temporary(
      `pcs-by-graphics-card/${card}`,
      models.length === 1 ? `/gaming-pcs/${models[0]}` : '/gaming-pcs',
    ),
  );
}

const pcsByGraphicsCard: SeedRedirect[] = [
  permanent('pcs-by-graphics-card', '/gaming-pcs'),
  ...graphicsCardRedirects(),
  temporary('pcs-by-graphics-card/geforce-rtx-4090', '/gaming-pcs/rigsmith-zenith'),
  permanent('pcs-by-graphics-card/nvidia', '/gaming-pcs'),
  permanent('pcs-by-graphics-card/amd', '/gaming-pcs'),
];

const preBuilt: SeedRedirect[] = [
  permanent('pre-built-gaming-pc', '/gaming-pcs'),
  ...modelLineup.map((model) =>
    permanent(`pre-built-gaming-pc/${model.slug}`, `/gaming-pcs/${model.slug}`),
  ),
  permanent('pre-built-gaming-pc/1080p-gaming-pcs', '/builds-by-fps'),
  permanent('pre-built-gaming-pc/1440p-gaming-pcs', '/builds-by-fps'),
  permanent('pre-built-gaming-pc/4k-gaming-pcs', '/builds-by-fps'),
  permanent('pre-built-gaming-pc/budget-gaming-pcs', '/builds-by-budget'),
  temporary('pre-built-gaming-pc/small-form-factor', '/gaming-pcs/rigsmith-nano'),
  temporary('pre-built-gaming-pc/deals', '/gaming-pcs'),
];

/** The "best gaming PC under …" articles became the budget brackets. */
const blog: SeedRedirect[] = [
  permanent('blog', '/'),
  ...[500, 600, 750, 800, 1000, 1200, 1500, 2000, 2500, 3000].map((price) =>
    permanent(`blog/best-gaming-pc-under-${price}`, '/builds-by-budget'),
  ),
  permanent('blog/how-we-estimate-fps', '/faq'),
  permanent('blog/what-fps-do-i-need', '/builds-by-fps'),
];

const support: SeedRedirect[] = [
  permanent('support', '/contact-us'),
  permanent('support/faqs', '/faq'),
  permanent('support/contact', '/contact-us'),
  permanent('support/delivery', '/delivery'),
  permanent('support/delivery-information', '/delivery'),
  permanent('support/returns', '/returns'),
  permanent('support/warranty', '/warranty'),
  permanent('support/rma', '/warranty'),
  permanent('support/terms', '/terms-and-conditions'),
  permanent('support/privacy', '/privacy-policy'),
  permanent('support/cookies', '/privacy-policy'),
  permanent('support/track-order', '/account'),
];

const about: SeedRedirect[] = [
  permanent('about', '/about-us'),
  permanent('about/contact', '/contact-us'),
  permanent('about/terms-and-conditions', '/terms-and-conditions'),
  permanent('about/privacy-policy', '/privacy-policy'),
];

/** The builder moved under /custom-pc-builder; its landing page went with it. */
const builder: SeedRedirect[] = [
  permanent('build-your-own', '/custom-pc-builder/customiser'),
  permanent('build-your-own/amd', '/custom-pc-builder/customiser'),
  permanent('build-your-own/intel', '/custom-pc-builder/customiser'),
  permanent('custom-pc-builder', '/custom-pc-builder/customiser'),
];

const elsewhere: SeedRedirect[] = [
  permanent('home', '/'),
  permanent('index.html', '/'),
  permanent('shop', '/gaming-pcs'),
  temporary('affiliates', '/'),
  permanent('my-account', '/account'),
  permanent('basket', '/checkout'),
];

export const seedRedirects: SeedRedirect[] = [
  ...shopByGame,
  ...pcsByGraphicsCard,
  ...preBuilt,
  ...blog,
  ...support,
  ...about,
  ...builder,
  ...elsewhere,
];
