import { describe, expect, it } from 'vitest';
import { estimateFps } from '@pcshop/stores/domain';
import {
  categorySlugs,
  cmsPageContentSchema,
  cmsPageTypes,
  gameProfileSchema,
  resolutions,
  type MessageLocale,
} from '@pcshop/stores/schemas';
import { generalSettings } from '../../reference';
import { modelLineup } from '../types';
import { categoryNames } from './categoryNames';
import { seedCmsPages } from './cmsPages';
import { gameSlugs, reviewAverages, seedGames } from './games';
import { seedModelCopy } from './modelCopy';
import { seedRedirects } from './redirects';

const locales: MessageLocale[] = ['en-GB', 'fr-FR', 'it', 'es-ES', 'de-DE'];

/** The CMS pages' slugs, as the storefront links them (SERVER-TEAM.md). */
const cmsSlugs = [
  'about-us',
  'faq',
  'terms-and-conditions',
  'privacy-policy',
  'delivery',
  'returns',
  'warranty',
];

/** Every storefront path without the edition prefix (SERVER-TEAM.md), for links and redirects. */
const storefrontPaths = new Set([
  '/',
  '/gaming-pcs',
  '/games',
  '/builds-by-budget',
  '/builds-by-fps',
  '/custom-pc-builder/customiser',
  '/system-summary',
  '/contact-us',
  '/login',
  '/login/reset',
  '/account',
  '/checkout',
  ...modelLineup.map((model) => `/gaming-pcs/${model.slug}`),
  ...seedGames.map((game) => `/games/${game.slug}`),
  ...cmsSlugs.map((slug) => `/${slug}`),
]);

/** Review-average perfIndices (100 = Ryzen 7 7800X3D, GeForce RTX 4090), as in fps.ts. */
const cpu = { ryzen5_5600: 60, ryzen7_7800x3d: 100, ryzen7_9800x3d: 112 };
const gpu = { rx6600: 22, rtx4060: 30, rtx5070: 56, rtx4090: 100, rtx5090: 128 };

/** Every string inside a value, for checks that apply to all text. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** Typography every locale's prose must respect. */
function expectTypography(locale: MessageLocale, text: string, where: string) {
  expect(text, where).not.toMatch(/ {2}/);
  expect(text.trim(), where).toBe(text);
  if (locale !== 'es-ES' && locale !== 'de-DE')
    expect(text, where).not.toMatch(/[a-zà-ü]'[a-zà-ü]/i);
  if (locale === 'fr-FR') {
    expect(text, where).not.toMatch(/ [;:!?»]|« /);
    expect(text, where).not.toMatch(/[\p{L}»)][;:!?](?!\/\/)/u);
  }
}

function gameBySlug(slug: string) {
  const game = seedGames.find((candidate) => candidate.slug === slug);
  if (!game) throw new Error(`no seeded game ${slug}`);
  return game;
}

function fps(
  slug: string,
  cpuPerfIndex: number,
  gpuPerfIndex: number,
  resolution: '1080p' | '1440p' | '4k',
) {
  return estimateFps({ cpuPerfIndex, gpuPerfIndex }, gameBySlug(slug).profile, resolution) ?? 0;
}

describe('category names', () => {
  it('names every category in every locale', () => {
    for (const slug of categorySlugs) {
      for (const locale of locales) expect(categoryNames[slug][locale].trim()).not.toBe('');
    }
  });
});

