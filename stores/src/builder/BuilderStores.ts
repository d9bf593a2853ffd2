import type { ApiClient } from '../api/client';
import { apiCustomiserCatalogue } from '../customiser/apiCatalogue';
import { CustomiserStore } from '../customiser/CustomiserStore';
import { AssemblyStore } from '../drafts/AssemblyStore';
import { DraftsStore } from '../drafts/DraftsStore';
import type { KeyValueStorage } from '../platform';

/** The customiser's stores: the build, its saved drafts, and the build added to the cart. */
export interface BuilderStores {
  readonly customiser: CustomiserStore;
  readonly drafts: DraftsStore;
  /** The customiser's build added to the cart (the assembly made on the server). */
  readonly assembly: AssemblyStore;
}

export function createBuilderStores({
  api,
  storage,
  assemblyFee,
  addToCart,
  log,
}: {
  api: ApiClient;
  storage: KeyValueStorage;
  assemblyFee: () => number;
  /** Puts a product in the cart (the assembly made by an add to cart); rejects when not added. */
  addToCart: (product: string) => Promise<void>;
  log: (message: string, error: unknown) => void;
}): BuilderStores {
  const customiser = new CustomiserStore({
    catalogue: apiCustomiserCatalogue(api),
    storage,
    assemblyFee,
    log,
  });
  return {
    customiser,
    drafts: new DraftsStore({ api, customiser }),
    assembly: new AssemblyStore({ api, customiser, addToCart }),
  };
}
