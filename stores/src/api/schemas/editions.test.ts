import { describe, expect, it } from 'vitest';
import { editionFromPath, editionPath, pathInEdition } from './editions';

describe('editions', () => {
  it('reads the edition from the path prefix, uk without one', () => {
    expect(editionFromPath('/').edition).toBe('uk');
    expect(editionFromPath('/fr').edition).toBe('fr');
    expect(editionFromPath('/de/games/cyberpunk-2077').edition).toBe('de');
    expect(editionFromPath('/french-page').edition).toBe('uk');
  });

  it('keeps the current page when switching edition', () => {
    expect(pathInEdition('/fr/games', 'de')).toBe('/de/games');
    expect(pathInEdition('/games', 'it')).toBe('/it/games');
    expect(pathInEdition('/es/games', 'uk')).toBe('/games');
    expect(pathInEdition('/fr', 'uk')).toBe('/');
    expect(pathInEdition('/', 'de')).toBe('/de');
  });

  it('puts an app path in an edition', () => {
    expect(editionPath('fr', '/games?sort=name')).toBe('/fr/games?sort=name');
    expect(editionPath('fr', '/')).toBe('/fr');
    expect(editionPath('uk', '/games')).toBe('/games');
    expect(editionPath('uk', '/')).toBe('/');
  });
});
