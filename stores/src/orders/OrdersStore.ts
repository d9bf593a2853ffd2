import { makeAutoObservable } from 'mobx';
import { callApi } from '../api/call';
import type { ApiClient } from '../api/client';
import type { OrderDetails, OrderItem, OrderList, OrderListPage } from '../api/schemas/index';
import { Operation } from '../async/Operation';
import { Resource } from '../async/Resource';
import { inAction } from '../inAction';
import { OrderReviewStore } from './OrderReviewStore';

/** Orders a page of the account's lists shows. */
export const ORDERS_PER_PAGE = 10;

/** One of the account's order lists, and the page of it on hand. */
class OrderListView {
  readonly page = new Resource<OrderListPage>();

  constructor(
    private readonly api: ApiClient,
    readonly list: OrderList,
  ) {
    makeAutoObservable<OrderListView, 'api'>(this, { api: false, page: false }, { autoBind: true });
  }

  load(page = 1, { force = false } = {}): Promise<void> {
    return this.page.load(
      String(page),
      () =>
        callApi(this.api, 'orders', {
          query: { list: this.list, page, per_page: ORDERS_PER_PAGE },
        }),
      { force },
    );
  }
}

/**
 * The signed-in customer's orders (SPEC §7): the account's two lists, in progress and history,
 * a page at a time; one order's details with its timeline and its PC builds' parts; the
 * customer's cancel of a confirmed order not yet in progress; and the review of a delivered
 * order's line. Forgotten at logout.
 */
export class OrdersStore {
  readonly inProgress: OrderListView;
  readonly history: OrderListView;
  readonly details = new Resource<OrderDetails>();
  /** The PC build lines of the order in `details`, with what is built into each. */
  readonly builds = new Resource<OrderItem[]>();
  readonly cancelling = new Operation('OrdersStore.cancel', (id: number) => this.cancel(id));
  readonly review: OrderReviewStore;

  constructor(private readonly api: ApiClient) {
    this.inProgress = new OrderListView(api, 'in_progress');
    this.history = new OrderListView(api, 'history');
    this.review = new OrderReviewStore({ api, reviewed: () => this.forgetReads() });
    makeAutoObservable<OrdersStore, 'api'>(
      this,
      {
        api: false,
        inProgress: false,
        history: false,
        details: false,
        builds: false,
        cancelling: false,
        review: false,
      },
      { autoBind: true },
    );
  }

  /** The first page of both lists. */
  async loadLists({ force = false } = {}): Promise<void> {
    await Promise.all([this.inProgress.load(1, { force }), this.history.load(1, { force })]);
  }

  /** One order as it stands, then the parts of its PC builds. */
  async loadDetails(id: number, { force = false } = {}): Promise<void> {
    await this.details.load(String(id), () => callApi(this.api, 'order', { params: { id } }), {
      force,
    });
    const order = this.details.isReadyFor(String(id)) ? this.details.data : null;
    if (!order) return;
    const buildLines = order.items.filter((item) => item.product_class === 'pc-build');
    await this.builds.load(
      String(id),
      () =>
        Promise.all(
          buildLines.map((line) =>
            callApi(this.api, 'orderItem', { params: { id, itemId: line.id } }),
          ),
        ),
      { force },
    );
  }

  /** The customer cancels the order: its details become the cancelled order, the lists are read again. */
  private async cancel(id: number): Promise<void> {
    const cancelled = await callApi(this.api, 'orderCancel', { params: { id } });
    inAction('OrdersStore.cancelled', () => this.details.set(String(id), cancelled));
    await this.loadLists({ force: true });
  }

  /** Forgets the lists and details read: an order changed, the next page to show reads it again. */
  private forgetReads(): void {
    this.inProgress.page.reset();
    this.history.page.reset();
    this.details.reset();
    this.builds.reset();
  }

  clear(): void {
    this.forgetReads();
    this.cancelling.clear();
    this.review.clear();
  }
}
