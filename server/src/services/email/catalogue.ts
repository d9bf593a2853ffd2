import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { messageLocales } from '@pcshop/stores/schemas';
import type { MessageLocale } from '@pcshop/stores/schemas';

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../locales',
);

const emailText = z.object({
  subject: z.string().min(1),
  intro: z.string().min(1),
  action: z.string().min(1),
  note: z.string().min(1),
  closing: z.string().min(1),
});

/** `locales/<locale>/email.json`: the shared parts of every email and each kind's texts. */
export const emailCatalogueSchema = z.object({
  greeting: z.string().min(1),
  greetingName: z.string().min(1),
  signature: z.string().min(1),
  linkFallback: z.string().min(1),
  footer: z.string().min(1),
  registration: emailText,
  passwordReset: emailText,
  passwordChanged: emailText,
  contactTicket: emailText,
  contactAcknowledgement: emailText,
  orderConfirmed: emailText,
  orderRefunded: emailText,
  orderProgress: emailText,
  orderShipped: emailText,
  orderDelivered: emailText,
  orderCancelled: emailText,
  orderRefundIssued: emailText,
  /** What the order progress email calls where the order has got to. */
  orderSteps: z.object({
    preparing: z.string().min(1),
    parts_picked: z.string().min(1),
    assembly: z.string().min(1),
    burn_in_test: z.string().min(1),
    quality_check: z.string().min(1),
    packed: z.string().min(1),
  }),
  /** The labels of an order's table in its emails. */
  orderSummary: z.object({
    subtotal: z.string().min(1),
    discount: z.string().min(1),
    shipping: z.string().min(1),
    free: z.string().min(1),
    vat: z.string().min(1),
    total: z.string().min(1),
  }),
});
export type EmailCatalogue = z.infer<typeof emailCatalogueSchema>;
export type EmailKind =
  | 'registration'
  | 'passwordReset'
  | 'passwordChanged'
  | 'contactTicket'
  | 'contactAcknowledgement'
  | 'orderConfirmed'
  | 'orderRefunded'
  | 'orderProgress'
  | 'orderShipped'
  | 'orderDelivered'
  | 'orderCancelled'
  | 'orderRefundIssued';
export type EmailCatalogues = Record<MessageLocale, EmailCatalogue>;

/** Reads and checks the email texts of every message locale once, at start. */
export async function loadEmailCatalogues(dir = localesDir): Promise<EmailCatalogues> {
  const entries = await Promise.all(
    messageLocales.map(async (locale) => {
      const raw = await readFile(path.join(dir, locale, 'email.json'), 'utf8');
      return [locale, emailCatalogueSchema.parse(JSON.parse(raw))] as const;
    }),
  );
  return Object.fromEntries(entries) as EmailCatalogues;
}
