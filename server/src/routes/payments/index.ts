import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { HttpError, notFound } from '../../services/errors';
import { confirmPayment, handlePaymentEvent, startPayment } from '../../services/payments/payments';
import { WebhookRejected } from '../../services/payments/provider';
import { endpointRoute } from '../endpoint';

const tags = ['payments'];

/** Paying for an order, the providers' webhooks, and the built-in test processor's calls. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.payments;

  endpointRoute(app, 'orderPayment', {
    tags,
    summary: 'The payment of an order waiting for payment, for the payment form',
    description:
      'Made at the first call (one per order; a declined card is tried again on it). 409 order_not_payable once the order is paid or cancelled, reservation_expired once its hold has run out. Someone else’s order is a 404.',
    handler: async (request) => startPayment(deps, signedInUser(request).userId, request.params.id),
  });

  endpointRoute(app, 'orderPaymentConfirm', {
    tags,
    summary:
      'The shopper back from the payment form: the order confirmed if the provider says it is paid',
    description:
      'Asks the provider where the payment stands. A success confirms the order unless its webhook already did (once either way, one email). 409 payment_not_started.',
    handler: async (request) =>
      confirmPayment(deps, signedInUser(request).userId, request.params.id),
  });

  // Webhooks are read as the raw bytes their signature covers.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    endpointRoute(raw, 'paymentWebhook', {
      tags,
      summary: 'A payment provider’s event, its signature checked on the raw body',
      description:
        'test: the header test-processor-signature; stripe: Stripe-Signature. Both t=…,v1=… within 300 s. An event delivered twice is handled once, in any order. 400 when the signature does not hold; 404 for a provider the shop does not use.',
      handler: async (request) => {
        if (request.params.provider !== deps.provider.name) throw notFound('Payment provider');
        let event;
        try {
          event = deps.provider.readWebhook(request.body as Buffer, request.headers);
        } catch (error) {
          if (error instanceof WebhookRejected) {
            throw new HttpError(400, 'invalid_signature', error.message);
          }
          throw error;
        }
        await handlePaymentEvent(deps, event);
        return { received: true as const };
      },
    });
  });

  const processor = app.testProcessor;
  const result = (intent: { status: string; lastError: string | null }) => ({
    status: intent.status as 'succeeded',
    last_error: intent.lastError,
  });

  endpointRoute(app, 'testPaymentConfirm', {
    tags,
    summary: 'Test processor: pay with a test card (README: Payments)',
    description:
      '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined (card_declined); 4000 0000 0000 9995 insufficient_funds; 4000 0000 0000 3220 asks for the challenge step; 4000 0000 0000 0077 succeeds later, by webhook only. 404 for an unknown payment or a wrong client secret, or when the shop uses another provider.',
    handler: async (request) => {
      if (!processor) throw notFound('Test processor');
      return result(
        await processor.confirmCard(
          request.params.intent,
          request.body.client_secret,
          request.body.card_number,
        ),
      );
    },
  });

  endpointRoute(app, 'testPaymentChallenge', {
    tags,
    summary: 'Test processor: the challenge step’s answer (a 3-D Secure-like page)',
    handler: async (request) => {
      if (!processor) throw notFound('Test processor');
      return result(
        await processor.completeChallenge(
          request.params.intent,
          request.body.client_secret,
          request.body.approve,
        ),
      );
    },
  });
};