describe('games', () => {
  it('seeds at least 12 games with unique slugs, each in the slug list', () => {
    const slugs = seedGames.map((game) => game.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(12);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual([...gameSlugs].sort());
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every game a title, developer, plausible year, two tile colours and all locales', () => {
    for (const game of seedGames) {
      expect(game.title.trim()).not.toBe('');
      expect(game.developer.trim()).not.toBe('');
      expect(game.releaseYear).toBeGreaterThanOrEqual(2009);
      expect(game.releaseYear).toBeLessThanOrEqual(2026);
      expect(game.colours).toHaveLength(2);
      for (const colour of game.colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(game.colours[0]).not.toBe(game.colours[1]);
      for (const locale of locales) {
        expect(game.genre[locale].trim()).not.toBe('');
        const sentences = game.description[locale].split(/(?<=[.!?])\s+(?=\S)/);
        expect(sentences, `${game.slug} ${locale}`).toHaveLength(2);
      }
    }
  });

  it('writes the descriptions in each language rather than copying the English', () => {
    for (const game of seedGames) {
      for (const locale of locales) {
        expectTypography(locale, game.description[locale], `${game.slug} ${locale}`);
        expectTypography(locale, game.genre[locale], `${game.slug} ${locale}`);
      }
      for (const locale of locales.filter((l) => l !== 'en-GB')) {
        expect(game.description[locale], `${game.slug} ${locale}`).not.toBe(
          game.description['en-GB'],
        );
      }
    }
  });

  it('gives every game a profile the shared schema accepts, falling with resolution', () => {
    for (const game of seedGames) {
      expect(gameProfileSchema.parse(game.profile)).toEqual(game.profile);
      const { referenceFps } = game.profile;
      expect(referenceFps['1080p']).toBeGreaterThan(referenceFps['1440p']);
      expect(referenceFps['1440p']).toBeGreaterThan(referenceFps['4k']);
    }
  });

  it('reproduces the published RTX 4090 + Ryzen 7 7800X3D averages within 8 %', () => {
    for (const slug of gameSlugs) {
      for (const resolution of resolutions) {
        const published = reviewAverages[slug].fps[resolution];
        const estimate = fps(slug, cpu.ryzen7_7800x3d, gpu.rtx4090, resolution);
        expect(Math.abs(estimate - published) / published, `${slug} ${resolution}`).toBeLessThan(
          0.08,
        );
      }
    }
  });

  it('estimates 4K < 1440p < 1080p for a strong GPU in every game', () => {
    for (const game of seedGames) {
      const at = (resolution: '1080p' | '1440p' | '4k') =>
        fps(game.slug, cpu.ryzen7_9800x3d, gpu.rtx5070, resolution);
      expect(at('4k'), game.slug).toBeLessThan(at('1440p'));
      expect(at('1440p'), game.slug).toBeLessThan(at('1080p'));
    }
  });

  it('puts esports titles in the hundreds, CPU-bound, and far above the path-traced title', () => {
    for (const slug of ['counter-strike-2', 'valorant']) {
      expect(fps(slug, cpu.ryzen7_7800x3d, gpu.rtx5070, '1080p')).toBeGreaterThan(300);
      expect(fps(slug, cpu.ryzen5_5600, gpu.rx6600, '1080p')).toBeGreaterThan(144);
      // A 12 % faster CPU moves the figure more than a 28 % faster GPU does.
      const base = fps(slug, cpu.ryzen7_7800x3d, gpu.rtx4090, '1080p');
      const fasterCpu = fps(slug, cpu.ryzen7_9800x3d, gpu.rtx4090, '1080p');
      const fasterGpu = fps(slug, cpu.ryzen7_7800x3d, gpu.rtx5090, '1080p');
      expect(fasterCpu - base).toBeGreaterThan(fasterGpu - base);
      for (const resolution of resolutions) {
        expect(fps(slug, cpu.ryzen7_7800x3d, gpu.rtx4090, resolution)).toBeGreaterThan(
          5 * fps('alan-wake-2', cpu.ryzen7_7800x3d, gpu.rtx4090, resolution),
        );
      }
    }
  });

  it('keeps the path-traced title GPU-bound: a faster CPU changes nothing, a faster GPU a lot', () => {
    for (const resolution of resolutions) {
      const base = fps('alan-wake-2', cpu.ryzen7_7800x3d, gpu.rtx5070, resolution);
      expect(fps('alan-wake-2', cpu.ryzen7_9800x3d, gpu.rtx5070, resolution) / base).toBeLessThan(
        1.02,
      );
      expect(
        fps('alan-wake-2', cpu.ryzen7_7800x3d, gpu.rtx5090, resolution) / base,
      ).toBeGreaterThan(1.8);
    }
    expect(fps('alan-wake-2', cpu.ryzen7_7800x3d, gpu.rtx4090, '4k')).toBeLessThan(40);
  });

  it('gives an entry-level PC believable figures in demanding single-player games', () => {
    const entry = (slug: string) => fps(slug, cpu.ryzen5_5600, gpu.rtx4060, '1080p');
    expect(entry('cyberpunk-2077')).toBeGreaterThan(60);
    expect(entry('cyberpunk-2077')).toBeLessThan(100);
    expect(entry('alan-wake-2')).toBeLessThan(40);
  });

  it('never lets a build in the range pass Apex Legends’ 300 FPS engine cap', () => {
    for (const resolution of resolutions) {
      expect(fps('apex-legends', 115, 140, resolution)).toBeLessThanOrEqual(300);
    }
  });
});

describe('redirects', () => {
  const target = (from: string) => seedRedirects.find((redirect) => redirect.from === from)?.to;

  it('has unique, well-formed legacy sources that no live page or edition prefix shadows', () => {
    const sources = seedRedirects.map((redirect) => redirect.from);
    expect(new Set(sources).size).toBe(sources.length);
    for (const from of sources) {
      expect(from).toMatch(/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9._-]+)*$/);
      expect(storefrontPaths.has(`/${from}`), from).toBe(false);
      expect(['uk', 'fr', 'it', 'es', 'de']).not.toContain(from.split('/')[0]);
    }
  });

  it('points every redirect at a known storefront path with 301 or 302', () => {
    for (const redirect of seedRedirects) {
      expect(storefrontPaths.has(redirect.to), `${redirect.from} → ${redirect.to}`).toBe(true);
      expect([301, 302]).toContain(redirect.status);
    }
    const statuses = new Set(seedRedirects.map((redirect) => redirect.status));
    expect(statuses).toEqual(new Set([301, 302]));
  });

  it('has no chains or loops: no target is another redirect’s source', () => {
    const sources = new Set(seedRedirects.map((redirect) => `/${redirect.from}`));
    for (const redirect of seedRedirects) {
      expect(sources.has(redirect.to), `${redirect.from} → ${redirect.to}`).toBe(false);
    }
  });

  it('maps the examples of the source document §9', () => {
    expect(target('support/faqs')).toBe('/faq');
    expect(target('support')).toBe('/contact-us');
    expect(target('about')).toBe('/about-us');
    expect(target('build-your-own')).toBe('/custom-pc-builder/customiser');
    expect(target('custom-pc-builder')).toBe('/custom-pc-builder/customiser');
    expect(target('pre-built-gaming-pc')).toBe('/gaming-pcs');
    expect(target('blog/best-gaming-pc-under-1000')).toBe('/builds-by-budget');
    expect(seedRedirects.filter((redirect) => redirect.to === '/').length).toBeGreaterThan(0);
  });

  it('sends every seeded game’s and model’s legacy page to its new page', () => {
    for (const game of seedGames) {
      expect(target(`shop-by-game/${game.slug}`)).toBe(`/games/${game.slug}`);
    }
    for (const model of modelLineup) {
      expect(target(`pre-built-gaming-pc/${model.slug}`)).toBe(`/gaming-pcs/${model.slug}`);
    }
  });

  it('sends a graphics card’s legacy page to the model that carries it, as a temporary move', () => {
    const pulse = seedRedirects.find(
      (redirect) => redirect.from === 'pcs-by-graphics-card/geforce-rtx-5060-ti',
    );
    expect(pulse).toEqual({
      from: 'pcs-by-graphics-card/geforce-rtx-5060-ti',
      to: '/gaming-pcs/rigsmith-pulse',
      status: 302,
    });
    // Two models carry the RTX 5080: the range, not one of them.
    expect(target('pcs-by-graphics-card/geforce-rtx-5080')).toBe('/gaming-pcs');
  });
});

