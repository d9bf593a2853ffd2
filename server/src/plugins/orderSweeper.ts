import fp from 'fastify-plugin';
import type { Clock } from '../services/clock';
import { expireReservations } from '../services/orders/cancelOrder';
import { paidMeanwhile } from '../services/payments/payments';

/**
 * Cancels unpaid orders whose hold has run out (confirming instead one its provider says was
 * paid), at start and then every `ORDER_SWEEP_SECONDS`: the holds are rows of the database, so a restart loses none, and
 * sweepers of several API processes cancel each order once.
 */
export const orderSweeperPlugin = fp<{ clock: Clock }>(
  async (app, { clock }) => {
    const deps = {
      db: app.database.db,
      clock,
      paidMeanwhile: (orderId: number) => paidMeanwhile(app.payments, orderId),
    };
    let running: Promise<unknown> = Promise.resolve();
    const sweep = () => {
      running = expireReservations(deps)
        .then((cancelled) => {
          if (cancelled > 0) app.log.info({ cancelled }, 'unpaid orders cancelled');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'order sweep failed'));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweep();
      timer = setInterval(sweep, app.config.ORDER_SWEEP_SECONDS * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'orderSweeper', dependencies: ['config', 'db', 'payments'] },
);
