import { describe, expect, it, vi } from 'vitest';
import { createPreloadQueue, MAX_PRELOADS } from './preloadQueue';

/** A load the test finishes by hand. */
function deferredLoad() {
  let finish: (fail?: boolean) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = (fail) => (fail ? reject(new Error('chunk failed')) : resolve());
      }),
  );
  return { load, finish: (fail?: boolean) => finish(fail) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('route preload queue (source document §9)', () => {
  it('runs at most 5 preloads at once and starts the next when one ends', async () => {
    const queue = createPreloadQueue(MAX_PRELOADS, vi.fn());
    const loads = Array.from({ length: 8 }, deferredLoad);
    loads.forEach(({ load }, index) => queue.preload(`route-${index}`, load));

    expect(MAX_PRELOADS).toBe(5);
    expect(loads.filter(({ load }) => load.mock.calls.length > 0)).toHaveLength(5);
    expect(queue.running).toBe(5);
    expect(queue.waiting).toBe(3);

    loads[0]?.finish();
    await settle();
    expect(loads[5]?.load).toHaveBeenCalledTimes(1);
    expect(loads[6]?.load).not.toHaveBeenCalled();
    expect(queue.running).toBe(5);

    loads[1]?.finish(true);
    loads[2]?.finish();
    await settle();
    expect(loads[6]?.load).toHaveBeenCalledTimes(1);
    expect(loads[7]?.load).toHaveBeenCalledTimes(1);
    expect(queue.waiting).toBe(0);

    for (const { finish } of loads) finish();
    await settle();
    expect(queue.running).toBe(0);
  });

  it('never preloads the same route twice, even after it finished or failed', async () => {
    const log = vi.fn();
    const queue = createPreloadQueue(5, log);
    const first = deferredLoad();
    const again = deferredLoad();
    expect(queue.preload('games', first.load)).toBe(true);
    expect(queue.preload('games', again.load)).toBe(false);
    first.finish(true);
    await settle();
    expect(log).toHaveBeenCalledWith('Preloading a route failed', expect.any(Error));
    expect(queue.preload('games', again.load)).toBe(false);
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(again.load).not.toHaveBeenCalled();
  });
});
