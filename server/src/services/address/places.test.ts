import { describe, expect, it } from 'vitest';
import { keptPlaces, PlaceIndex, placeExists, searchKey } from './places';

const lines = (...rows: string[][]) => rows.map((row) => row.join('\t')).join('\n');

describe('searchKey', () => {
  it('drops case, accents and punctuation', () => {
    expect(searchKey('Saint-Étienne')).toBe('saint etienne');
    expect(searchKey('  Köln ')).toBe('koln');
    expect(searchKey('Straßlach-Dingharting')).toBe('strasslach dingharting');
    expect(searchKey("L'Aquila")).toBe('l aquila');
    expect(searchKey('Zu\u0308rich')).toBe('zurich');
  });
});

describe('PlaceIndex', () => {
  const index = PlaceIndex.parse(
    lines(
      ['DE', 'Münster', 'North Rhine-Westphalia', '270184', ''],
      ['DE', 'Munich', 'Bavaria', '1260391', 'Muenchen,München,Monaco di Baviera'],
      ['DE', 'Mönchengladbach', 'North Rhine-Westphalia', '261742', ''],
      ['DE', 'Münster', 'Hesse', '14018', ''],
      ['DE', 'Köln', 'North Rhine-Westphalia', '963395', ''],
      ['FR', 'Paray-le-Monial', 'Bourgogne-Franche-Comté', '9840', ''],
      ['FR', 'Paris', 'Île-de-France', '2138551', ''],
      ['FR', 'Pars', '', '0', ''],
      ['GB', 'London', 'England', '8961989', ''],
    ),
  );
  const names = (country: 'DE' | 'FR' | 'GB', text: string, limit?: number) =>
    index.find(country, text, limit).map((place) => `${place.name}, ${place.region}`);

  it('finds places by the start of their name without regard to case or accents', () => {
    expect(names('DE', 'KOLN')).toEqual(['Köln, North Rhine-Westphalia']);
    expect(names('DE', 'koeln')).toEqual(['Köln, North Rhine-Westphalia']);
    expect(names('GB', 'lond')).toEqual(['London, England']);
    expect(names('GB', 'ondon')).toEqual([]);
  });

  it('puts a name typed in full first, then the larger place', () => {
    expect(names('FR', 'par')).toEqual([
      'Paris, Île-de-France',
      'Paray-le-Monial, Bourgogne-Franche-Comté',
      'Pars, null',
    ]);
    expect(names('FR', 'pars')).toEqual(['Pars, null']);
    expect(names('DE', 'mu', 2)).toEqual(['Munich, Bavaria', 'Münster, North Rhine-Westphalia']);
  });

  it('finds a large place by its other names, after the places named so below four letters', () => {
    expect(names('DE', 'münchen')).toEqual(['Munich, Bavaria']);
    expect(names('DE', 'mon')).toEqual([
      'Mönchengladbach, North Rhine-Westphalia',
      'Munich, Bavaria',
    ]);
    expect(names('DE', 'muen')).toEqual([
      'Munich, Bavaria',
      'Münster, North Rhine-Westphalia',
      'Münster, Hesse',
    ]);
  });

  it('lists a place once, however many of its names match', () => {
    expect(names('DE', 'mu')).toEqual([
      'Munich, Bavaria',
      'Münster, North Rhine-Westphalia',
      'Münster, Hesse',
    ]);
  });

  it('answers nothing to a text without letters or digits', () => {
    expect(names('FR', ' - ')).toEqual([]);
  });

  it('keeps each country to its own places', () => {
    expect(names('GB', 'par')).toEqual([]);
    expect(index.has('FR', 'paris')).toBe(true);
    expect(index.has('GB', 'Paris')).toBe(false);
  });
});

describe('the kept place list', () => {
  it('knows the large and the small places of the five shipping countries', () => {
    const places = keptPlaces();
    expect(places.find('GB', 'lond')[0]).toEqual({
      name: 'London',
      region: 'England',
      population: expect.any(Number),
    });
    expect(places.find('FR', 'saint-etienne')[0]?.name).toBe('Saint-Étienne');
    expect(places.find('IT', 'roma')[0]?.name).toBe('Rome');
    expect(places.find('IT', "l'aquila")[0]?.name).toBe("L'Aquila");
    expect(places.find('IT', 'aquila di')[0]).toMatchObject({ name: 'Aquila di Arroscia' });
    expect(places.find('ES', 'a coruna')[0]).toMatchObject({ name: 'A Coruña', region: 'Galicia' });
    expect(places.find('DE', 'koln')[0]?.name).toBe('Köln');
    expect(places.find('DE', 'Oberammergau')[0]?.region).toBe('Bavaria');
  });
});

describe('placeExists', () => {
  it('accepts a place of the country with a postcode of the country’s format', () => {
    expect(placeExists('GB', 'London', 'sw1a 1aa')).toBe(true);
    expect(placeExists('FR', 'paris', '75001')).toBe(true);
    expect(placeExists('IT', 'Roma', '00118')).toBe(true);
    expect(placeExists('ES', 'Málaga', '29001')).toBe(true);
    expect(placeExists('DE', 'Koeln', '50667')).toBe(true);
  });

  it('refuses a place the list does not know or that lies in another country', () => {
    expect(placeExists('GB', 'Atlantis', 'SW1A 1AA')).toBe(false);
    expect(placeExists('DE', 'Paris', '50667')).toBe(false);
  });

  it('refuses a postcode not of the country’s format', () => {
    expect(placeExists('GB', 'London', 'SW1A')).toBe(false);
    expect(placeExists('DE', 'Köln', '5066')).toBe(false);
    expect(placeExists('ES', 'Madrid', '60001')).toBe(false);
  });
});
