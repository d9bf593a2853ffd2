/** Where a provider's payment stands (the names of Stripe's PaymentIntent statuses). */
export type IntentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

/** A payment at its provider, for one order. */
export interface ProviderIntent {
  id: string;
  /** What the browser's payment form confirms it with. */
  clientSecret: string;
  status: IntentStatus;
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** Why the last attempt failed (a decline code), null otherwise. */
  lastError: string | null;
}

/** A provider's webhook event, as much of it as the shop acts on. */
export interface PaymentEvent {
  id: string;
  type: 'succeeded' | 'failed' | 'other';
  intentId: string;
  amount: number;
  currency: string;
}

/** A webhook delivery whose signature does not hold, or that is not an event. */
export class WebhookRejected extends Error {}

export type RequestHeaders = Record<string, string | string[] | undefined>;

/** A payment provider, behind which the built-in test processor and Stripe look the same. */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** Given to the browser's payment form (Stripe's publishable key); null for the test processor. */
  readonly publishableKey: string | null;
  /** The order's payment; the same idempotency key answers the same intent. */
  createIntent(input: {
    orderId: number;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent>;
  /** Gives `amount` back; the same idempotency key refunds once. */
  refund(intentId: string, amount: number, idempotencyKey: string): Promise<void>;
  /** The event of a webhook delivery, its signature checked on the raw body. */
  readWebhook(rawBody: Buffer, headers: RequestHeaders): PaymentEvent;
}
