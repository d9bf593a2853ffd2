/**
 * The parts of a server-rendered page (`HydrationBoundary`) that React hydrates on their own,
 * after the page's first commit: the page is interactive once every one of them is. A store that
 * changed before a part was hydrated (the shopper logging out at once) would leave React a part
 * to hydrate that no longer matches the server's markup.
 */
const pending = new Set<string>();
let whenDone: (() => void) | null = null;

/** A part met while the page hydrates (its render: idempotent, as React may render it again). */
export function expectPart(id: string): void {
  pending.add(id);
}

/** A part hydrated (its commit). */
export function partHydrated(id: string): void {
  if (!pending.delete(id) || pending.size > 0) return;
  whenDone?.();
  whenDone = null;
}

/** Calls `done` once every part met has hydrated (at once if they all have). */
export function whenPartsHydrated(done: () => void): void {
  if (pending.size === 0) done();
  else whenDone = done;
}
