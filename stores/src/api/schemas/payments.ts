import { z } from 'zod';
import { currencyCodeSchema, minorUnitsSchema } from './common';
import { orderSchema } from './orders';

/** Where a payment stands at its provider (Stripe's PaymentIntent statuses). */
export const intentStatuses = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;

/**
 * `POST /api/order/{id}/payment`: what the payment form needs. `provider` `test` is the built-in
 * test processor (its card form, README: Payments); `stripe` the Payment Element with
 * `publishable_key`. `last_error` is the decline code of the last attempt, if it failed.
 */
export const paymentSessionSchema = z.object({
  provider: z.enum(['test', 'stripe']),
  intent_id: z.string(),
  client_secret: z.string(),
  publishable_key: z.string().nullable(),
  amount: minorUnitsSchema,
  currency: currencyCodeSchema,
  status: z.enum(intentStatuses),
  last_error: z.string().nullable(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

/** `POST /api/order/{id}/payment/confirm`: the order as it stands and its payment. */
export const paymentStateSchema = z.object({
  order: orderSchema,
  payment: paymentSessionSchema,
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const orderParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const paymentWebhookParamsSchema = z.object({ provider: z.enum(['test', 'stripe']) });

export const webhookReceiptSchema = z.object({ received: z.literal(true) });

export const testPaymentParamsSchema = z.object({
  intent: z.string().regex(/^tpi_[\w-]{16}$/),
});

/** A payment's client secret, as the provider gave it to the payment form. */
const clientSecretSchema = z.string().regex(/^[\w-]{1,100}$/, 'Not a client secret');

/** Luhn's check, as every card number passes it. */
function luhnValid(digits: string): boolean {
  let total = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    total += digit;
  }
  return total % 10 === 0;
}

/**
 * The test processor's card form (never a real card: the test processor takes no money). The
 * number is given with or without spaces; `expiry` is `MM/YY`.
 */
export const testCardSchema = z.object({
  client_secret: clientSecretSchema,
  card_number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{13,19}$/, 'Enter the card number')
        .refine(luhnValid, 'The card number is not valid'),
    ),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'MM/YY'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Three or four digits'),
});
export type TestCard = z.input<typeof testCardSchema>;

/** The test processor's challenge page (a 3-D Secure-like step): approved or refused. */
export const testChallengeSchema = z.object({
  client_secret: clientSecretSchema,
  approve: z.boolean(),
});

/** The test processor's answer to the card form or the challenge: where the payment stands. */
export const testPaymentResultSchema = z.object({
  status: z.enum(intentStatuses),
  last_error: z.string().nullable(),
});
export type TestPaymentResult = z.infer<typeof testPaymentResultSchema>;
