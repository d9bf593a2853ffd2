import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cmsMetaSchema,
  cmsPageListSchema,
  cmsPageSchema,
  countryCodes,
  editionOfCountry,
} from '@pcshop/stores/schemas';
import { seedCmsPages } from '../../db/seed/catalogue/content/cmsPages';
import { seedRedirects } from '../../db/seed/catalogue/content/redirects';
import { cmsMeta } from '../../db/seed/reference';
import { buildTestApp, type TestApp } from '../../test/app';
import { get, getError, getOk } from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const head = (url: string) => t.app.inject({ method: 'HEAD', url });
const pageOf = (type: string) => {
  const page = seedCmsPages.find((candidate) => candidate.type === type);
  if (!page) throw new Error(`the CMS has no ${type} page`);
  return page;
};

describe('GET /api/cms/pages', () => {
  it('lists the pages of each country’s language with meta.type, meta.api_url and meta.slug', async () => {
    for (const country of countryCodes) {
      const locale = editionOfCountry[country].messageLocale;
      const { items } = await getOk(t, `/api/cms/pages?country=${country}`, cmsPageListSchema);
      expect(items).toHaveLength(seedCmsPages.length);
      for (const item of items) {
        const seed = seedCmsPages.find((page) => page.slug === item.meta.slug)!;
        expect(item.title).toBe(seed.content[locale].title);
        expect(item.meta).toMatchObject({
          type: seed.type,
          slug: seed.slug,
          api_url: `/api/cms/pages/${seed.slug}`,
          locale,
          metaTitle: seed.content[locale].metaTitle,
        });
      }
    }
  });

  it('refuses an unknown country', async () => {
    await getError(t, '/api/cms/pages?country=NL', 400);
  });
});

describe('GET /api/cms/pages/{slug}', () => {
  it('answers a page with its blocks in the country’s language, found through its api_url', async () => {
    const terms = pageOf('terms_and_conditions');
    const { items } = await getOk(t, '/api/cms/pages?country=DE', cmsPageListSchema);
    const listed = items.find((item) => item.meta.type === 'terms_and_conditions')!;
    const page = await getOk(t, `${listed.meta.api_url}?country=DE`, cmsPageSchema);
    expect(page).toMatchObject({
      id: listed.id,
      title: terms.content['de-DE'].title,
      blocks: terms.content['de-DE'].blocks,
      meta: listed.meta,
    });
  });

  it('answers the home page by its slug', async () => {
    const home = pageOf('home');
    const page = await getOk(t, `/api/cms/pages/${home.slug}?country=IT`, cmsPageSchema);
    expect(page.blocks).toEqual(home.content.it.blocks);
  });

  it('answers 404 for an unknown page and 400 for a malformed slug', async () => {
    const { error } = await getError(t, '/api/cms/pages/no-such-page', 404);
    expect(error.code).toBe('not_found');
    await getError(t, '/api/cms/pages/About_Us', 400);
    await getError(t, '/api/cms/pages/-faq', 400);
    await getError(t, `/api/cms/pages/${'a'.repeat(100)}`, 404);
  });

  it('revalidates with its ETag', async () => {
    const url = `/api/cms/pages/${pageOf('faq').slug}`;
    const first = await get(t, url);
    expect(first.headers['cache-control']).toMatch(/^public/);
    expect((await get(t, url, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(
      304,
    );
  });
});

describe('GET /api/cms/meta', () => {
  it('gives the default metadata in the country’s language and the path of each page type', async () => {
    const meta = await getOk(t, '/api/cms/meta?country=ES', cmsMetaSchema);
    expect(meta).toMatchObject({
      locale: 'es-ES',
      siteName: cmsMeta.siteName,
      titleTemplate: cmsMeta.titleTemplate,
      defaultTitle: cmsMeta.defaultTitle['es-ES'],
      defaultDescription: cmsMeta.defaultDescription['es-ES'],
    });
    expect(meta.pages).toEqual(
      Object.fromEntries(
        seedCmsPages.map((page) => [page.type, page.type === 'home' ? '/' : `/${page.slug}`]),
      ),
    );
  });
});

describe('HEAD /api/cms/redirect/{path}', () => {
  const faq = seedRedirects.find((redirect) => redirect.from === 'support/faqs');
  const temporary = seedRedirects.find((redirect) => redirect.status === 302);

  it('answers 301 with the new path for the edition of the locale', async () => {
    expect(faq).toBeDefined();
    for (const [locale, location] of [
      ['GB', faq!.to],
      ['FR', `/fr${faq!.to}`],
      ['IT', `/it${faq!.to}`],
      ['ES', `/es${faq!.to}`],
      ['DE', `/de${faq!.to}`],
    ] as const) {
      const response = await head(`/api/cms/redirect/support/faqs?locale=${locale}`);
      expect(response.statusCode, locale).toBe(301);
      expect(response.headers.location).toBe(location);
      expect(response.body).toBe('');
    }
  });

  it('reads the locale with the source document’s map; unknown locales are GB', async () => {
    for (const [locale, prefix] of [
      ['en', ''],
      ['en-us', ''],
      ['en-GB', ''],
      ['uk', ''],
      ['fr', '/fr'],
      ['it', '/it'],
      ['es', '/es'],
      ['de', '/de'],
      ['pt', ''],
      ['', ''],
    ] as const) {
      const response = await head(`/api/cms/redirect/support/faqs?locale=${locale}`);
      expect(response.headers.location, locale).toBe(`${prefix}${faq!.to}`);
    }
    expect((await head('/api/cms/redirect/support/faqs')).headers.location).toBe(faq!.to);
  });

  it('answers 302 for a temporary redirect, the home page of an edition without a trailing slash', async () => {
    expect(temporary).toBeDefined();
    const response = await head(`/api/cms/redirect/${temporary!.from}?locale=DE`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(temporary!.to === '/' ? '/de' : `/de${temporary!.to}`);
  });

  it('finds a legacy path whatever its case, slashes or edition prefix', async () => {
    for (const path of ['Support/FAQs', 'support/faqs/', 'fr/support/faqs', 'support//faqs']) {
      const response = await head(`/api/cms/redirect/${path}?locale=ES`);
      expect(response.statusCode, path).toBe(301);
      expect(response.headers.location).toBe(`/es${faq!.to}`);
    }
  });

  it('answers 404 for a path without a redirect, and 400 for a locale that is not one', async () => {
    expect((await head('/api/cms/redirect/no/such/page?locale=GB')).statusCode).toBe(404);
    expect((await head('/api/cms/redirect/?locale=GB')).statusCode).toBe(404);
    expect((await head(`/api/cms/redirect/support?locale=${'x'.repeat(36)}`)).statusCode).toBe(400);
  });
});
