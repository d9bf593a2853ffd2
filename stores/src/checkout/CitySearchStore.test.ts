import { configure } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { fakeClock } from '../testing/fakeClock';
import { CITY_SEARCH_DEBOUNCE, CitySearchStore } from './CitySearchStore';

function setup() {
  const asked: URL[] = [];
  const clock = fakeClock();
  const api = createApiClient({
    baseUrl: 'http://shop.test/',
    context: { country: () => 'GB', currency: () => 'GBP' },
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      asked.push(url);
      const q = url.searchParams.get('q')!;
      return Response.json({ items: [{ name: `${q}ton`, region: 'England' }] });
    },
  });
  return { store: new CitySearchStore(api, clock), asked, clock };
}

describe('CitySearchStore', () => {
  beforeAll(() => configure({ enforceActions: 'always', computedRequiresReaction: false }));

  it('asks for the places of the country once typing pauses, with the last text', async () => {
    const { store, asked, clock } = setup();
    store.search('GB', 'L');
    store.search('GB', 'Lu');
    store.search('GB', 'Lut ');
    clock.advance(CITY_SEARCH_DEBOUNCE.wait - 1);
    expect(asked).toHaveLength(0);
    clock.advance(1);
    await vi.waitFor(() => expect(store.offered).toEqual([{ name: 'Lutton', region: 'England' }]));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.searchParams.get('country')).toBe('GB');
    expect(asked[0]!.searchParams.get('q')).toBe('Lut');
  });

  it('offers nothing and asks nothing for a blank text', () => {
    const { store, asked, clock } = setup();
    store.search('DE', 'Ber');
    store.search('DE', '  ');
    clock.advance(CITY_SEARCH_DEBOUNCE.maxWait);
    expect(asked).toHaveLength(0);
    expect(store.offered).toEqual([]);
  });
});
