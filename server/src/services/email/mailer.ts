import { editionTable, type MessageLocale } from '@pcshop/stores/schemas';
import type { EmailCatalogue, EmailCatalogues, EmailKind } from './catalogue';
import { renderEmail, type EmailContent } from './render';
import type { MailTransport } from './transport';

export interface Recipient {
  email: string;
  fullName: string | null;
  locale: MessageLocale;
}

/**
 * Where the email's button leads: a storefront path without the edition prefix (e.g.
 * `/create-password/abc`), or an absolute address such as a `mailto:` reply.
 */
export type EmailTarget = { path: string; href?: never } | { href: string; path?: never };

export type EmailRequest = EmailTarget & {
  to: Recipient;
  kind: EmailKind;
  params: Record<string, string | number>;
  rows?: EmailContent['rows'];
};

export interface MailerOptions {
  transport: MailTransport;
  catalogues: EmailCatalogues;
  from: string;
  /** The shop's public origin (`PUBLIC_URL`), read per link: it may be known only on listening. */
  publicUrl: () => string;
  log: { error(details: object, message: string): void };
}

/** The edition whose emails are in `locale` (its prefix, Intl locale, country); uk by default. */
export const editionOfLocale = (locale: MessageLocale) =>
  Object.values(editionTable).find((edition) => edition.messageLocale === locale) ??
  editionTable.uk;

/** Renders emails in the recipient's language and hands them to the transport. */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: MailerOptions) {}

  /** An absolute storefront link in the recipient's edition. */
  link(locale: MessageLocale, path: string): string {
    return new URL(`${editionOfLocale(locale).prefix}${path}`, this.options.publicUrl()).toString();
  }

  /** The email texts of a language, for a caller that composes part of an email itself. */
  texts(locale: MessageLocale): EmailCatalogue {
    return this.options.catalogues[locale];
  }

  async send({ to, kind, path, href, params, rows }: EmailRequest): Promise<void> {
    const firstName = to.fullName?.trim().split(/\s+/)[0] || null;
    const rendered = renderEmail(this.options.catalogues[to.locale], {
      kind,
      lang: to.locale,
      name: firstName,
      url: href ?? this.link(to.locale, path),
      params,
      ...(rows ? { rows } : {}),
    });
    await this.options.transport.send({ from: this.options.from, to: to.email, ...rendered });
  }

  /**
   * Sends without making the caller wait (its answer must not depend on the mail server or on
   * whether there is anyone to write to). `compose` may do the work the email needs, such as
   * issuing its token, and answers null when there is nothing to send (the recipient does not
   * want it). A failure is logged with the kind of email, never the address or link.
   */
  sendInBackground(kind: EmailKind, compose: () => Promise<EmailRequest | null>): void {
    // Started on the next turn of the event loop, once the caller's answer has gone out: on
    // the embedded database its queries would otherwise hold that answer back.
    const sending = new Promise((resolve) => setImmediate(resolve))
      .then(compose)
      .then(async (request) => {
        if (request) await this.send(request);
      })
      .catch((error: unknown) => {
        this.options.log.error({ err: error, kind }, 'email could not be sent');
      })
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Resolves when every email sent in the background has been handed over (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  close(): Promise<void> {
    return this.options.transport.close();
  }
}
