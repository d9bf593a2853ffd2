import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { routePreloader } from './routePreload';

describe('routePreloader', () => {
  it('loads the lazy routes a path matches, once each, ignoring query and hash', () => {
    const games = vi.fn(() => Promise.resolve({}));
    const game = vi.fn(() => Promise.resolve({}));
    const home = vi.fn(() => Promise.resolve({}));
    const table: RouteObject[] = [
      {
        path: '/fr',
        children: [
          { index: true, lazy: home },
          { path: 'games', lazy: games },
          { path: 'games/:slug', lazy: game },
        ],
      },
    ];
    const preload = routePreloader(() => table);
    preload('/fr/games?sort=name#top');
    preload('/fr/games');
    preload('/fr/games/cyberpunk-2077');
    preload('/nowhere');
    expect(games).toHaveBeenCalledTimes(1);
    expect(game).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
  });
});