describe('model copy', () => {
  it('has a tagline and two to four paragraphs for every model of the lineup in every locale', () => {
    for (const model of modelLineup) {
      const copy = seedModelCopy[model.slug];
      for (const locale of locales) {
        const where = `${model.slug} ${locale}`;
        expect(copy[locale].tagline.trim(), where).not.toBe('');
        expect(copy[locale].tagline.length, where).toBeLessThanOrEqual(90);
        expect(copy[locale].overview.length, where).toBeGreaterThanOrEqual(2);
        expect(copy[locale].overview.length, where).toBeLessThanOrEqual(4);
        for (const paragraph of copy[locale].overview) {
          expect(paragraph.length, where).toBeGreaterThan(120);
        }
      }
    }
  });

  it('names the model’s own processor and graphics card in every locale', () => {
    for (const model of modelLineup) {
      const cpuNumber = model.cpu.match(/\d{3,5}[A-Z0-9]*$/)?.[0];
      const gpuNumber = model.gpu.match(/\d{4}/)?.[0];
      expect(cpuNumber && gpuNumber, model.slug).toBeTruthy();
      for (const locale of locales) {
        const text = seedModelCopy[model.slug][locale].overview.join(' ');
        expect(text, `${model.slug} ${locale}`).toContain(cpuNumber);
        expect(text, `${model.slug} ${locale}`).toContain(gpuNumber);
      }
    }
  });

  it('never states an FPS figure: the site shows computed ones', () => {
    for (const text of textsOf(seedModelCopy)) {
      expect(text).not.toMatch(
        /\d[\d\s\u202f\u00a0.,]*(FPS|fps|images par seconde|fotogrammi al secondo|fotogramas por segundo|Bilder pro Sekunde)/,
      );
    }
  });

  it('is written in each language, with each language’s typography', () => {
    for (const model of modelLineup) {
      for (const locale of locales) {
        const copy = seedModelCopy[model.slug][locale];
        if (locale !== 'en-GB') {
          expect(copy.tagline).not.toBe(seedModelCopy[model.slug]['en-GB'].tagline);
        }
        for (const text of textsOf(copy)) expectTypography(locale, text, `${model.slug} ${locale}`);
      }
    }
  });
});

