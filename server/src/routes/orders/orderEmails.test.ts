import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStages, type Order } from '@pcshop/stores/schemas';
import { users } from '../../db/schema/index';
import {
  advanceOrder,
  cancelByRequest,
  deliverOrder,
  shipOrder,
  type LifecycleDeps,
} from '../../services/orders/orderLifecycle';
import { orderLifecycleDeps } from '../../services/orders/orderLifecycleDeps';
import { buildAccountsTestApp, type AccountsTestApp } from '../../test/accounts';
import { customerWithOrder, payOrder } from '../../test/orders';
import { startSmtpInbox } from '../../test/smtpInbox';

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: AccountsTestApp;
let deps: LifecycleDeps;
const staff = { actor: 'staff' as const };
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildAccountsTestApp({ SMTP_URL: inbox.url });
  deps = orderLifecycleDeps({
    db: t.database.db,
    clock: t.clock,
    provider: t.app.payments.provider,
    mailer: t.app.mailer,
    log: t.app.log,
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

/** A customer (`changes`: their language, their preferences) with a paid PC build order. */
async function customerWithPaidBuild(changes: Partial<typeof users.$inferInsert> = {}) {
  const { userId, access, order } = await customerWithOrder(t, 'model-rigsmith-ember');
  if (Object.keys(changes).length > 0) {
    await t.database.db.update(users).set(changes).where(eq(users.id, userId));
  }
  const [user] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  await payOrder(t, access, order.id);
  return { email: user!.email, order };
}

const received = async (email: string) => {
  await t.app.mailer.settled();
  return inbox.to(email);
};
const money = (order: Order, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: order.currency }).format(
    order.total_price / 100,
  );

describe('order emails through an SMTP server', () => {
  it('tells the customer of each build stage, the shipping with its tracking and the delivery with a review link, each with the order’s total', async () => {
    const { email, order } = await customerWithPaidBuild();
    for (const _stage of buildStages) await advanceOrder(deps, order.id, staff);
    await shipOrder(deps, order.id, staff, { trackingNumber: 'JD0002230', carrier: 'DPD' });
    await deliverOrder(deps, order.id, staff, '2030-03-04');

    // Sent in the background, so in any order.
    const mails = await received(email);
    const ref = order.reference_number;
    const bySubject = (start: string) => mails.find((mail) => mail.subject.startsWith(start))!;
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        `Order ${ref} is confirmed`,
        `Order ${ref}: parts picked`,
        `Order ${ref}: in assembly`,
        `Order ${ref}: in the burn-in test`,
        `Order ${ref}: in quality check`,
        `Order ${ref}: packed and ready to ship`,
        `Order ${ref} is on its way`,
        `Order ${ref} has been delivered`,
      ].sort(),
    );
    const total = money(order, 'en-GB');
    for (const mail of mails) {
      expect(mail.text).toContain(`Total paid: ${total}`);
      expect(mail.html).toContain(total);
      for (const item of order.items) expect(mail.text).toContain(`${item.amount} × ${item.title}`);
    }
    expect(bySubject(`Order ${ref} is on its way`).text).toContain(
      'with DPD. Tracking number: JD0002230.',
    );
    const delivered = bySubject(`Order ${ref} has been delivered`);
    expect(delivered.text).toContain('was delivered on 4 March 2030');
    expect(delivered.text).toContain(`https://rigsmith.test/order/review?id=${order.id}`);
    expect(delivered.html).toContain(`href="https://rigsmith.test/order/review?id=${order.id}"`);
  });

  it('sends no stage or shipping email to a customer who turned order notifications off, but the delivery', async () => {
    const { email, order } = await customerWithPaidBuild({ orderNotifications: false });
    for (const _stage of buildStages) await advanceOrder(deps, order.id, staff);
    await shipOrder(deps, order.id, staff, { trackingNumber: 'JD0002231', carrier: 'DPD' });
    await deliverOrder(deps, order.id, staff);
    expect((await received(email)).map((mail) => mail.subject).sort()).toEqual([
      `Order ${order.reference_number} has been delivered`,
      `Order ${order.reference_number} is confirmed`,
    ]);
  });

  it('writes the cancellation and the refund in the customer’s language, with its money and dates formatted for it', async () => {
    const { email, order } = await customerWithPaidBuild({
      locale: 'de-DE',
      fullName: 'Jana Weber',
    });
    await cancelByRequest(deps, order.id, staff);
    const mails = await received(email);
    const cancelled = mails.find((mail) => mail.subject.endsWith('storniert'));
    const refunded = mails.find((mail) => mail.subject.endsWith('erstattet'));
    const total = money(order, 'de-DE');
    expect(cancelled!.subject).toBe(`Bestellung ${order.reference_number} wurde storniert`);
    expect(cancelled!.text).toContain('Hallo Jana,');
    expect(cancelled!.text).toContain(`über ${total} wurde storniert`);
    expect(cancelled!.text).toContain(`Bezahlt: ${total}`);
    expect(refunded!.subject).toBe(`Bestellung ${order.reference_number}: ${total} erstattet`);
    expect(refunded!.html).toContain(total);
    expect(refunded!.text).toContain('https://rigsmith.test/de/order/details?id=');
  });
});
