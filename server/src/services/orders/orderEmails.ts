import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { MessageLocale, Order } from '@pcshop/stores/schemas';
import { orders } from '../../db/schema/index';
import { findUser } from '../account/users';
import type { EmailCatalogue } from '../email/catalogue';
import { editionOfLocale, type EmailRequest } from '../email/mailer';
import { readOrder } from './readOrder';

const intlLocaleOf = (locale: MessageLocale) => editionOfLocale(locale).intlLocale;

/** Money as the storefront shows it in the language (`£1,799.00`, `1.799,00 €`). */
const money = (amount: number, currency: string, intlLocale: string) =>
  new Intl.NumberFormat(intlLocale, { style: 'currency', currency }).format(amount / 100);

/** An order's lines and totals as the rows of its email: the figures of the order, to the penny. */
export function orderRows(
  order: Order,
  labels: EmailCatalogue['orderSummary'],
  locale: MessageLocale,
) {
  const intl = intlLocaleOf(locale);
  const format = (amount: number) => money(amount, order.currency, intl);
  return [
    ...order.items.map((item) => ({
      label: `${item.amount} × ${item.title}`,
      value: format(item.total),
    })),
    { label: labels.subtotal, value: format(order.subtotal) },
    ...(order.discount > 0
      ? [{ label: labels.discount, value: `−${format(order.discount)}` }]
      : []),
    {
      label: labels.shipping,
      value: order.shipping_price === 0 ? labels.free : format(order.shipping_price),
    },
    { label: labels.total, value: format(order.total_price), strong: true },
    { label: labels.vat, value: format(order.vat) },
  ];
}

/**
 * The order's email to its customer, in their language, sent in the background: confirmed (a
 * receipt with every line and total) or refunded (paid after its hold ran out).
 */
export function sendOrderEmail(
  app: FastifyInstance,
  kind: 'orderConfirmed' | 'orderRefunded',
  orderId: number,
): void {
  app.mailer.sendInBackground(kind, async (): Promise<EmailRequest> => {
    const order = (await readOrder(app.database.db, orderId))!;
    const [row] = await app.database.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, orderId));
    const user = await findUser(app.database.db, row!.userId);
    const intl = intlLocaleOf(user.locale);
    return {
      to: user,
      kind,
      path: '/account/orders',
      params: {
        reference: order.reference_number,
        total: money(order.total_price, order.currency, intl),
        delivery: new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(order.expected_delivery_time),
        ),
      },
      rows: orderRows(order, app.mailer.texts(user.locale).orderSummary, user.locale),
    };
  });
}
