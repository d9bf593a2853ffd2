import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { placeOrder, type OrderDeps } from '../../services/orders/placeOrder';
import { customerOrder } from '../../services/orders/readOrder';
import { endpointRoute } from '../endpoint';

/** Ordering: the signed-in basket becomes an order, exactly once per Idempotency-Key; reading it. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: OrderDeps = {
    db: app.database.db,
    clock: app.clock,
    reservationMinutes: app.config.ORDER_RESERVATION_MINUTES,
  };

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

  endpointRoute(app, 'order', {
    tags: ['orders'],
    summary: 'One of the signed-in customer’s orders, as it stands',
    description:
      'The order with its priced lines, totals, address, status and, while it waits for payment, reserved_until. Anyone else’s order answers 404.',
    handler: (request) => customerOrder(deps.db, signedInUser(request).userId, request.params.id),
  });
};
