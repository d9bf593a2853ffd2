import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../platform';
import { fakeClock } from '../testing/fakeClock';
import { RELOAD_THROTTLE_MS, isChunkLoadError, shouldReloadForChunkError } from './chunkReload';

describe('chunk-load reloads', () => {
  it('recognises a failed dynamic import, and nothing else', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /assets/Games-1a2b.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads a path once per 10 seconds', () => {
    const clock = fakeClock(1_000_000);
    const deps = { clock, storage: memoryStorage() };
    expect(shouldReloadForChunkError('/games', deps)).toBe(true);
    expect(shouldReloadForChunkError('/games', deps)).toBe(false);
    clock.advance(RELOAD_THROTTLE_MS - 1);
    expect(shouldReloadForChunkError('/games', deps)).toBe(false);
    clock.advance(1);
    expect(shouldReloadForChunkError('/games', deps)).toBe(true);
  });

  it('counts each path on its own and survives the reload (storage)', () => {
    const clock = fakeClock(5_000);
    const storage = memoryStorage();
    expect(shouldReloadForChunkError('/games', { clock, storage })).toBe(true);
    expect(shouldReloadForChunkError('/fr/games', { clock, storage })).toBe(true);
    // A new page (after the reload) reads the same sessionStorage.
    expect(shouldReloadForChunkError('/games', { clock: fakeClock(6_000), storage })).toBe(false);
  });

  it('treats unreadable storage as no reload yet', () => {
    const storage = memoryStorage({ 'rigsmith.chunkReloads': '{not json' });
    expect(shouldReloadForChunkError('/', { clock: fakeClock(), storage })).toBe(true);
  });
});
