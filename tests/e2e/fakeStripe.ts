import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';

/**
 * Stripe's API for the e2e, in memory: what the shop's Stripe SDK asks (create a PaymentIntent
 * with an idempotency key, retrieve it, refund it) on a local HTTP server, what the browser's
 * Stripe.js sends (confirm an intent with a card) through `confirm`, and the signed
 * `payment_intent.succeeded` webhook Stripe then sends the shop.
 */

export const WEBHOOK_SECRET = 'whsec_e2e_rigsmith';

/** Stripe's test cards: one that pays, one that is declined. */
export const CARDS = { paid: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

interface PaymentError {
  type: 'card_error';
  code: string;
  decline_code: string;
  message: string;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: PaymentError | null;
}

const declined: PaymentError = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
  });

/** Stripe's signature header: `t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`. */
function signature(payload: string, secret: string) {
  const timestamp = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, FakeIntent>();
  /** Each confirmation the browser sent: its card number and return_url. */
  const confirmations: { intent: string; card: string; returnUrl: string | null }[] = [];
  /** Each webhook delivered to the shop, with the shop's answer. */
  const webhooks: Promise<{ type: string; status: number }>[] = [];
  let shopUrl: string | null = null;

  const server = createServer((request, response) => {
    void read(request).then((raw) => {
      const body = new URLSearchParams(raw);
      const path = request.url!.split('?')[0]!;
      const key = request.headers['idempotency-key'];
      const send = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_e2e' });
        response.end(JSON.stringify(json));
      };
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const known = typeof key === 'string' ? byKey.get(key) : undefined;
        if (known) return send(200, known);
        const id = `pi_${randomUUID().replaceAll('-', '')}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency')!,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomUUID().replaceAll('-', '')}`,
          metadata: { order_id: body.get('metadata[order_id]')! },
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (typeof key === 'string') byKey.set(key, intent);
        return send(200, intent);
      }
      const retrieve = /^\/v1\/payment_intents\/(\w+)$/.exec(path);
      if (request.method === 'GET' && retrieve) {
        const intent = intents.get(retrieve[1]!);
        return intent
          ? send(200, intent)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such intent' } });
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        return send(200, {
          id: `re_${randomUUID().replaceAll('-', '')}`,
          object: 'refund',
          amount: Number(body.get('amount')),
          payment_intent: body.get('payment_intent'),
          status: 'succeeded',
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: 'Unknown path' } });
    });
  });

  /** Stripe tells the shop the intent succeeded, signed with the endpoint's secret. */
  function deliverSucceeded(intent: FakeIntent) {
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });
    const delivered = fetch(`${shopUrl}/api/payment/webhook/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature(payload, WEBHOOK_SECRET),
      },
      body: payload,
    }).then((answer) => ({ type: 'payment_intent.succeeded', status: answer.status }));
    webhooks.push(delivered);
  }

  /**
   * `POST /v1/payment_intents/{id}/confirm` from Stripe.js: the declined card answers Stripe's
   * `card_declined` error (the intent waits for another card), the good one pays, and the
   * webhook goes out at once, racing the shopper's page to confirm the order.
   */
  function confirm(id: string, form: URLSearchParams): { status: number; body: object } {
    const intent = intents.get(id);
    if (!intent || form.get('client_secret') !== intent.client_secret) {
      return {
        status: 404,
        body: {
          error: { type: 'invalid_request_error', message: `No such payment_intent: '${id}'` },
        },
      };
    }
    const card = (form.get('payment_method_data[card][number]') ?? '').replace(/\s/g, '');
    confirmations.push({ intent: id, card, returnUrl: form.get('return_url') });
    if (card === CARDS.paid.replace(/\s/g, '')) {
      intent.status = 'succeeded';
      intent.last_payment_error = null;
      deliverSucceeded(intent);
      return { status: 200, body: intent };
    }
    intent.status = 'requires_payment_method';
    intent.last_payment_error = declined;
    return { status: 402, body: { error: { ...declined, payment_intent: intent } } };
  }

  return {
    server,
    intents,
    confirmations,
    webhooks,
    confirm,
    /** Where Stripe sends its webhooks (known once the shop has started). */
    deliverTo(url: string) {
      shopUrl = url;
    },
  };
}

export type FakeStripe = ReturnType<typeof startFakeStripe>;
