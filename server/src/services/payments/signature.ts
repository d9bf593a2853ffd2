import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from './provider';

/** How old a signed delivery may be, in seconds (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: Stripe's signature scheme. */
export const signPayload = (secret: string, body: string, now: Date) => {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
};

/** Checks a `t=…,v1=…` header against the raw body, within the tolerance; throws if it fails. */
export function verifySignature(
  secret: string,
  body: Buffer,
  header: string | undefined,
  now: Date,
) {
  const parts = new Map(
    (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
    throw new WebhookRejected('No valid signature header');
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookRejected('The signature is too old');
  }
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
    throw new WebhookRejected('The signature does not match');
  }
}
