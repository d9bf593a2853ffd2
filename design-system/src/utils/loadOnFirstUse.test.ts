import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule } from './loadOnFirstUse';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazyModule', () => {
  it('fetches the module once for every user and every preload', async () => {
    const importModule = vi.fn(() => Promise.resolve({ Menu: 'menu' }));
    const menus = lazyModule(importModule, 'The menus');
    menus.preload();
    menus.preload();
    await expect(menus.load()).resolves.toEqual({ Menu: 'menu' });
    await expect(menus.load()).resolves.toEqual({ Menu: 'menu' });
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('logs a failed fetch with what failed, and the next use fetches again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const importModule = vi
      .fn<() => Promise<{ Menu: string }>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce({ Menu: 'menu' });
    const menus = lazyModule(importModule, 'The menus');
    await expect(menus.load()).rejects.toBe(failure);
    expect(error).toHaveBeenCalledWith('The menus could not be loaded', failure);
    await expect(menus.load()).resolves.toEqual({ Menu: 'menu' });
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('a failed preload is logged once and leaves no unhandled rejection', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const menus = lazyModule(() => Promise.reject(new Error('offline')), 'The menus');
    menus.preload();
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
  });
});
