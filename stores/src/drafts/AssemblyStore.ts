import { makeAutoObservable } from 'mobx';
import { inAction } from '../inAction';
import { callApi } from '../api/call';
import type { ApiClient } from '../api/client';
import type { PcBuild } from '../api/schemas/index';
import type { CustomiserStore } from '../customiser/CustomiserStore';

export interface AssemblyDependencies {
  /** The api client: it signs the request when a customer is signed in, a guest's goes as is. */
  api: ApiClient;
  customiser: CustomiserStore;
  /**
   * Puts the assembly (`pc-<id>`) in the cart; rejects with the cart's refusal, or when another
   * add to the cart kept it from starting.
   */
  addToCart: (product: string) => Promise<void>;
}

/** The add-to-cart button: `add`, `adding` while the server makes the assembly, `added`. */
export type AddToCartState = 'add' | 'adding' | 'added';

/** The customiser's build as it was when something happened to it (added, refused). */
interface Snapshot {
  code: string;
  reference: string | null;
}

/**
 * Adds the customiser's build to the cart as an assembly: a `pc_build` of kind `assembly` made
 * on the server (by a guest too), priced and checked there, then its line `pc-<id>` in the cart.
 * It is `added` once the cart has it; once the build changes the button offers to add it again.
 */
export class AssemblyStore {
  /** The assembly made by the last add to cart, and the build it was made from. */
  added: { assembly: PcBuild; build: Snapshot } | null = null;
  adding = false;
  /** The server's refusal of the last add to cart, and the build it refused. */
  refusal: { failure: unknown; build: Snapshot } | null = null;

  constructor(private readonly deps: AssemblyDependencies) {
    makeAutoObservable<AssemblyStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  private get current(): Snapshot {
    return { code: this.deps.customiser.code, reference: this.deps.customiser.reference };
  }

  private isCurrent(build: Snapshot): boolean {
    const { code, reference } = this.current;
    return build.code === code && build.reference === reference;
  }

  get state(): AddToCartState {
    if (this.adding) return 'adding';
    return this.added && this.isCurrent(this.added.build) ? 'added' : 'add';
  }

  /** The id of the assembly made from the build as it is now, for the cart. */
  get assemblyId(): number | null {
    return this.state === 'added' ? this.added!.assembly.id : null;
  }

  /**
   * Why the build as it is now was refused, if it was (gone once the build changes): an
   * ApiRefusal, or what else made the call fail.
   */
  get failure(): unknown {
    return this.refusal && this.isCurrent(this.refusal.build) ? this.refusal.failure : null;
  }

  /** Makes the assembly and puts it in the cart; a refusal is kept in `failure`, answered as null. */
  async addToCart(name: string): Promise<PcBuild | null> {
    if (this.adding) return null;
    const build = this.current;
    const { components, reference } = this.deps.customiser;
    this.adding = true;
    this.refusal = null;
    try {
      const assembly = await callApi(this.deps.api, 'createPcBuild', {
        body: { kind: 'assembly', name, components, reference },
      });
      await this.deps.addToCart(`pc-${assembly.id}`);
      inAction('AssemblyStore.addToCart', () => {
        this.added = { assembly, build };
      });
      return assembly;
    } catch (failure) {
      inAction('AssemblyStore.addToCart', () => {
        this.refusal = { failure, build };
      });
      return null;
    } finally {
      inAction('AssemblyStore.addToCart', () => {
        this.adding = false;
      });
    }
  }
}
