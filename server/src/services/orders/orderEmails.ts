import { eq } from 'drizzle-orm';
import type { BuildStage, MessageLocale, Order } from '@pcshop/stores/schemas';
import { orders } from '../../db/schema/index';
import { findUser } from '../account/users';
import type { Queryable } from '../auth/deps';
import type { EmailCatalogue, EmailKind } from '../email/catalogue';
import { editionOfLocale, type EmailRequest, type Mailer } from '../email/mailer';
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

/** The emails of an order's life; progress and shipping only when its customer allows them. */
export type OrderNotice = Extract<EmailKind, `order${string}`>;

const optional: ReadonlySet<OrderNotice> = new Set(['orderProgress', 'orderShipped']);

/** Where each email's button leads, in the customer's edition. */
const pathOf = (notice: OrderNotice, orderId: number) =>
  notice === 'orderDelivered'
    ? `/order/review?id=${orderId}`
    : notice === 'orderConfirmed' || notice === 'orderRefunded'
      ? '/account/orders'
      : `/order/details?id=${orderId}`;

/**
 * The order's email to its customer, in their language, sent in the background: a receipt with
 * every line and total, and what the email is about (the build stage reached, the carrier and
 * tracking number, the delivery date). Nothing is sent for progress or shipping when the
 * customer has turned order notifications off. `stage` is the build stage a progress email
 * announces: by the time it is written the order may have moved on.
 */
export function sendOrderEmail(
  deps: { mailer: Mailer; db: Queryable },
  notice: OrderNotice,
  orderId: number,
  stage: BuildStage | null = null,
): void {
  deps.mailer.sendInBackground(notice, async (): Promise<EmailRequest | null> => {
    const [row] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
    const user = await findUser(deps.db, row!.userId);
    if (optional.has(notice) && !user.orderNotifications) return null;
    const order = (await readOrder(deps.db, orderId))!;
    const intl = intlLocaleOf(user.locale);
    const texts = deps.mailer.texts(user.locale);
    const date = (iso: string) =>
      new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
    return {
      to: user,
      kind: notice,
      path: pathOf(notice, orderId),
      params: {
        reference: order.reference_number,
        total: money(order.total_price, order.currency, intl),
        delivery: date(order.expected_delivery_time),
        step: texts.orderSteps[stage ?? 'preparing'],
        carrier: row!.carrier ?? '',
        tracking: row!.trackingNumber ?? '',
        deliveredOn: row!.deliveredOn ? date(row!.deliveredOn) : '',
      },
      rows: orderRows(order, texts.orderSummary, user.locale),
    };
  });
}
