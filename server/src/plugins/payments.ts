import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Clock } from '../services/clock';
import { sendOrderEmail } from '../services/orders/orderEmails';
import { TEST_SIGNATURE_HEADER, TestProcessor } from '../services/payments/testProcessor';
import type { PaymentDeps } from '../services/payments/payments';
import { StripeProvider } from '../services/payments/stripeProvider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentDeps;
    /** The built-in test processor when it is the provider (PAYMENT_PROVIDER unset or `test`). */
    testProcessor: TestProcessor | null;
  }
}

/**
 * The payment provider and what the payment services work with. The built-in test processor
 * delivers its signed webhooks to this app's own webhook route, the way a provider calls it.
 */
export const paymentsPlugin = fp<{ clock: Clock }>(
  async (app, { clock }) => {
    const processor = app.config.stripe
      ? null
      : new TestProcessor({
          db: app.database.db,
          clock,
          webhookSecret: randomBytes(32).toString('base64url'),
          laterMs: app.config.TEST_PAYMENT_LATER_MS,
          deliver: async (body, signature) => {
            const answer = await app.inject({
              method: 'POST',
              url: '/api/payment/webhook/test',
              headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signature },
              payload: body,
            });
            if (answer.statusCode >= 300) throw new Error(`webhook answered ${answer.statusCode}`);
          },
          log: app.log,
        });
    const emails = { mailer: app.mailer, db: app.database.db };
    const deps: PaymentDeps = {
      db: app.database.db,
      clock,
      provider: processor ?? new StripeProvider(app.config.stripe!),
      notify: {
        confirmed: (orderId) => sendOrderEmail(emails, 'orderConfirmed', orderId),
        refunded: (orderId) => sendOrderEmail(emails, 'orderRefunded', orderId),
      },
      log: app.log,
    };
    app.decorate('payments', deps);
    app.decorate('testProcessor', processor);
    if (processor) {
      app.addHook('onReady', () => processor.resume());
      app.addHook('onClose', async () => processor.close());
    }
  },
  { name: 'payments', dependencies: ['config', 'db', 'email'] },
);
