import { makeAutoObservable, reaction } from 'mobx';
import { callApi } from '../api/call';
import type { ApiClient } from '../api/client';
import { ApiRefusal } from '../api/refusal';
import type {
  Order,
  PaymentSession,
  TestCard,
  TestPaymentResult,
  ToOrderRequest,
} from '../api/schemas/index';
import { Operation } from '../async/Operation';
import { inAction } from '../inAction';
import type { Clock, KeyValueStorage } from '../platform';

/** SPEC §7: 0 cart → 1 auth → 2 shipping → 3 payment → 4 confirmed. */
export const checkoutStages = ['cart', 'auth', 'shipping', 'payment', 'confirmed'] as const;
export type CheckoutStage = 0 | 1 | 2 | 3 | 4;

/** How often a payment that is processing is asked about until it settles. */
export const PAYMENT_POLL_MS = 2_000;

/** Where the checkout keeps its order, so that a reload of the payment or confirmation finds it. */
export const CHECKOUT_ORDER_KEY = 'rigsmith.checkout.order';

/**
 * Where the checkout notes that the shopper left the cart for it (`true`), or has placed an order
 * (`ordered:<id>`), so that a page opened by a link (the registration email's, back to shipping)
 * finds the stage open, and the server's render of a stage knows what the browser will: the
 * payment and confirmation stages read the order by that id.
 */
export const CHECKOUT_STARTED_KEY = 'rigsmith.checkout.started';

/** Where to ship and the phone the carrier calls; the voucher comes from the cart. */
export type ShippingChoice = Omit<ToOrderRequest, 'coupon'>;

/** The test card form's fields (the client secret is the payment's). */
export type CardDetails = Omit<TestCard, 'client_secret'>;

/**
 * What the payment step shows: the card form (again, with `declineReason`, after a decline), the
 * bank's challenge, a payment that succeeds later, or a payment the provider cancelled.
 */
export type PaymentStep = 'loading' | 'card' | 'challenge' | 'processing' | 'paid' | 'canceled';

export interface CheckoutDependencies {
  api: ApiClient;
  clock: Clock;
  /** Keeps the placed order across a reload (the browser's local storage). */
  storage: KeyValueStorage;
  /** Keeps the checkout's progress (`CHECKOUT_STARTED_KEY`): a cookie the server's render reads. */
  progress: KeyValueStorage;
  signedIn(): boolean;
  /** The cart is known to be empty (a signed-in basket that is still loading is not). */
  cartEmpty(): boolean;
  coupon(): string | null;
  /** The basket is emptied by ordering: the cart reads it again. */
  ordered(): void;
  /** A new Idempotency-Key (a UUID). */
  newKey(): string;
  log(message: string, error: unknown): void;
}

/**
 * The checkout (SPEC §7): its stages and their guard, the shipping choice, the order placed once
 * per attempt and its payment (with the test processor's card form, or paid in Stripe's Payment
 * Element, which tells the store), until the order is confirmed.
 */
export class CheckoutStore {
  /** The shopper left the cart for the checkout (stage 0 done). */
  started = false;
  shipping: ShippingChoice | null = null;
  order: Order | null = null;
  payment: PaymentSession | null = null;

  readonly placeOrder = new Operation('CheckoutStore.placeOrder', (choice: ShippingChoice) =>
    this.sendOrder(choice),
  );
  /**
   * The order's payment (made once by the server; asked again after a failure), settled when it
   * is paid or processing unless `settling` is false (the server's render of the payment stage).
   */
  readonly openPayment = new Operation('CheckoutStore.openPayment', (settling: boolean = true) =>
    this.loadPayment(settling),
  );
  readonly payWithCard = new Operation('CheckoutStore.payWithCard', (card: CardDetails) =>
    this.sendCard(card),
  );
  readonly answerChallenge = new Operation('CheckoutStore.answerChallenge', (approve: boolean) =>
    this.sendChallenge(approve),
  );

  /** This attempt's key and what it orders: a retry of the same order sends the same key. */
  private attempt: { key: string; request: string } | null = null;
  private poll: unknown = null;
  /** The order the progress names when this store holds none (the server's render). */
  private keptOrderId: number | null = null;
  /** The held order read from the shop, once per page. */
  private restoring: Promise<boolean> | null = null;
  /** The held order and its payment read from the shop, once per page. */
  private openingHeld: Promise<void> | null = null;

