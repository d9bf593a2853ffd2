/**
 * What a page's preload has just read (a store's list, for the store), which the page's start
 * then reads not again: its effect asks once, and reads again on any later visit.
 */
const preloaded = new WeakSet<object>();

export function markPreloaded(store: object): void {
  preloaded.add(store);
}

/** Whether the page's preload has just read it; forgotten once asked. */
export function takePreloaded(store: object): boolean {
  return preloaded.delete(store);
}