describe('CMS pages', () => {
  const pageOf = (slug: string) => {
    const page = seedCmsPages.find((candidate) => candidate.slug === slug);
    if (!page) throw new Error(`no CMS page ${slug}`);
    return page;
  };

  it('has every page type exactly once, the home page under `home`, the rest at their links', () => {
    expect(seedCmsPages.map((page) => page.type).sort()).toEqual([...cmsPageTypes].sort());
    expect(pageOf('home').type).toBe('home');
    expect(
      seedCmsPages
        .filter((page) => page.type !== 'home')
        .map((page) => page.slug)
        .sort(),
    ).toEqual([...cmsSlugs].sort());
  });

  it('validates every page in every locale with the shared CMS schema', () => {
    for (const page of seedCmsPages) {
      expect(Object.keys(page.content).sort()).toEqual([...locales].sort());
      for (const locale of locales) {
        const result = cmsPageContentSchema.safeParse(page.content[locale]);
        expect(result.success, `${page.slug} ${locale}: ${result.error?.message}`).toBe(true);
      }
    }
  });

  it('keeps titles for search results within 70 characters and descriptions within 170', () => {
    for (const page of seedCmsPages) {
      for (const locale of locales) {
        const { metaTitle, metaDescription } = page.content[locale];
        expect(metaTitle.length, `${page.slug} ${locale}`).toBeLessThanOrEqual(70);
        expect(metaDescription.length, `${page.slug} ${locale}`).toBeLessThanOrEqual(170);
        expect(metaDescription.length, `${page.slug} ${locale}`).toBeGreaterThanOrEqual(70);
      }
    }
  });

  it('links only to known storefront paths, never to itself', () => {
    for (const page of seedCmsPages) {
      for (const locale of locales) {
        for (const block of page.content[locale].blocks) {
          if (block.kind !== 'link') continue;
          expect(storefrontPaths.has(block.path), `${page.slug} ${locale} → ${block.path}`).toBe(
            true,
          );
          expect(block.path, `${page.slug} ${locale}`).not.toBe(`/${page.slug}`);
        }
      }
    }
  });

  it('gives every locale the same kinds of blocks and the same links', () => {
    for (const page of seedCmsPages) {
      const shape = (locale: MessageLocale) =>
        page.content[locale].blocks.map((block) =>
          block.kind === 'link' ? `link ${block.path}` : block.kind,
        );
      for (const locale of locales) {
        expect(shape(locale).length, `${page.slug} ${locale}`).toBeGreaterThan(0);
        expect(new Set(shape(locale)), `${page.slug} ${locale}`).toEqual(new Set(shape('en-GB')));
      }
    }
  });

  it('writes every locale natively, with its typography', () => {
    for (const page of seedCmsPages) {
      for (const locale of locales) {
        const content = page.content[locale];
        if (locale !== 'en-GB') expect(content.title).not.toBe(page.content['en-GB'].title);
        for (const text of textsOf(content))
          expectTypography(locale, text, `${page.slug} ${locale}`);
      }
    }
  });

  it('uses the shop’s fictional contact details and no other', () => {
    const allText = textsOf(seedCmsPages).join(' ');
    const emails = new Set(allText.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g));
    expect([...emails].sort()).toEqual(['privacy@rigsmith.co.uk', 'support@rigsmith.co.uk']);
    const phones = new Set(allText.match(/\+\d[\d ]{8,}\d/g));
    expect([...phones]).toEqual(['+44 20 7946 0321']);
  });

  it('states the free shipping thresholds of the general settings, and no other amount', () => {
    const money = /[£€]\d[\d,]*|\d[\d.\u202f]*\u00a0[€£]/g;
    const { freeShippingFrom } = generalSettings;
    const intlLocales: Record<MessageLocale, string> = {
      'en-GB': 'en-GB',
      'fr-FR': 'fr-FR',
      it: 'it-IT',
      'es-ES': 'es-ES',
      'de-DE': 'de-DE',
    };
    const formatted = (locale: MessageLocale, currency: 'GBP' | 'EUR') =>
      new Intl.NumberFormat(intlLocales[locale], {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      }).format(freeShippingFrom[currency] / 100);
    for (const locale of locales) {
      const text = textsOf(pageOf('delivery').content[locale]).join(' ');
      expect(new Set(text.match(money)), locale).toEqual(
        new Set([formatted(locale, 'GBP'), formatted(locale, 'EUR')]),
      );
    }
  });
});

