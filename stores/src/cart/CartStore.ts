import { makeAutoObservable, reaction, when } from 'mobx';
import { callApi } from '../api/call';
import type { ApiClient } from '../api/client';
import { ApiRefusal } from '../api/refusal';
import type {
  Basket,
  BasketItem,
  BasketLine,
  BasketSummary,
  CouponState,
} from '../api/schemas/basket';
import type { CountryCode, CurrencyCode } from '../api/schemas/common';
import { Operation } from '../async/Operation';
import { Resource } from '../async/Resource';
import { inAction } from '../inAction';
import type { Clock, KeyValueStorage } from '../platform';
import type { TabSignal } from '../session/SessionStore';
import { debounce, type DebounceTiming } from './debounce';
import { addEntry, removeEntry, replaceEntry, setEntryAmount } from './guestEdits';
import {
  CART_KEY,
  parseLocalLines,
  readLocalLines,
  writeLocalLines,
  type CartEntry,
} from './localLines';
import { mergePlan } from './mergePlan';
import type { CartNotice } from './notice';

/** Written after each change of the signed-in basket: the other tabs read the basket again. */
export const BASKET_CHANGED_KEY = 'rigsmith.basketChanged';

/** Source document §7: the summary after a cart change, and after a currency change. */
export const CART_CHANGE_DEBOUNCE: DebounceTiming = { wait: 450, maxWait: 10_000 };
export const CURRENCY_CHANGE_DEBOUNCE: DebounceTiming = { wait: 450, maxWait: 1_000 };

/** A voucher's state in the cart: none entered, being checked, or the summary's verdict. */
export type CartCouponState = 'empty' | 'checking' | CouponState | 'other';

/** A line as the cart shows it: priced once the summary (guest) or the basket (signed in) says. */
export interface CartLine {
  product: string;
  amount: number;
  /** The basket line's id (signed in), null for a guest's line. */
  pk: number | null;
  item: BasketItem | null;
}

export interface CartDependencies {
  api: ApiClient;
  clock: Clock;
  storage: KeyValueStorage;
  /** Other tabs' writes of `CART_KEY` and `BASKET_CHANGED_KEY`. */
  tabs: TabSignal;
  signedIn(): boolean;
  /** The edition's country: VAT, shipping and where a voucher applies depend on it. */
  country(): CountryCode;
  currency(): CurrencyCode;
}

/**
 * The cart (source document §2–§4, §7): a guest's lines in local storage priced by the guest
 * summary; a signed-in shopper's basket on the server; the guest's lines merged into the basket
 * at sign-in; the summary recalculated debounced; tabs kept in step.
 */
export class CartStore {
  /** A guest's lines, as kept under CART_KEY (also what is left to merge after a failed push). */
  localLines: CartEntry[];
  notice: CartNotice | null = null;
  /**
   * Signing in: this browser's lines are going in and the basket is read again. Until it ends the
   * basket on hand may be an empty one read before the merge, so the cart is not known empty.
   */
  signingIn = false;
  couponCode: string | null = null;
  /** The signed-in basket, keyed by currency (its prices are in it). */
  basket = new Resource<Basket>();
  summary = new Resource<BasketSummary>();

  readonly add = new Operation('CartStore.add', (product: string, amount: number = 1) =>
    this.addLine(product, amount),
  );
  readonly setAmount = new Operation('CartStore.setAmount', (product: string, amount: number) =>
    this.changeAmount(product, amount),
  );
  readonly remove = new Operation('CartStore.remove', (product: string) =>
    this.removeLine(product),
  );
  readonly replace = new Operation('CartStore.replace', (product: string, next: string) =>
    this.replaceLine(product, next),
  );
  readonly applyCoupon = new Operation('CartStore.applyCoupon', (code: string) =>
    this.checkCoupon(code.trim() || null),
  );
  readonly clearCoupon = new Operation('CartStore.clearCoupon', () => this.checkCoupon(null));
  /** The push of this browser's lines into the basket (at sign-in; run again to retry). */
  readonly merge = new Operation('CartStore.merge', () => this.mergeLocal());

