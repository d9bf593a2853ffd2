import Stripe from 'stripe';
import { SIGNATURE_TOLERANCE_SECONDS } from './signature';
import {
  WebhookRejected,
  type IntentStatus,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderIntent,
  type RequestHeaders,
} from './provider';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API address (`http://127.0.0.1:4010`), for a fake Stripe in tests. */
  apiUrl?: string | undefined;
}

const statuses: Record<Stripe.PaymentIntent.Status, IntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_action',
  requires_capture: 'processing',
  processing: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: statuses[intent.status] ?? 'processing',
  amount: intent.amount,
  currency: intent.currency.toUpperCase(),
  lastError: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null,
});

/**
 * Stripe: one PaymentIntent per order (created with an idempotency key, so a retried call makes
 * none twice), paid in the browser with the Payment Element, so card data never reaches the
 * shop; its webhooks are verified with the endpoint's secret on the raw body.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    this.publishableKey = options.publishableKey;
    const api = options.apiUrl ? new URL(options.apiUrl) : null;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api
        ? {
            host: api.hostname,
            port: Number(api.port),
            protocol: api.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
  }

  async createIntent(input: {
    orderId: number;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<ProviderIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        automatic_payment_methods: { enabled: true },
        metadata: { order_id: String(input.orderId) },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toIntent(intent);
  }

  async retrieveIntent(id: string): Promise<ProviderIntent> {
    return toIntent(await this.stripe.paymentIntents.retrieve(id));
  }

  async refund(intentId: string, amount: number, idempotencyKey: string): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: intentId, amount }, { idempotencyKey });
  }

  readWebhook(rawBody: Buffer, headers: RequestHeaders): PaymentEvent {
    const signature = headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        typeof signature === 'string' ? signature : '',
        this.options.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new WebhookRejected(error instanceof Error ? error.message : 'Invalid signature');
    }
    const intent = event.data.object as Partial<Stripe.PaymentIntent>;
    return {
      id: event.id,
      type:
        event.type === 'payment_intent.succeeded'
          ? 'succeeded'
          : event.type === 'payment_intent.payment_failed'
            ? 'failed'
            : 'other',
      intentId: typeof intent.id === 'string' ? intent.id : '',
      amount: intent.amount ?? 0,
      currency: (intent.currency ?? '').toUpperCase(),
    };
  }
}