  constructor(private readonly deps: CheckoutDependencies) {
    makeAutoObservable<CheckoutStore, 'deps' | 'attempt' | 'poll' | 'restoring' | 'openingHeld'>(
      this,
      {
        deps: false,
        placeOrder: false,
        openPayment: false,
        payWithCard: false,
        answerChallenge: false,
        attempt: false,
        poll: false,
        restoring: false,
        openingHeld: false,
      },
      { autoBind: true },
    );
    const stored = this.storedOrder();
    const noted = deps.progress.getItem(CHECKOUT_STARTED_KEY) ?? '';
    const ordered = /^ordered:(\d{1,15})$/.exec(noted);
    inAction('CheckoutStore.kept', () => {
      this.order = stored;
      this.started = stored !== null || noted === 'true' || ordered !== null;
      if (!stored && ordered) this.keptOrderId = Number(ordered[1]);
    });
  }

  /**
   * The progress says an order was placed, which this store does not hold (yet): the server's
   * render of a stage, which cannot read the browser's local storage, reads it (`restoreOrder`)
   * or leaves the stage to the browser.
   */
  get orderKeptElsewhere(): boolean {
    return this.order === null && this.keptOrderId !== null;
  }

  /** The order is paid (confirmed, or already further on). */
  get confirmed(): boolean {
    return (
      this.order !== null &&
      this.order.status !== 'waiting_for_payment' &&
      this.order.status !== 'cancelled'
    );
  }

  /** The order was cancelled before it was paid (its hold ran out, or the shop cancelled it). */
  get cancelled(): boolean {
    return this.order?.status === 'cancelled';
  }

  /** The furthest stage the shopper may open. */
  get stage(): CheckoutStage {
    if (this.confirmed) return 4;
    if (this.order) return 3;
    if (!this.started) return 0;
    return this.deps.signedIn() ? 2 : 1;
  }

  /**
   * The guard: no stage before the previous one is done. Once ordered, the sign-in and shipping
   * stages are closed (the order is made); the cart stays open.
   */
  canOpen(stage: CheckoutStage): boolean {
    if (this.order && (stage === 1 || stage === 2)) return false;
    return stage <= this.stage;
  }

  get paymentStep(): PaymentStep {
    if (this.confirmed) return 'paid';
    switch (this.payment?.status) {
      case undefined:
        return 'loading';
      case 'requires_payment_method':
        return 'card';
      case 'requires_action':
        // Stripe's Payment Element asks the bank itself: the shopper pays again from it.
        return this.payment.provider === 'stripe' ? 'card' : 'challenge';
      case 'canceled':
        return 'canceled';
      default:
        return 'processing';
    }
  }

  /** Why the last card was declined (`card_declined`, `insufficient_funds`…), if it was. */
  get declineReason(): string | null {
    return this.payment?.status === 'requires_payment_method' ? this.payment.last_error : null;
  }

  /** Product ids of the cart's lines the last order refusal named (out of stock, archived…). */
  get refusedLines(): string[] {
    const refusal = this.placeOrder.refusal;
    return refusal instanceof ApiRefusal && refusal.status === 409
      ? Object.keys(refusal.fields)
      : [];
  }

  /** Resets the checkout when the shopper signs out, or the cart empties before ordering. */
  start(): () => void {
    const stopSession = reaction(this.deps.signedIn, (signedIn) => {
      if (!signedIn) this.reset();
    });
    const stopCart = reaction(
      () => this.deps.cartEmpty() && !this.order,
      (emptied) => {
        if (emptied) this.reset();
      },
    );
    const stopKeeping = reaction(
      () => this.order,
      (order) => {
        if (order) this.deps.storage.setItem(CHECKOUT_ORDER_KEY, JSON.stringify(order));
        else this.deps.storage.removeItem(CHECKOUT_ORDER_KEY);
      },
    );
    // An order found again after a reload (or only its id): the shop says where it stands first.
    if (this.orderKeptElsewhere || (this.order && !this.confirmed && !this.cancelled)) {
      this.resume().catch((error: unknown) => {
        this.deps.log('Reopening the payment failed', error);
      });
    }
    const stopNoting = reaction(
      () => {
        const ordered = this.order?.id ?? this.keptOrderId;
        return this.started ? (ordered === null ? 'true' : `ordered:${ordered}`) : null;
      },
      (progress) => {
        if (progress) this.deps.progress.setItem(CHECKOUT_STARTED_KEY, progress);
        else this.deps.progress.removeItem(CHECKOUT_STARTED_KEY);
      },
    );
    return () => {
      stopSession();
      stopCart();
      stopKeeping();
      stopNoting();
    };
  }

