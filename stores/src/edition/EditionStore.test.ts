import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../platform';
import { EditionStore } from './EditionStore';

const domains = { 'rigsmith.fr': 'fr', 'rigsmith.de': 'de' } as const;

describe('EditionStore links across edition hosts', () => {
  it('writes prefixed paths by default', () => {
    const store = new EditionStore(memoryStorage());
    store.setEdition('it');
    expect(store.path('/games')).toBe('/it/games');
    expect(store.hrefIn('es', '/it/games', '?sort=name')).toBe('/es/games?sort=name');
  });

  it('writes prefix-less paths on its domain and sends other editions to their host', () => {
    const store = new EditionStore(memoryStorage(), {
      hostEdition: 'fr',
      domains,
      origin: 'https://rigsmith.com',
    });
    store.setEdition('fr');
    expect(store.path('/games')).toBe('/games');
    expect(store.hrefIn('de', '/games', '#top')).toBe('https://rigsmith.de/games#top');
    expect(store.hrefIn('uk', '/games')).toBe('https://rigsmith.com/games');
    expect(store.urlIn('fr', '/games')).toBe('https://rigsmith.fr/games');
  });
});
