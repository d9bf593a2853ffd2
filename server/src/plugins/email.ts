import fp from 'fastify-plugin';
import { loadEmailCatalogues } from '../services/email/catalogue';
import { FileTransport } from '../services/email/fileTransport';
import { Mailer } from '../services/email/mailer';
import { SmtpTransport } from '../services/email/smtpTransport';
import type { MailTransport } from '../services/email/transport';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface EmailPluginOptions {
  /** A transport of the caller's (tests); otherwise SMTP when `SMTP_URL` is set, else files. */
  transport?: MailTransport;
}

/** The mailer: emails in the recipient's language over SMTP, or as `.eml` files in `var/mail`. */
export const emailPlugin = fp<EmailPluginOptions>(
  async (app, options) => {
    const { config } = app;
    const transport =
      options.transport ??
      (config.SMTP_URL ? new SmtpTransport(config.SMTP_URL) : new FileTransport(config.mailDir));
    const mailer = new Mailer({
      transport,
      catalogues: await loadEmailCatalogues(),
      from: config.MAIL_FROM,
      publicUrl: () => config.PUBLIC_URL,
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.settled();
      if (!options.transport) await mailer.close();
    });
  },
  { name: 'email', dependencies: ['config'] },
);
