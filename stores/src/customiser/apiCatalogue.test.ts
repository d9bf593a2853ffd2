import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import type { Product } from '../api/schemas/catalogue';
import type { BuildPart } from '../domain/build/parts';
import * as real from '../domain/compatibility/fixtures';
import { apiCustomiserCatalogue } from './apiCatalogue';

const product = (part: BuildPart, id: number): Product =>
  ({
    id: String(id),
    reference: `REF-${id}`,
    category: part.category,
    brand: part.title.split(' ')[0]!,
    title: part.title,
    description: '',
    specs: part.specs,
    price: 10_000 + id,
    currency: 'GBP',
    vat: 1_667,
    stock: 3,
    inStock: true,
    status: 'public',
    rating: 4.2,
    ratingCount: 7,
    deliveryDays: 2,
    sold: 5,
    image: `/media/parts/${id}.svg`,
  }) as Product;

/** The api client over a fake shop: `answer` gets each request's URL. */
function catalogueOver(answer: (url: URL) => unknown) {
  const urls: URL[] = [];
  const api = createApiClient({
    baseUrl: 'http://shop.test/',
    context: { country: () => 'FR', currency: () => 'EUR' },
    fetch: async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      urls.push(url);
      return Response.json(answer(url));
    },
  });
  return { catalogue: apiCustomiserCatalogue(api), urls };
}

describe('the customiser catalogue over the API', () => {
  it('reads every page of a step, in the country and currency of the edition', async () => {
    const cases = [real.corsair4000DAirflow, real.coolerMasterNr200p, real.fractalDefineR5];
    const { catalogue, urls } = catalogueOver((url) => {
      const page = Number(url.searchParams.get('page'));
      return {
        items: page <= cases.length ? [product(cases[page - 1]!, page)] : [],
        total: cases.length,
        page,
        perPage: 1,
        pages: cases.length,
        currency: 'EUR',
      };
    });
    const parts = await catalogue.partsOfCategory('case');
    expect(parts.map((part) => part.title)).toEqual(cases.map((part) => part.title));
    expect(parts[0]).toMatchObject({ id: '1', price: 10_001, stock: 3, status: 'public' });
    expect(urls.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(urls[0]!.searchParams.get('category')).toBe('case');
    expect(urls[0]!.searchParams.get('country')).toBe('FR');
    expect(urls[0]!.searchParams.get('currency')).toBe('EUR');
  });

  it('asks for a build’s parts at most 100 ids at a time', async () => {
    const { catalogue, urls } = catalogueOver((url) => ({
      items: url.searchParams
        .get('ids')!
        .split(',')
        .map((id) => product(real.arcticP12, Number(id))),
      missing: [],
      currency: 'EUR',
    }));
    const ids = Array.from({ length: 150 }, (_, index) => String(index + 1));
    const parts = await catalogue.partsByIds(ids);
    expect(parts.map((part) => part.id)).toEqual(ids);
    expect(urls.map((url) => url.searchParams.get('ids')!.split(',').length)).toEqual([100, 50]);
  });
});
