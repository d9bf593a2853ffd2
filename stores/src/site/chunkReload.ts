import type { Clock, KeyValueStorage } from '../platform';

/** Source document §8–9: after a new release, one full reload per path per 10 seconds. */
export const RELOAD_THROTTLE_MS = 10_000;
const RELOADS_KEY = 'rigsmith.chunkReloads';

/** Whether an error is a failed dynamic import (a chunk of an older build that is gone). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

function readReloads(storage: KeyValueStorage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOADS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * Decides whether a chunk-load failure on `path` may reload the page: yes unless this path was
 * reloaded less than 10 s ago. A yes is recorded (in sessionStorage), so the reload happens once.
 */
export function shouldReloadForChunkError(
  path: string,
  { clock, storage }: { clock: Clock; storage: KeyValueStorage },
): boolean {
  const now = clock.now();
  const reloads = readReloads(storage);
  const last = reloads[path];
  if (last !== undefined && now - last < RELOAD_THROTTLE_MS) return false;
  const kept = Object.fromEntries(
    Object.entries(reloads).filter(([, at]) => now - at < RELOAD_THROTTLE_MS),
  );
  storage.setItem(RELOADS_KEY, JSON.stringify({ ...kept, [path]: now }));
  return true;
}