  /** The order kept by an earlier page of this browser, if its shape is an order's. */
  private storedOrder(): Order | null {
    const kept = this.deps.storage.getItem(CHECKOUT_ORDER_KEY);
    if (!kept) return null;
    try {
      const order = JSON.parse(kept) as Partial<Order> | null;
      if (
        typeof order?.id === 'number' &&
        typeof order.reference_number === 'string' &&
        typeof order.status === 'string' &&
        Array.isArray(order.items)
      ) {
        return order as Order;
      }
    } catch {
      // Not JSON: forgotten below.
    }
    this.deps.storage.removeItem(CHECKOUT_ORDER_KEY);
    return null;
  }

  /** The cart's Checkout button (stage 0 done); a confirmed order is behind the shopper. */
  begin(): void {
    if (this.confirmed || this.cancelled) this.reset();
    this.started = !this.deps.cartEmpty();
  }

  reset(): void {
    this.stopPolling();
    this.started = false;
    this.shipping = null;
    this.order = null;
    this.payment = null;
    this.attempt = null;
    this.keptOrderId = null;
    this.restoring = null;
    this.openingHeld = null;
    this.placeOrder.clear();
    this.openPayment.clear();
    this.payWithCard.clear();
    this.answerChallenge.clear();
  }

  private async sendOrder(choice: ShippingChoice): Promise<Order> {
    const body: ToOrderRequest = { ...choice, coupon: this.deps.coupon() };
    const request = JSON.stringify(body);
    if (this.attempt?.request !== request) this.attempt = { key: this.deps.newKey(), request };
    this.shipping = choice;
    const key = this.attempt.key;
    try {
      const order = await callApi(this.deps.api, 'toOrder', {
        headers: { 'idempotency-key': key },
        body,
      });
      inAction('CheckoutStore.ordered', () => {
        this.order = order;
        this.attempt = null;
      });
      this.deps.ordered();
      await this.openPayment.run();
      return order;
    } catch (error) {
      // A refused order was not made (the server rolled it back): the next try is a new attempt.
      // Without an answer it may have been made: the retry sends the same key.
      if (error instanceof ApiRefusal) this.attempt = null;
      throw error;
    }
  }

  /**
   * The order the checkout holds (the browser's copy, or the progress's id on the server) as the
   * shop has it now, read once per page: the payment and confirmation stages show it, and the
   * server's render of them and the browser's hydration read the same answer. One the shop
   * doesn't know for this customer is forgotten. False when it could not be read.
   */
  restoreOrder(): Promise<boolean> {
    this.restoring ??= this.readHeldOrder();
    return this.restoring;
  }

  private async readHeldOrder(): Promise<boolean> {
    const held = () => this.order?.id ?? this.keptOrderId;
    const id = held();
    if (id === null) return true;
    let order: Order;
    try {
      order = await callApi(this.deps.api, 'order', { params: { id } });
    } catch (error) {
      if (error instanceof ApiRefusal && error.status === 404) {
        if (held() === id) this.reset();
        return true;
      }
      this.deps.log('Reading the kept order failed', error);
      return false;
    }
    if (held() === id) {
      inAction('CheckoutStore.restored', () => {
        this.order = order;
        this.keptOrderId = null;
      });
    }
    return true;
  }

