import { randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { testPaymentIntents } from '../../db/schema/index';
import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import { HttpError, notFound } from '../errors';
import {
  WebhookRejected,
  type IntentStatus,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderIntent,
  type RequestHeaders,
} from './provider';
import { signPayload, verifySignature } from './signature';

/** The header the test processor signs its webhooks with. */
export const TEST_SIGNATURE_HEADER = 'test-processor-signature';

/**
 * The documented test cards (README: Payments) and what each does; any expiry in the future and
 * any three-digit CVC. Another valid number is declined as `card_not_supported`.
 */
export const testCards = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000003220': 'challenge',
  '4000000000000077': 'later',
} as const;

type IntentRow = typeof testPaymentIntents.$inferSelect;

/** A webhook event as the processor sends it: Stripe's shape, so one reader fits both. */
export interface TestWebhookBody {
  id: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
  data: { object: { id: string; amount: number; currency: string; status: IntentStatus } };
}

export interface TestProcessorOptions {
  db: Database;
  clock: Clock;
  /** Signs and checks its webhooks. */
  webhookSecret: string;
  /** How long a `later` card's payment takes to succeed. */
  laterMs: number;
  /** Posts a signed webhook to the shop (the shop's own webhook route). */
  deliver(body: string, signature: string): Promise<void>;
  log: { error(details: object, message: string): void };
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

const toIntent = (row: IntentRow): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status as IntentStatus,
  amount: row.amount,
  currency: row.currency,
  lastError: row.lastError,
});

/**
 * The built-in payment processor of a shop without a real provider: it plays one (its own book
 * of intents in the database, a card form's confirm call, a challenge step, signed webhooks with
 * retries), so the shop's payment path is the same as with Stripe. Never takes real money.
 */
