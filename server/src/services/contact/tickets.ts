import { randomInt } from 'node:crypto';
import { editionOfCountry, type ContactTicket, type CountryCode } from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import { contactTickets } from '../../db/schema/index';
import { requireHuman, type CaptchaVerifier } from '../captcha';
import type { Clock } from '../clock';
import type { Mailer } from '../email/mailer';
import { readSettings } from '../site/settings';

/** The support team reads the shop's copy in the uk edition's language. */
const SHOP_LOCALE = 'en-GB';

export interface ContactDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  captcha: CaptchaVerifier;
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `RS-` and 8 characters without look-alikes (0/O, 1/I): easy to read out on the phone. */
export function ticketReference(): string {
  const characters = Array.from(
    { length: 8 },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  );
  return `RS-${characters.join('')}`;
}

async function supportEmail(db: Database): Promise<string> {
  const settings = await readSettings(db, 'general');
  if (!settings) throw new Error('The general settings (support email) are missing');
  return settings.supportEmail;
}

/**
 * Raises a contact ticket: checks the captcha (when configured), stores the ticket, then emails
 * the support address and an acknowledgement to the sender in their language. The emails go out
 * in the background: the ticket is raised whether or not the mail server answers at once.
 */
export async function raiseTicket(
  deps: ContactDeps,
  ticket: ContactTicket,
  country: CountryCode,
  remoteIp: string,
): Promise<{ reference: string }> {
  await requireHuman(deps.captcha, ticket.captcha, remoteIp);

  const edition = editionOfCountry[country];
  const locale = ticket.locale ?? edition.messageLocale;
  const now = deps.clock.now();
  const [stored] = await deps.db
    .insert(contactTickets)
    .values({
      reference: ticketReference(),
      fullName: ticket.full_name,
      email: ticket.email,
      orderNumber: ticket.order_number,
      phone: ticket.phone,
      message: ticket.message,
      country,
      locale,
      privacyAcceptedAt: now,
      createdAt: now,
    })
    .returning({ reference: contactTickets.reference });
  const { reference } = stored!;

  const params = {
    reference,
    name: ticket.full_name,
    email: ticket.email,
    orderNumber: ticket.order_number ?? '—',
    phone: ticket.phone ?? '—',
    edition: edition.edition,
    message: ticket.message,
  };
  deps.mailer.sendInBackground('contactTicket', async () => ({
    to: { email: await supportEmail(deps.db), fullName: null, locale: SHOP_LOCALE },
    kind: 'contactTicket',
    href: `mailto:${ticket.email}?subject=${encodeURIComponent(`Re: ${reference}`)}`,
    params,
  }));
  deps.mailer.sendInBackground('contactAcknowledgement', async () => ({
    to: { email: ticket.email, fullName: ticket.full_name, locale },
    kind: 'contactAcknowledgement',
    path: '/faq',
    params,
  }));
  return { reference };
}