  /**
   * What the payment stage shows, once per page: the held order as the shop has it now
   * (`restoreOrder`) and its payment while it can still be paid. One paid meanwhile goes on to its
   * confirmation, one cancelled (its hold ran out) says so. The server's render and the browser's
   * hydration read the same answers; a payment paid or processing is settled in the browser only.
   */
  openHeldPayment(): Promise<void> {
    this.openingHeld ??= this.readHeldPayment();
    return this.openingHeld;
  }

  private async readHeldPayment(): Promise<void> {
    const read = await this.restoreOrder();
    // An id the shop could not be asked about leaves nothing to pay for.
    const order = this.order;
    if (!order) return;
    const payable =
      order.status === 'waiting_for_payment' &&
      order.reserved_until !== null &&
      Date.parse(order.reserved_until) > this.deps.clock.now();
    // The browser's copy could not be read again: its payment is asked for, which says what went
    // wrong.
    if (!read || payable) await this.openPayment.run(false);
  }

  /** The kept order after a reload: its payment opened, then settled if it is paid or processing. */
  private async resume(): Promise<void> {
    await this.openHeldPayment();
    if (this.payment) await this.settle(this.payment);
  }

  private async loadPayment(settling: boolean): Promise<void> {
    const order = this.requireOrder();
    const payment = await callApi(this.deps.api, 'orderPayment', { params: { id: order.id } });
    inAction('CheckoutStore.payment', () => {
      this.payment = payment;
    });
    if (settling) await this.settle(payment);
  }

  private async sendCard(card: CardDetails): Promise<void> {
    const payment = this.requirePayment();
    const result = await callApi(this.deps.api, 'testPaymentConfirm', {
      params: { intent: payment.intent_id },
      body: { ...card, client_secret: payment.client_secret },
    });
    await this.settle(this.updatePayment(result));
  }

  private async sendChallenge(approve: boolean): Promise<void> {
    const payment = this.requirePayment();
    const result = await callApi(this.deps.api, 'testPaymentChallenge', {
      params: { intent: payment.intent_id },
      body: { client_secret: payment.client_secret, approve },
    });
    await this.settle(this.updatePayment(result));
  }

  /**
   * The provider's own form (Stripe's Payment Element) says the payment succeeded or is
   * processing: the shop is asked to confirm the order, and asked again until it does.
   */
  async paidAtProvider(status: 'succeeded' | 'processing'): Promise<void> {
    const payment = this.updatePayment({ status, last_error: null });
    try {
      await this.settle(payment);
    } catch (error) {
      this.deps.log('Confirming the payment failed', error);
      if (this.order) this.schedulePoll(payment);
    }
  }

  private updatePayment(result: TestPaymentResult): PaymentSession {
    return inAction('CheckoutStore.paymentResult', () => {
      const payment = { ...this.requirePayment(), ...result };
      this.payment = payment;
      return payment;
    });
  }

  /** A paid or processing payment: the order is asked about until it is confirmed. */
  private async settle(payment: PaymentSession): Promise<void> {
    if (payment.status !== 'succeeded' && payment.status !== 'processing') return;
    const order = this.requireOrder();
    const state = await callApi(this.deps.api, 'orderPaymentConfirm', {
      params: { id: order.id },
    });
    inAction('CheckoutStore.paymentState', () => {
      if (this.order?.id !== state.order.id) return;
      this.order = state.order;
      this.payment = state.payment;
    });
    if (this.order?.id === state.order.id && !this.confirmed && !this.cancelled) {
      this.schedulePoll(state.payment);
    }
  }

  private schedulePoll(payment: PaymentSession) {
    this.stopPolling();
    this.poll = this.deps.clock.setTimeout(() => {
      this.poll = null;
      this.settle(payment).catch((error: unknown) => {
        // The shopper's page keeps waiting: the next question may be answered.
        this.deps.log('Asking for the payment failed', error);
        if (this.order) this.schedulePoll(payment);
      });
    }, PAYMENT_POLL_MS);
  }

  private stopPolling() {
    if (this.poll !== null) this.deps.clock.clearTimeout(this.poll);
    this.poll = null;
  }

  private requireOrder(): Order {
    if (!this.order) throw new Error('The checkout has no order yet');
    return this.order;
  }

  private requirePayment(): PaymentSession {
    if (!this.payment) throw new Error('The order has no payment yet');
    return this.payment;
  }
}