  private readonly afterCartChange;
  private readonly afterCurrencyChange;
  private changeCount = 0;

  constructor(private readonly deps: CartDependencies) {
    const { lines, dropped } = readLocalLines(deps.storage);
    this.localLines = lines;
    if (dropped > 0) {
      this.notice = { kind: 'dropped', count: dropped };
      writeLocalLines(deps.storage, lines);
    }
    this.afterCartChange = debounce(
      deps.clock,
      () => void this.recalculate(),
      CART_CHANGE_DEBOUNCE,
    );
    this.afterCurrencyChange = debounce(
      deps.clock,
      () => void this.recalculate(),
      CURRENCY_CHANGE_DEBOUNCE,
    );
    makeAutoObservable<
      CartStore,
      'deps' | 'afterCartChange' | 'afterCurrencyChange' | 'changeCount'
    >(
      this,
      {
        deps: false,
        add: false,
        setAmount: false,
        remove: false,
        replace: false,
        applyCoupon: false,
        clearCoupon: false,
        merge: false,
        afterCartChange: false,
        afterCurrencyChange: false,
        changeCount: false,
      },
      { autoBind: true },
    );
  }

  get signedIn(): boolean {
    return this.deps.signedIn();
  }

  /** The lines shown: the basket's when signed in (none until it is read), else this browser's. */
  get lines(): CartLine[] {
    if (this.signedIn)
      return (this.basket.data?.items ?? []).map((item) => ({
        product: item.product.id,
        amount: item.amount,
        pk: item.pk,
        item,
      }));
    const priced = this.summary.data?.items ?? [];
    return this.localLines.map(({ product, amount }) => ({
      product,
      amount,
      pk: null,
      item: priced.find((item) => item.product.id === product) ?? null,
    }));
  }

  /** How many units the cart holds (the header's count). */
  get count(): number {
    return this.lines.reduce((sum, line) => sum + line.amount, 0);
  }

  get isEmpty(): boolean {
    return this.lines.length === 0;
  }

  get couponState(): CartCouponState {
    if (this.couponCode === null) return 'empty';
    const coupon = this.summary.data?.coupon;
    if (this.summary.state === 'loading') return 'checking';
    if (this.summary.state === 'ready' && coupon?.code === this.couponCode) return coupon.state;
    return 'other';
  }

  /** What the summary is of: who asks and for which lines (the currency has its own debounce). */
  private get summaryInput(): string {
    return JSON.stringify([
      this.signedIn,
      this.lines.map(({ product, amount }) => [product, amount]),
    ]);
  }

  /**
   * Recalculates the summary after changes (debounced) and follows the other tabs; returns a
   * function that stops both.
   */
  start(): () => void {
    const stopLines = reaction(() => this.summaryInput, this.afterCartChange.schedule);
    // An edition change (country, currency or both) recalculates like a currency change.
    const stopCurrency = reaction(
      () => `${this.deps.country()}|${this.deps.currency()}`,
      this.afterCurrencyChange.schedule,
    );
    const stopLocal = this.deps.tabs.subscribe(CART_KEY, this.followLocalLines);
    const stopBasket = this.deps.tabs.subscribe(BASKET_CHANGED_KEY, () => {
      if (this.signedIn) void this.loadBasket({ force: true });
    });
    if (this.localLines.length > 0) this.afterCartChange.schedule();
    return () => {
      stopLines();
      stopCurrency();
      stopLocal();
      stopBasket();
      this.afterCartChange.cancel();
      this.afterCurrencyChange.cancel();
    };
  }

  /** At sign-in (and at a start with a session): this browser's lines go in, the basket is read. */
  async signIn(): Promise<void> {
    inAction('CartStore.signingIn', () => {
      this.signingIn = true;
    });
    try {
      await this.merge.run();
      await this.loadBasket({ force: true });
    } finally {
      inAction('CartStore.signedIn', () => {
        this.signingIn = false;
      });
    }
  }

