import { configure } from 'mobx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './api/client';
import { memoryStorage, type Clock } from './platform';
import { RootStore } from './RootStore';

const fakeClock = (start = 0): Clock => ({
  now: () => start,
  setTimeout: () => 0,
  clearTimeout: () => undefined,
});

function fakeFetch(calls: Request[], respond: (request: Request) => Response) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request);
    return respond(request);
  };
}

describe('RootStore', () => {
  beforeAll(() => configure({ enforceActions: 'always', computedRequiresReaction: false }));

  it('makes the customiser stores once, the first time they are asked for', async () => {
    const root = new RootStore({ clock: fakeClock(), storage: memoryStorage() });
    expect(root.loadedBuilder).toBeNull();
    const [first, second] = await Promise.all([root.builder(), root.builder()]);
    expect(second).toBe(first);
    expect(root.loadedBuilder).toBe(first);
    expect(await root.builder()).toBe(first);
    expect(first.customiser.components).toEqual([]);
  });

  it('builds with fakes and hands the api the edition country and currency', async () => {
    const calls: Request[] = [];
    const root = new RootStore({
      clock: fakeClock(),
      storage: memoryStorage(),
      createApi: (context) =>
        createApiClient({
          baseUrl: 'http://shop.test/',
          context,
          fetch: fakeFetch(calls, () => Response.json({ ok: true })),
        }),
    });
    root.edition.setEdition('de');
    await root.api.get('api/countries').json();
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/api/countries');
    expect(url.searchParams.get('country')).toBe('DE');
    expect(url.searchParams.get('currency')).toBe('EUR');
  });

  it('remembers a chosen currency across a reload', () => {
    const storage = memoryStorage();
    const first = new RootStore({ clock: fakeClock(), storage });
    expect(first.edition.currency).toBe('GBP');
    first.edition.chooseCurrency('EUR');
    const second = new RootStore({ clock: fakeClock(), storage });
    expect(second.edition.currency).toBe('EUR');
  });

  it('retries a GET once on 503 and never retries a POST', async () => {
    const calls: Request[] = [];
    const api = createApiClient({
      baseUrl: 'http://shop.test/',
      context: { country: () => 'GB', currency: () => 'GBP' },
      fetch: fakeFetch(calls, () => new Response('busy', { status: 503 })),
    });
    await expect(api.get('api/countries').json()).rejects.toThrow();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    await expect(api.post('api/contact/ticket', { json: {} }).json()).rejects.toThrow();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
