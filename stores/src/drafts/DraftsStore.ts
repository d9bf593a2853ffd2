import { makeAutoObservable } from 'mobx';
import { inAction } from '../inAction';
import { callApi } from '../api/call';
import type { ApiClient } from '../api/client';
import type { PcBuild } from '../api/schemas/index';
import type { CustomiserStore } from '../customiser/CustomiserStore';
import { ApiRefusal } from '../api/refusal';
import { Operation } from '../async/Operation';
import { Resource } from '../async/Resource';

export interface DraftsDependencies {
  /** The api client that signs requests with the session's access token. */
  api: ApiClient;
  customiser: CustomiserStore;
}

/**
 * The signed-in customer's saved builds (drafts) over `/api/ecommerce/pc_build`, and which of
 * them the customiser has open: saving an opened draft updates it instead of adding another.
 * Every refused call throws an ApiRefusal.
 */
/** The key of the signed-in customer's list: one customer at a time, forgotten at logout. */
const DRAFTS = 'drafts';

export class DraftsStore {
  /** The customer's drafts as last read, kept up to date by every write. */
  readonly list = new Resource<PcBuild[]>();
  /** The shopper's writes, each with whether it runs and why it last failed (for the dialogs). */
  readonly saving = new Operation('DraftsStore.save', (name: string) => this.save(name));
  readonly renaming = new Operation('DraftsStore.rename', (id: number, name: string) =>
    this.rename(id, name),
  );
  readonly removing = new Operation('DraftsStore.remove', (id: number) => this.remove(id));

  constructor(private readonly deps: DraftsDependencies) {
    makeAutoObservable<DraftsStore, 'deps'>(
      this,
      { deps: false, list: false, saving: false, renaming: false, removing: false },
      { autoBind: true },
    );
  }

  /** A save, rename or delete is running. */
  get writing(): boolean {
    return this.saving.pending || this.renaming.pending || this.removing.pending;
  }

  /** The draft the customiser has open, if any (kept with the customiser's local copy). */
  get openedId(): number | null {
    return this.deps.customiser.draftId;
  }

  get opened(): PcBuild | null {
    return this.items.find((item) => item.id === this.openedId) ?? null;
  }

  /** The opened draft differs from the customiser's build: there are unsaved changes. */
  get openedChanged(): boolean {
    const draft = this.opened;
    if (!draft) return false;
    const key = (lines: readonly { component: string; amount: number }[]) =>
      lines
        .map((line) => `${line.component}x${line.amount}`)
        .sort()
        .join(',');
    return (
      key(draft.components) !== key(this.deps.customiser.components) ||
      draft.reference !== this.deps.customiser.reference
    );
  }

  /**
   * The next free number for a default name such as "Custom PC 3": one more than the highest
   * number already used with that prefix, at least one more than the number of drafts.
   */
  nextNumber(prefix: string): number {
    const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)$`);
    const used = this.items.flatMap((item) => {
      const match = pattern.exec(item.name.trim());
      return match ? [Number(match[1])] : [];
    });
    return Math.max(this.items.length, ...used) + 1;
  }

  /** The default name of a new draft: the prefix and the next free number. */
  defaultName(prefix: string): string {
    return `${prefix} ${this.nextNumber(prefix)}`;
  }

  get items(): PcBuild[] {
    return this.list.data ?? [];
  }

  /** The drafts have been read (a reload keeps showing them). */
  get loaded(): boolean {
    return this.list.data !== null;
  }

  /** Reads the drafts again; a failure is the list's refusal (the tab offers Try again). */
  refresh(): Promise<void> {
    return this.list.load(DRAFTS, async () => (await callApi(this.deps.api, 'pcBuilds')).items, {
      force: true,
    });
  }

  /** Reads the drafts again and answers them; rejects with the refusal. */
  async load(): Promise<PcBuild[]> {
    await this.refresh();
    if (this.list.state === 'error') throw this.list.error;
    return this.items;
  }

  private setItems(items: PcBuild[]) {
    this.list.set(DRAFTS, items);
  }

  private get components() {
    return this.deps.customiser.components;
  }

  /** Saves the customiser's build: updates the opened draft, or adds a new one. */
  async save(name: string): Promise<PcBuild> {
    if (this.openedId !== null) {
      const id = this.openedId;
      return this.patch(id, {
        name,
        components: this.components,
        reference: this.deps.customiser.reference,
      });
    }
    const draft = await callApi(this.deps.api, 'createPcBuild', {
      body: { name, components: this.components, reference: this.deps.customiser.reference },
    });
    inAction('DraftsStore.save', () => {
      this.setItems([draft, ...this.items.filter((item) => item.id !== draft.id)]);
      this.deps.customiser.setDraftId(draft.id);
    });
    return draft;
  }

  /** Replaces only the parts of a draft with the customiser's build. */
  async replaceComponents(id: number): Promise<PcBuild> {
    return this.keep(
      await callApi(this.deps.api, 'replacePcBuildComponents', {
        params: { id },
        body: { components_detailed: this.components },
      }),
    );
  }

  async rename(id: number, name: string): Promise<PcBuild> {
    return this.patch(id, { name });
  }

  async remove(id: number): Promise<void> {
    await callApi(this.deps.api, 'deletePcBuild', { params: { id } });
    inAction('DraftsStore.remove', () => {
      this.setItems(this.items.filter((item) => item.id !== id));
      if (this.openedId === id) this.deps.customiser.setDraftId(null);
    });
  }

  /**
   * Opens a draft into the customiser: its parts, amounts and model. When the local copy already
   * holds this draft (a reload), its unsaved edits are kept and show as changes.
   */
  async open(id: number): Promise<PcBuild> {
    const [, loaded] = await Promise.all([
      this.deps.customiser.restore(),
      this.items.some((item) => item.id === id) ? this.items : this.load(),
    ]);
    const draft = loaded.find((item) => item.id === id);
    if (!draft) {
      throw new ApiRefusal({ status: 404, code: 'not_found', message: `No saved build ${id}` });
    }
    const customiser = this.deps.customiser;
    if (customiser.draftId === id && customiser.lines.length > 0) return draft;
    await customiser.loadLines(
      draft.components.map(({ component, amount }) => ({ id: component, amount })),
    );
    inAction('DraftsStore.open', () => {
      customiser.reference = draft.reference;
      customiser.setDraftId(draft.id);
    });
    return draft;
  }

  /** Empties the customiser and closes the opened draft (the draft itself stays saved). */
  reset() {
    this.deps.customiser.reset();
  }

  /** Forgets everything (signed out); the customiser's build stays, no longer a draft. */
  clear() {
    this.list.reset();
    this.deps.customiser.setDraftId(null);
  }

  private async patch(
    id: number,
    patch: {
      name?: string;
      components?: { component: string; amount: number }[];
      reference?: string | null;
    },
  ): Promise<PcBuild> {
    return this.keep(
      await callApi(this.deps.api, 'updatePcBuild', { params: { id }, body: patch }),
    );
  }

  private keep(draft: PcBuild): PcBuild {
    inAction('DraftsStore.keep', () => {
      const known = this.items.some((item) => item.id === draft.id);
      this.setItems(
        known
          ? this.items.map((item) => (item.id === draft.id ? draft : item))
          : [draft, ...this.items],
      );
    });
    return draft;
  }
}
