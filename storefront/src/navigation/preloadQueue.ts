/** Source document §9: at most this many route chunks load ahead of a click at once. */
export const MAX_PRELOADS = 5;

export interface PreloadQueue {
  /** Queues `load` under `key`, unless that key was ever queued; answers whether it was queued. */
  preload(key: unknown, load: () => Promise<unknown>): boolean;
  /** Loads under way. */
  readonly running: number;
  /** Loads waiting for a free slot. */
  readonly waiting: number;
}

/**
 * Runs preloads at most `limit` at once, in the order asked, and never the same key twice (a
 * failed one included: the router loads it again itself on navigation). A failure is logged.
 */
export function createPreloadQueue(
  limit = MAX_PRELOADS,
  log: (message: string, error: unknown) => void = (message, error) =>
    console.error(message, error),
): PreloadQueue {
  const asked = new Set<unknown>();
  const waiting: (() => Promise<unknown>)[] = [];
  let running = 0;

  const startNext = () => {
    while (running < limit) {
      const load = waiting.shift();
      if (!load) return;
      running += 1;
      void (async () => {
        try {
          await load();
        } catch (error) {
          log('Preloading a route failed', error);
        } finally {
          running -= 1;
          startNext();
        }
      })();
    }
  };

  return {
    preload(key, load) {
      if (asked.has(key)) return false;
      asked.add(key);
      waiting.push(load);
      startNext();
      return true;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
