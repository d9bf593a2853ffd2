import { makeAutoObservable } from 'mobx';
import { callApi } from '../api/call';
import type { ApiClient } from '../api/client';
import { ApiRefusal } from '../api/refusal';
import type {
  OrderDetails,
  OrderLine,
  OrderReview,
  OrderReviewRequest,
} from '../api/schemas/index';
import { Resource } from '../async/Resource';
import { inAction } from '../inAction';

/**
 * Where the review of an order's line stands: its order being read (or failing to be), not the
 * customer's or without that line, not delivered yet, cancelled, reviewed already, open to
 * review, or just reviewed on this page; `choose` when no line was named (the delivery email
 * links the order): the customer picks one of its lines.
 */
export type ReviewAvailability =
  | 'loading'
  | 'error'
  | 'not_found'
  | 'not_delivered'
  | 'cancelled'
  | 'reviewed'
  | 'reviewable'
  | 'submitted'
  | 'choose';

/** Refusals that say the line can't be reviewed (any more): the page says why instead of a form. */
const closedCodes = new Set(['not_delivered', 'already_reviewed']);

export interface OrderReviewDependencies {
  api: ApiClient;
  /** The customer's orders changed (a line is reviewed now): their lists are read again. */
  reviewed(): void;
}

/**
 * The review of one line of one of the customer's orders (`/order/review?id=…&item=…`): the
 * order read to say whether the line can be reviewed (delivered, once per line), then the review
 * sent; without a line (`/order/review?id=…`), the order's lines to pick from. Forgotten at logout.
 */
export class OrderReviewStore {
  readonly order = new Resource<OrderDetails>();
  itemId: number | null = null;
  sending = false;
  /** The review sent from this page, once the server took it. */
  submitted: OrderReview | null = null;

  constructor(private readonly deps: OrderReviewDependencies) {
    makeAutoObservable<OrderReviewStore, 'deps'>(
      this,
      { deps: false, order: false },
      { autoBind: true },
    );
  }

  /** Reads the order of the line to review, or of the lines to pick from (again when `force`). */
  async open(orderId: number, itemId: number | null, { force = false } = {}): Promise<void> {
    if (this.itemId !== itemId || this.order.key !== String(orderId)) this.submitted = null;
    this.itemId = itemId;
    await this.order.load(
      String(orderId),
      () => callApi(this.deps.api, 'order', { params: { id: orderId } }),
      { force },
    );
  }

  /** The line under review, once its order is read; null when the order has no such line. */
  get line(): OrderLine | null {
    return this.order.data?.items.find((item) => item.id === this.itemId) ?? null;
  }

  get availability(): ReviewAvailability {
    if (this.submitted) return 'submitted';
    if (this.order.notFound) return 'not_found';
    if (this.order.state === 'error') return 'error';
    if (this.order.state !== 'ready') return 'loading';
    if (this.itemId === null) return 'choose';
    const line = this.line;
    if (!line) return 'not_found';
    if (line.reviewed) return 'reviewed';
    if (line.reviewable) return 'reviewable';
    return this.order.data!.status === 'cancelled' ? 'cancelled' : 'not_delivered';
  }

  /**
   * Sends the review the form has validated. When the server says the line can't be reviewed
   * (not delivered, reviewed meanwhile), the order is read again and `availability` says why;
   * any other refusal rejects, for the form to show.
   */
  async submit(values: Omit<OrderReviewRequest, 'item'>): Promise<void> {
    const orderId = Number(this.order.key);
    if (this.itemId === null || this.sending) return;
    this.sending = true;
    try {
      const review = await callApi(this.deps.api, 'orderReview', {
        params: { id: orderId },
        body: { ...values, item: this.itemId },
      });
      inAction('OrderReviewStore.submitted', () => {
        this.submitted = review;
      });
      this.deps.reviewed();
    } catch (error) {
      if (!(error instanceof ApiRefusal && closedCodes.has(error.code))) throw error;
      await this.open(orderId, this.itemId, { force: true });
    } finally {
      inAction('OrderReviewStore.settled', () => {
        this.sending = false;
      });
    }
  }

  clear(): void {
    this.order.reset();
    this.itemId = null;
    this.submitted = null;
  }
}
