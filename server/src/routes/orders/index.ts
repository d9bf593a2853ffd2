import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { listOrders } from '../../services/orders/listOrders';
import { orderLifecycleDeps } from '../../services/orders/orderLifecycleDeps';
import { cancelByRequest } from '../../services/orders/orderLifecycle';
import { customerOrderItem } from '../../services/orders/orderItem';
import { placeOrder, type OrderDeps } from '../../services/orders/placeOrder';
import { customerOrder } from '../../services/orders/readOrder';
import { reviewOrderItem } from '../../services/orders/reviewOrderItem';
import { endpointRoute } from '../endpoint';

/**
 * Ordering: the signed-in basket becomes an order, exactly once per Idempotency-Key; the
 * customer's orders, each with its timeline and lines, cancelling one not yet in progress, and
 * reviewing a delivered one's lines.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: OrderDeps = {
    db: app.database.db,
    clock: app.clock,
    reservationMinutes: app.config.ORDER_RESERVATION_MINUTES,
  };
  const lifecycle = orderLifecycleDeps({
    db: app.database.db,
    clock: app.clock,
    provider: app.payments.provider,
    mailer: app.mailer,
    log: app.log,
  });

  endpointRoute(app, 'toOrder', {
    tags: ['orders'],
    summary: 'Order the signed-in basket: an order waiting for payment, its stock held',
    description:
      'One transaction re-prices the basket, re-checks every line, holds the stock, redeems the voucher and empties the basket. The Idempotency-Key header (16–128 printable characters, a new one per attempt) makes it happen once: the same key answers 200 with the order it made; with another body 422 idempotency_key_reused. Refusals (409) name their lines in fields, by product id: out_of_stock, archived, incompatible_build; coupon_invalid, coupon_invalid_country, coupon_below_minimum, coupon_used_up; empty_basket. A saved address of someone else’s answers 404; add_to_address_list with six saved answers 409 address_limit_reached.',
    handler: async (request, reply) => {
      const { order, replayed } = await placeOrder(
        deps,
        signedInUser(request).userId,
        request.headers['idempotency-key'],
        request.body,
        request.query,
      );
      return reply.status(replayed ? 200 : 201).send(order);
    },
  });

  endpointRoute(app, 'orders', {
    tags: ['orders'],
    summary: 'The signed-in customer’s orders, newest first, a page at a time',
    description:
      'list=in_progress: open orders (waiting for payment to shipped); list=history: completed and cancelled; without list, both. Each with its lines, totals, build stage, estimated ship date, tracking and delivery date.',
    handler: (request) => listOrders(deps.db, signedInUser(request).userId, request.query),
  });

  endpointRoute(app, 'order', {
    tags: ['orders'],
    summary: 'One of the signed-in customer’s orders, as it stands, with its timeline',
    description:
      'The order with its priced lines, totals, address, status and build stage, estimated ship date, tracking number and carrier once shipped, delivered_on once delivered, and while it waits for payment reserved_until; its timeline (every change with its time and actor), next_step and cancellable. Anyone else’s order answers 404.',
    handler: (request) => customerOrder(deps.db, signedInUser(request).userId, request.params.id),
  });

  endpointRoute(app, 'orderItem', {
    tags: ['orders'],
    summary:
      'A line of one of the customer’s orders, a PC build’s with its components and accessories',
    description:
      'Components are the parts built into the PC, accessories the monitors and accessories that come with it, each with its amount per build. A line of anyone else’s order, or of another order, answers 404.',
    handler: (request) =>
      customerOrderItem(
        deps.db,
        signedInUser(request).userId,
        request.params.id,
        request.params.itemId,
      ),
  });

  endpointRoute(app, 'orderCancel', {
    tags: ['orders'],
    summary: 'Cancel a confirmed order that is not yet in progress',
    description:
      'Its stock and voucher are given back, its payment refunded through the payment provider, and the customer emailed. 409 invalid_transition once the order is in progress (or waiting for payment, shipped, completed, cancelled); order_changed when it moved meanwhile. Anyone else’s order answers 404.',
    handler: async (request) => {
      const { userId } = signedInUser(request);
      await cancelByRequest(lifecycle, request.params.id, { actor: 'customer', userId });
      return customerOrder(deps.db, userId, request.params.id);
    },
  });

  endpointRoute(app, 'orderReview', {
    tags: ['orders'],
    summary: 'Review a line of one of the customer’s delivered orders',
    description:
      'item: the line’s id in the order; a title (up to 200 characters), an optional text, a rating of 1 to 5. Once per line, after the order has been delivered (completed): 409 not_delivered before, 409 already_reviewed the second time. The review is published on the page of the line’s model (the model bought, or the one its PC build started from) as a verified buyer’s, in the customer’s language, and the model’s rating follows. A line of anyone else’s order, or of another order, answers 404.',
    handler: async (request, reply) => {
      const review = await reviewOrderItem(
        deps.db,
        signedInUser(request).userId,
        request.params.id,
        request.body,
      );
      // The model's page and cards show its reviews and rating: read them afresh.
      if (review.model !== null) app.catalogueCache.invalidate();
      return reply.status(201).send(review);
    },
  });
};
