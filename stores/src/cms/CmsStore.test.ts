import { configure } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import type { CmsPage } from '../api/schemas/cms';
import type { CountryCode } from '../api/schemas/common';
import { CmsStore } from './CmsStore';

const faq = (locale: string, type: CmsPage['meta']['type'] = 'faq'): CmsPage => ({
  id: 3,
  title: locale === 'fr-FR' ? 'Questions fréquentes' : 'Frequently asked questions',
  meta: {
    type,
    slug: 'faq',
    api_url: '/api/cms/pages/faq',
    locale,
    metaTitle: 'FAQ | Rigsmith',
    metaDescription: 'Answers',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  blocks: [{ kind: 'paragraph', text: 'Hello' }],
});

/** A shop with the FAQ page and one legacy redirect, recording every request. */
function setup(respond?: (request: Request) => Response | undefined) {
  let country: CountryCode = 'GB';
  const calls: Request[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request);
    const custom = respond?.(request);
    if (custom) return custom;
    const url = new URL(request.url);
    const locale = url.searchParams.get('country') === 'FR' ? 'fr-FR' : 'en-GB';
    if (url.pathname === '/api/cms/pages/faq') return Response.json(faq(locale));
    if (url.pathname === '/api/cms/redirect/support/faqs') {
      const prefix = url.searchParams.get('locale') === 'FR' ? '/fr' : '';
      return new Response(null, { status: 301, headers: { location: `${prefix}/faq` } });
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  };
  const api = createApiClient({
    baseUrl: 'http://shop.test/',
    context: { country: () => country, currency: () => 'GBP' },
    fetch: fetchImpl,
  });
  const log = vi.fn();
  const note = vi.fn();
  const store = new CmsStore({ api, country: () => country, log, note });
  return {
    store,
    calls,
    log,
    note,
    setCountry: (next: CountryCode) => {
      country = next;
    },
  };
}

describe('CmsStore', () => {
  beforeAll(() => configure({ enforceActions: 'always' }));

  it('answers the page of the slug in the edition’s language', async () => {
    const { store, calls, setCountry } = setup();
    expect(store.resolution('faq')).toEqual({ state: 'loading' });
    await store.resolve('faq');
    expect(store.resolution('faq')).toMatchObject({
      state: 'page',
      page: { title: 'Frequently asked questions' },
    });

    setCountry('FR');
    expect(store.resolution('faq').state).toBe('loading');
    await store.resolve('/faq/');
    expect(store.resolution('faq')).toMatchObject({ page: { title: 'Questions fréquentes' } });
    expect(new URL(calls.at(-1)!.url).searchParams.get('country')).toBe('FR');
  });

  it('looks a path up once per edition', async () => {
    const { store, calls } = setup();
    await store.resolve('faq');
    await store.resolve('faq');
    expect(calls).toHaveLength(1);
  });

  it('follows a legacy path to its redirect in the edition, asking with the country as locale', async () => {
    const { store, calls, setCountry } = setup();
    setCountry('FR');
    await store.resolve('support/faqs');
    expect(store.resolution('support/faqs')).toEqual({
      state: 'redirect',
      location: '/fr/faq',
      status: 301,
    });
    // Not a slug: only the redirect lookup is asked.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('HEAD');
    expect(new URL(calls[0]!.url).searchParams.get('locale')).toBe('FR');
  });

  it('asks for a redirect when the slug has no page, and answers not found without one', async () => {
    const { store, calls, log, note } = setup();
    await store.resolve('no-such-page');
    expect(store.resolution('no-such-page')).toEqual({ state: 'not_found' });
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /api/cms/pages/no-such-page',
      'HEAD /api/cms/redirect/no-such-page',
    ]);
    // An answer, noted; not a failure.
    expect(note).toHaveBeenCalledWith('No redirect Found for /no-such-page');
    expect(log).not.toHaveBeenCalled();
  });

  it('remembers a path with nothing there: asking again does not go back to the API', async () => {
    const { store, calls } = setup();
    await Promise.all([store.resolve('no-such-page'), store.resolve('/no-such-page/')]);
    await store.resolve('no-such-page');
    expect(store.resolution('no-such-page')).toEqual({ state: 'not_found' });
    expect(calls).toHaveLength(2);
  });

  it('answers a path with a control character not found without asking the API', async () => {
    const { store, calls } = setup();
    await store.resolve('faq\u0000');
    expect(store.resolution('faq\u0000')).toEqual({ state: 'not_found' });
    expect(calls).toEqual([]);
  });

  it('never shows the home page under its slug', async () => {
    const { store } = setup((request) =>
      new URL(request.url).pathname === '/api/cms/pages/home'
        ? Response.json(faq('en-GB', 'home'))
        : request.method === 'HEAD'
          ? new Response(null, { status: 302, headers: { location: '/' } })
          : undefined,
    );
    await store.resolve('home');
    expect(store.resolution('home')).toEqual({ state: 'redirect', location: '/', status: 302 });
  });

  it('reports a failed lookup, logs it, and tries again next time', async () => {
    let down = true;
    const { store, log } = setup(() => (down ? new Response('{}', { status: 503 }) : undefined));
    await store.resolve('faq');
    expect(store.resolution('faq')).toEqual({ state: 'failed' });
    expect(log).toHaveBeenCalledWith('CMS lookup of /faq failed', expect.any(Error));
    down = false;
    await store.resolve('faq');
    expect(store.resolution('faq').state).toBe('page');
  });
});
