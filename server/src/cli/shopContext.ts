import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { systemClock } from '../services/clock';
import { loadEmailCatalogues } from '../services/email/catalogue';
import { FileTransport } from '../services/email/fileTransport';
import { Mailer } from '../services/email/mailer';
import { SmtpTransport } from '../services/email/smtpTransport';
import type { LifecycleDeps } from '../services/orders/orderLifecycle';
import { orderLifecycleDeps } from '../services/orders/orderLifecycleDeps';
import { StripeProvider } from '../services/payments/stripeProvider';
import { TestProcessor } from '../services/payments/testProcessor';

/** What the staff commands work with, and how to let go of it. */
export interface ShopContext {
  deps: LifecycleDeps;
  /** Waits for the emails the command sent. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const log = {
  error: (details: object, message: string) => console.error(message, details),
};

/**
 * The shop's database, mailer and payment provider as the server configures them: PostgreSQL with
 * DATABASE_URL, else PGlite in DATA_DIR; SMTP with SMTP_URL, else the outbox; Stripe or the test
 * processor. The database is migrated first, so the commands work on a new one too.
 */
export async function openShop(config: Config): Promise<ShopContext> {
  const database: DatabaseHandle = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 }
      : { kind: 'pglite', dataDir: config.pgliteDir },
  );
  await runMigrations(database);
  const mailer = new Mailer({
    transport: config.SMTP_URL
      ? new SmtpTransport(config.SMTP_URL)
      : new FileTransport(config.mailDir),
    catalogues: await loadEmailCatalogues(),
    from: config.MAIL_FROM,
    publicUrl: () => config.PUBLIC_URL,
    log,
  });
  const provider = config.stripe
    ? new StripeProvider(config.stripe)
    : new TestProcessor({
        db: database.db,
        clock: systemClock,
        webhookSecret: randomBytes(32).toString('base64url'),
        laterMs: config.TEST_PAYMENT_LATER_MS,
        // Refunds are all the command line asks of it; they send no webhook.
        deliver: async () => {
          throw new Error('The command line receives no webhooks');
        },
        log,
      });
  return {
    deps: orderLifecycleDeps({ db: database.db, clock: systemClock, provider, mailer, log }),
    settled: () => mailer.settled(),
    close: async () => {
      await mailer.settled();
      await mailer.close();
      await database.close();
    },
  };
}