  /** At sign-out the cart is this browser's again (empty once its lines were merged). */
  signOut(): void {
    this.basket = new Resource<Basket>();
    this.summary = new Resource<BasketSummary>();
    this.couponCode = null;
    this.localLines = readLocalLines(this.deps.storage).lines;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  /** Reads the signed-in basket in the current currency. */
  async loadBasket({ force = false } = {}): Promise<void> {
    await this.basket.load(this.deps.currency(), () => callApi(this.deps.api, 'basket'), {
      force,
    });
  }

  private get summaryEntries() {
    return this.lines.map(({ product, amount }) => ({ product, amount }));
  }

  /** Who asks for which lines, where, in which currency and with which voucher. */
  private get summaryKey(): string {
    const { country, currency } = this.deps;
    return JSON.stringify([
      this.signedIn,
      country(),
      currency(),
      this.couponCode,
      this.summaryEntries,
    ]);
  }

  /**
   * The summary of the cart as it is, for a page's preload: calculated unless it is, or is being
   * (a debounced recalculation that began first). The basket is read first if needed.
   */
  async settleSummary(): Promise<void> {
    if (this.signedIn && !this.basket.isReadyFor(this.deps.currency())) {
      await this.loadBasket({ force: true });
    }
    const key = this.summaryKey;
    if (this.summary.key === key && this.summary.state !== 'error') {
      await when(() => this.summary.state !== 'loading' || this.summary.key !== key);
      return;
    }
    await this.recalculate();
  }

  /** The summary now (a debounce fired, a voucher was entered): the basket is read first if needed. */
  async recalculate(): Promise<void> {
    this.afterCartChange.cancel();
    this.afterCurrencyChange.cancel();
    const currency = this.deps.currency();
    if (this.signedIn && !this.basket.isReadyFor(currency)) await this.loadBasket({ force: true });
    const entries = this.summaryEntries;
    if (entries.length === 0 && this.couponCode === null) return;
    const coupon = this.couponCode;
    const key = this.summaryKey;
    const { api } = this.deps;
    await this.summary.load(
      key,
      () =>
        this.signedIn
          ? callApi(api, 'basketSummary', { body: { coupon } })
          : callApi(api, 'productsSummary', { body: { coupon, products: entries } }),
      { force: true },
    );
    if (!this.signedIn && this.summary.key === key) this.dropUnknown(this.summary.error);
  }

  /** The guest summary names the products the shop does not sell: their lines go. */
  private dropUnknown(error: unknown) {
    if (!(error instanceof ApiRefusal) || error.code !== 'unknown_product') return;
    const messages = error.fields.products ?? [];
    const unknown = this.localLines.filter(({ product }) =>
      messages.some((message) => message.includes(`Product ${product} `)),
    );
    if (unknown.length === 0) return;
    inAction('CartStore.dropUnknown', () => {
      this.setLocal(this.localLines.filter((line) => !unknown.includes(line)));
      this.notice = { kind: 'dropped', count: unknown.length };
    });
  }

  private setLocal(lines: CartEntry[]) {
    this.localLines = lines;
    writeLocalLines(this.deps.storage, lines);
  }

  /** Another tab changed this browser's lines. */
  private followLocalLines(raw: string | null) {
    this.localLines = parseLocalLines(raw).lines;
  }

  private serverLine(product: string): BasketLine {
    const line = this.basket.data?.items.find((item) => item.product.id === product);
    if (!line)
      throw new ApiRefusal({ status: 404, code: 'not_found', message: 'Basket line not found' });
    return line;
  }

  /** Puts the basket's answer in place and tells the other tabs. */
  private changedBasket(name: string, change: (items: BasketLine[]) => BasketLine[]) {
    inAction(name, () => {
      const data = this.basket.data;
      if (data) this.basket.data = { ...data, items: change(data.items) };
    });
    this.deps.storage.setItem(BASKET_CHANGED_KEY, `${this.deps.clock.now()}.${++this.changeCount}`);
  }

  /**
   * Answers the product once the cart has it, so `add.run` answering undefined always means
   * nothing was added (refused, or not started because another add was running).
   */
  private async addLine(product: string, amount: number): Promise<string> {
    if (!this.signedIn) {
      this.setLocal(addEntry(this.localLines, product, amount));
      return product;
    }
    const line = await callApi(this.deps.api, 'basketAdd', { body: { product, amount } });
    this.changedBasket('CartStore.add', (items) => upsert(items, line));
    return product;
  }

  private async changeAmount(product: string, amount: number): Promise<void> {
    if (!this.signedIn) {
      this.setLocal(setEntryAmount(this.localLines, product, amount));
      return;
    }
    const { pk } = this.serverLine(product);
    const line = await callApi(this.deps.api, 'basketPatch', {
      params: { id: pk },
      body: { amount },
    });
    this.changedBasket('CartStore.setAmount', (items) => upsert(items, line));
  }

  private async removeLine(product: string): Promise<void> {
    if (!this.signedIn) {
      this.setLocal(removeEntry(this.localLines, product));
      return;
    }
    const { pk } = this.serverLine(product);
    await callApi(this.deps.api, 'basketDelete', { params: { id: pk } });
    this.changedBasket('CartStore.remove', (items) => items.filter((item) => item.pk !== pk));
  }

  private async replaceLine(product: string, next: string): Promise<void> {
    if (!this.signedIn) {
      this.setLocal(replaceEntry(this.localLines, product, next));
      return;
    }
    const { pk } = this.serverLine(product);
    await callApi(this.deps.api, 'basketReplace', { params: { id: pk }, body: { product: next } });
    // The line may have joined another of the same product: the basket is read again.
    this.changedBasket('CartStore.replace', (items) => items);
    await this.loadBasket({ force: true });
  }

  /** Enters (or, with null, clears) the voucher and recalculates at once. */
  private async checkCoupon(code: string | null): Promise<void> {
    inAction('CartStore.coupon', () => {
      this.couponCode = code;
    });
    await this.recalculate();
    if (this.summary.state === 'error') throw this.summary.error;
  }

  /**
   * This browser's lines into the basket, one at a time, by `mergePlan`'s rule. Each line leaves
   * local storage right after the server has it, so a failure keeps the lines not yet pushed and a
   * retry pushes only those (a line's new amount is absolute when the basket had the product). A
   * line the shop refuses (400: not sold any more) is dropped and named in the notice.
   */
  private async mergeLocal(): Promise<void> {
    const { api, storage } = this.deps;
    const local = readLocalLines(storage).lines;
    if (local.length === 0) return;
    const basket = await callApi(api, 'basket');
    const moved: string[] = [];
    const capped: string[] = [];
    const dropped: string[] = [];
    for (const step of mergePlan(basket.items, local)) {
      // Another tab of this browser may have pushed it meanwhile.
      if (!readLocalLines(storage).lines.some((line) => line.product === step.product)) continue;
      try {
        // Both are capped at the stock by the shop, which answers the amount it kept.
        const kept =
          step.kind === 'add'
            ? await callApi(api, 'basketAdd', {
                body: { product: step.product, amount: step.amount },
              })
            : step.kind === 'set'
              ? await callApi(api, 'basketPatch', {
                  params: { id: step.pk },
                  body: { amount: step.amount, up_to_stock: true },
                })
              : null;
        const short = kept !== null && step.kind !== 'none' && kept.amount < step.amount;
        (step.capped || short ? capped : moved).push(step.product);
      } catch (error) {
        if (!(error instanceof ApiRefusal && error.status === 400)) throw error;
        dropped.push(step.product);
      }
      inAction('CartStore.merge', () => {
        this.setLocal(
          readLocalLines(storage).lines.filter((line) => line.product !== step.product),
        );
      });
    }
    inAction('CartStore.merge', () => {
      this.notice = { kind: 'merged', moved, capped, dropped };
    });
  }
}

/** The basket's lines with `line` in place of its old self, or added last. */
function upsert(items: readonly BasketLine[], line: BasketLine): BasketLine[] {
  return items.some((item) => item.pk === line.pk)
    ? items.map((item) => (item.pk === line.pk ? line : item))
    : [...items, line];
}
