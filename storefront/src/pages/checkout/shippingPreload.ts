import type { RootStore } from '@pcshop/stores';

/** The addresses a page's preload has just read, which the shipping stage's start reads not again. */
const preloaded = new WeakSet<object>();

/** What the shipping stage shows: the saved addresses and the order's summary. */
export async function preloadShipping(root: RootStore): Promise<void> {
  await Promise.all([root.account.loadAddresses(), root.cart.settleSummary()]);
  preloaded.add(root.account);
}

/** Whether the addresses were just read by the page's preload (asked once, then forgotten). */
export const addressesJustPreloaded = (account: object): boolean => preloaded.delete(account);
