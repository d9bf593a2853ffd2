import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressCityListSchema } from '@pcshop/stores/schemas';
import { PLACES_CACHE_CONTROL } from '../../services/address/places';
import { buildTestApp, type TestApp } from '../../test/app';
import { get, getError, getOk } from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const cities = (query: string) => getOk(t, `/api/address/cities?${query}`, addressCityListSchema);

describe('GET /api/address/cities', () => {
  it('suggests the places of each shipping country, the best match first', async () => {
    const answers = {
      GB: await cities('country=GB&q=lond'),
      FR: await cities('country=FR&q=saint%20eti'),
      IT: await cities('country=IT&q=Firen'),
      ES: await cities('country=ES&q=malaga'),
      DE: await cities('country=DE&q=koln'),
    };
    expect(answers.GB.items[0]).toEqual({ name: 'London', region: 'England' });
    expect(answers.FR.items[0]).toEqual({
      name: 'Saint-Étienne',
      region: 'Auvergne-Rhône-Alpes',
    });
    expect(answers.IT.items[0]).toEqual({ name: 'Florence', region: 'Tuscany' });
    expect(answers.ES.items[0]).toEqual({ name: 'Málaga', region: 'Andalusia' });
    expect(answers.DE.items[0]).toEqual({ name: 'Köln', region: 'North Rhine-Westphalia' });
  });

  it('lists at most ten places', async () => {
    const many = await cities('country=FR&q=s');
    expect(many.items).toHaveLength(10);
    expect(many.items.map((place) => place.name)).toContain('Strasbourg');
  });

  it('answers an empty list when no place starts so', async () => {
    expect((await cities('country=GB&q=xyzzy')).items).toEqual([]);
  });

  it('may be kept by browsers and shared caches, the list changing only with a release', async () => {
    const response = await get(t, '/api/address/cities?country=DE&q=ber');
    expect(response.headers['cache-control']).toBe(PLACES_CACHE_CONTROL);
  });

  it('refuses a country the shop does not ship to, or none', async () => {
    const refused = await getError(t, '/api/address/cities?country=US&q=new', 400);
    expect(refused.error.fields).toHaveProperty('country');
    await getError(t, '/api/address/cities?q=new', 400);
  });

  it('refuses a missing, blank, too long or control-character text', async () => {
    for (const q of ['', '%20%20', 'a'.repeat(81), 'lon%00don', 'lon%0Adon']) {
      const refused = await getError(t, `/api/address/cities?country=GB&q=${q}`, 400);
      expect(refused.error.fields).toHaveProperty('q');
    }
    await getError(t, '/api/address/cities?country=GB', 400);
  });
});
