import type { RootStore } from '@pcshop/stores';
import { markPreloaded } from '../../ssr/justPreloaded';

/** What the shipping stage shows: the saved addresses and the order's summary. */
export async function preloadShipping(root: RootStore): Promise<void> {
  await Promise.all([root.account.loadAddresses(), root.cart.settleSummary()]);
  markPreloaded(root.account);
}