export class TestProcessor implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: TestProcessorOptions) {}

  async createIntent(input: {
    orderId: number;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<ProviderIntent> {
    const { db } = this.options;
    const [created] = await db
      .insert(testPaymentIntents)
      .values({
        id: newId('tpi'),
        clientSecret: newId('secret'),
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        orderId: input.orderId,
      })
      .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey })
      .returning();
    if (created) return toIntent(created);
    const [existing] = await db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.idempotencyKey, input.idempotencyKey));
    return toIntent(existing!);
  }

  async retrieveIntent(id: string): Promise<ProviderIntent> {
    const [row] = await this.options.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, id));
    if (!row) throw notFound('Payment');
    return toIntent(row);
  }

  async refund(intentId: string, amount: number): Promise<void> {
    // One refund per intent whatever the key: a refund of what was paid, at most once.
    await this.options.db
      .update(testPaymentIntents)
      .set({ refunded: amount, updatedAt: this.options.clock.now() })
      .where(
        and(
          eq(testPaymentIntents.id, intentId),
          eq(testPaymentIntents.status, 'succeeded'),
          eq(testPaymentIntents.refunded, 0),
        ),
      );
  }

  readWebhook(rawBody: Buffer, headers: RequestHeaders): PaymentEvent {
    const header = headers[TEST_SIGNATURE_HEADER];
    verifySignature(
      this.options.webhookSecret,
      rawBody,
      typeof header === 'string' ? header : undefined,
      this.options.clock.now(),
    );
    let body: TestWebhookBody;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as TestWebhookBody;
    } catch {
      throw new WebhookRejected('The body is not JSON');
    }
    const intent = body.data?.object;
    if (typeof body.id !== 'string' || typeof intent?.id !== 'string') {
      throw new WebhookRejected('Not an event');
    }
    return {
      id: body.id,
      type:
        body.type === 'payment_intent.succeeded'
          ? 'succeeded'
          : body.type === 'payment_intent.payment_failed'
            ? 'failed'
            : 'other',
      intentId: intent.id,
      amount: intent.amount,
      currency: intent.currency.toUpperCase(),
    };
  }

  /** The card form's confirm: the card decides what happens (`testCards`). */
  async confirmCard(intentId: string, clientSecret: string, cardNumber: string) {
    const row = await this.ownIntent(intentId, clientSecret);
    if (row.status !== 'requires_payment_method') return toIntent(row);
    const outcome = testCards[cardNumber as keyof typeof testCards] ?? 'card_not_supported';
    const last4 = cardNumber.slice(-4);
    switch (outcome) {
      case 'succeeds':
        return this.settle(row, 'succeeded', null, last4);
      case 'challenge':
        return this.update(row, { status: 'requires_action', cardLast4: last4, lastError: null });
      case 'later': {
        const processing = await this.update(row, {
          status: 'processing',
          cardLast4: last4,
          lastError: null,
        });
        this.later(row.id, this.options.laterMs);
        return processing;
      }
      default:
        return this.settle(row, 'requires_payment_method', outcome, last4);
    }
  }

  /** The challenge page's answer: approved, the payment succeeds; refused, it fails. */
  async completeChallenge(intentId: string, clientSecret: string, approve: boolean) {
    const row = await this.ownIntent(intentId, clientSecret);
    if (row.status !== 'requires_action') return toIntent(row);
    return approve
      ? this.settle(row, 'succeeded', null, row.cardLast4)
      : this.settle(row, 'requires_payment_method', 'authentication_failed', row.cardLast4);
  }

  /**
   * Finishes the `later` payments a stopped process left processing, as a provider would have
   * while the shop was down.
   */
  async resume(): Promise<void> {
    const due = new Date(this.options.clock.now().getTime() - this.options.laterMs);
    const rows = await this.options.db
      .select({ id: testPaymentIntents.id })
      .from(testPaymentIntents)
      .where(
        and(eq(testPaymentIntents.status, 'processing'), lte(testPaymentIntents.updatedAt, due)),
      );
    await Promise.all(rows.map((row) => this.finishLater(row.id)));
  }

  /** Stops the timers of `later` payments (shutdown); `resume` finishes them at the next start. */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private later(id: string, ms: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.finishLater(id);
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private async finishLater(id: string) {
    try {
      const [row] = await this.options.db
        .select()
        .from(testPaymentIntents)
        .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'processing')));
      if (row) await this.settle(row, 'succeeded', null, row.cardLast4);
    } catch (error) {
      this.options.log.error({ err: error, intent: id }, 'test payment could not finish');
    }
  }

  private async ownIntent(intentId: string, clientSecret: string): Promise<IntentRow> {
    const [row] = await this.options.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intentId));
    if (!row || row.clientSecret !== clientSecret) throw notFound('Payment');
    if (row.status === 'canceled') {
      throw new HttpError(409, 'payment_canceled', 'This payment was cancelled');
    }
    return row;
  }

  private async update(
    row: IntentRow,
    changes: Partial<Pick<IntentRow, 'status' | 'cardLast4' | 'lastError'>>,
  ): Promise<ProviderIntent> {
    const [updated] = await this.options.db
      .update(testPaymentIntents)
      .set({ ...changes, updatedAt: this.options.clock.now() })
      .where(and(eq(testPaymentIntents.id, row.id), eq(testPaymentIntents.status, row.status)))
      .returning();
    // Another call moved it first (a double click): answer where it stands now.
    return updated ? toIntent(updated) : this.retrieveIntent(row.id);
  }

  /** Ends an attempt: the intent's new status, then its webhook, signed and retried. */
  private async settle(
    row: IntentRow,
    status: 'succeeded' | 'requires_payment_method',
    error: string | null,
    last4: string | null,
  ): Promise<ProviderIntent> {
    const intent = await this.update(row, { status, lastError: error, cardLast4: last4 });
    if (intent.status === status && intent.lastError === error) {
      this.sendWebhook({
        id: newId('evt'),
        type: status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
        data: {
          object: {
            id: intent.id,
            amount: intent.amount,
            currency: intent.currency.toLowerCase(),
            status: intent.status,
          },
        },
      });
    }
    return intent;
  }

  /** Delivers an event, retrying a refused delivery 5 times, a second apart and then longer. */
  private sendWebhook(event: TestWebhookBody, attempt = 0) {
    const body = JSON.stringify(event);
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        this.options
          .deliver(body, signPayload(this.options.webhookSecret, body, this.options.clock.now()))
          .catch((error: unknown) => {
            if (attempt < 5) this.sendWebhook(event, attempt + 1);
            else this.options.log.error({ err: error, event: event.id }, 'webhook not delivered');
          });
      },
      attempt === 0 ? 0 : 1000 * 2 ** (attempt - 1),
    );
    timer.unref();
    this.timers.add(timer);
  }
}