describe('FAQ page', () => {
  it('answers at least 10 questions, on every topic shoppers ask about, in every locale', () => {
    const page = seedCmsPages.find((candidate) => candidate.type === 'faq');
    const topics: Record<MessageLocale, RegExp[]> = {
      'en-GB': [/deliver/i, /return/i, /warranty/i, /FPS/, /compatib/i, /pay/i, /track/i],
      'fr-FR': [/livr/i, /retourner/i, /garantie/i, /FPS/, /compatib/i, /paiement/i, /suivre/i],
      it: [
        /spedi|consegna/i,
        /restituire/i,
        /garanzia/i,
        /FPS/,
        /compatib/i,
        /pagamento/i,
        /seguo/i,
      ],
      'es-ES': [/envío|entrega/i, /devolver/i, /garantía/i, /FPS/, /compatib/i, /pago/i, /sigo/i],
      'de-DE': [
        /Versand|Lieferung/,
        /zurückgeben/,
        /Garantie/,
        /FPS/,
        /Kompatib/,
        /Zahlung/,
        /verfolge/,
      ],
    };
    for (const locale of locales) {
      const items = (page?.content[locale].blocks ?? []).flatMap((block) =>
        block.kind === 'faq' ? block.items : [],
      );
      expect(items.length, locale).toBeGreaterThanOrEqual(10);
      const questions = items.map((item) => item.question).join(' ');
      for (const topic of topics[locale]) expect(questions, `${locale} ${topic}`).toMatch(topic);
    }
  });
});

describe('privacy policy', () => {
  it('names the controller, legal bases, retention, rights and the two cookie choices', () => {
    const page = seedCmsPages.find((candidate) => candidate.type === 'privacy');
    const choices: Record<MessageLocale, [string, string]> = {
      'en-GB': ['Accept All', 'Required Only'],
      'fr-FR': ['Tout accepter', 'Uniquement les nécessaires'],
      it: ['Accetta tutto', 'Solo necessari'],
      'es-ES': ['Aceptar todo', 'Solo necesarias'],
      'de-DE': ['Alle akzeptieren', 'Nur notwendige'],
    };
    for (const locale of locales) {
      const text = textsOf(page?.content[locale]).join(' ');
      expect(text, locale).toContain('Rigsmith Ltd');
      expect(text, locale).toMatch(/6\s?\(?1\)?\s?\(?b|6\.1\.b|par\. 1, lett\. b|Abs\. 1 lit\. b/);
      expect(text, locale).toContain('i18n_redirected');
      expect(text, locale).toContain('13');
      for (const choice of choices[locale]) expect(text, locale).toContain(choice);
    }
  });
});
