import { parseArgs } from 'node:util';
import { desc, eq, or, sql } from 'drizzle-orm';
import { buildStages, orderStatuses, type OrderDetails } from '@pcshop/stores/schemas';
import { orderLines, orders, users } from '../db/schema/index';
import { HttpError } from '../services/errors';
import {
  advanceOrder,
  cancelByRequest,
  deliverOrder,
  refundByRequest,
  shipOrder,
} from '../services/orders/orderLifecycle';
import { readOrderDetails } from '../services/orders/readOrder';
import { stepName, type OrderStep } from '../services/orders/transitions';
import type { ShopContext } from './shopContext';
import { formatTable } from './table';

export const ordersUsage = `Usage: pnpm --filter @pcshop/server shop orders <command> [options]

Moves orders through their life on the configured database (DATABASE_URL, else PGlite in
DATA_DIR/db); emails go through SMTP_URL, else to the outbox (DATA_DIR/mail).

Commands:
  list [--status <status>] [--limit <n>]     the newest orders (default 20)
  show <order>                               one order: lines, totals, timeline, unverified checks
  advance <order> [--from <step>]            to its next step in the workshop (confirmed →
                                             in_progress; a PC build through parts_picked,
                                             assembly, burn_in_test, quality_check, packed);
                                             --from: only if it still stands there
  ship <order> --tracking <number> --carrier <name>
                                             a packed order (a single product's: in progress)
  deliver <order> [--on <YYYY-MM-DD>]        a shipped order, delivered (default today)
  cancel <order>                             before it ships: stock back, payment refunded
  refund <order>                             a cancelled or delivered order's payment, in full

<order> is a reference (RS-7K3M9QPD) or an id. Statuses: ${orderStatuses.join(', ')}.
Add --help to any command for this text.`;

/** A refusal of the command line: said on stderr, exit code 1. */
export class CommandError extends Error {}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount / 100);
const apiStepName = (step: OrderDetails['next_step'] & object) =>
  stepName({ status: step.status, stage: step.build_stage });

function parseStep(value: string): OrderStep {
  const [status, stage = null] = value.split(/[:·/]/).map((part) => part.trim());
  if (
    !orderStatuses.includes(status as never) ||
    (stage !== null && (status !== 'in_progress' || !buildStages.includes(stage as never)))
  ) {
    throw new CommandError(
      `--from takes a status or in_progress:<stage> (${buildStages.join(', ')}), not "${value}"`,
    );
  }
  return { status, stage } as OrderStep;
}

async function findOrder(context: ShopContext, key: string | undefined): Promise<number> {
  if (!key) throw new CommandError(`Name an order (a reference or an id)\n\n${ordersUsage}`);
  const id = /^\d{1,9}$/.test(key) ? Number(key) : -1;
  const [order] = await context.deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(or(eq(orders.id, id), eq(sql`upper(${orders.reference})`, key.toUpperCase())));
  if (!order) throw new CommandError(`Unknown order ${key}`);
  return order.id;
}

async function show(context: ShopContext, orderId: number): Promise<string> {
  const [order, lines] = await Promise.all([
    readOrderDetails(context.deps.db, orderId).then((details) => details!),
    context.deps.db
      .select({ id: orderLines.id, checks: orderLines.unverifiedChecks })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(orderLines.position),
  ]);
  const checks = lines.flatMap(({ id, checks: unverified }) =>
    unverified.map((check) => [
      String(id),
      check.code,
      check.parts.join(', '),
      check.missing.join(', '),
    ]),
  );
  const price = (amount: number) => money(amount, order.currency);
  const { address } = order.shipping_address;
  const facts = [
    ['Order', `${order.reference_number} (id ${order.id})`],
    ['Status', stepName({ status: order.status, stage: order.build_stage })],
    ['Next', order.next_step ? apiStepName(order.next_step) : '—'],
    ['Ordered', order.created_at],
    [
      'Ship to',
      `${order.shipping_address.first_name} ${order.shipping_address.last_name}, ${address.line1}, ${address.city} ${address.postcode}, ${address.country}`,
    ],
    ['Ships by', order.estimated_ship_date ?? '—'],
    ['Delivery', order.delivered_on ?? `expected ${order.expected_delivery_time}`],
    ['Tracking', order.tracking_number ? `${order.carrier} ${order.tracking_number}` : '—'],
    ['Total', `${price(order.total_price)} (VAT ${price(order.vat)})`],
  ];
  return [
    facts.map(([label, value]) => `${`${label}:`.padEnd(10)}${value}`).join('\n'),
    '',
    formatTable(
      ['Item', 'Product', 'Qty', 'Price', 'Total'],
      order.items.map((item) => [
        String(item.id),
        item.title,
        String(item.amount),
        price(item.price),
        price(item.total),
      ]),
    ),
    '',
    formatTable(
      ['When', 'From', 'To', 'By'],
      order.timeline.map((event) => [
        event.at,
        event.from ? apiStepName(event.from) : '—',
        apiStepName(event.to),
        event.actor,
      ]),
    ),
    '',
    checks.length === 0
      ? 'Unverified checks: none'
      : `Unverified checks (a fact isn't listed: check by hand when assembling)\n${formatTable(['Item', 'Rule', 'Parts', 'Not listed'], checks)}`,
  ].join('\n');
}

async function list(context: ShopContext, status: string | undefined, limit: number) {
  if (status !== undefined && !orderStatuses.includes(status as never)) {
    throw new CommandError(`--status takes one of ${orderStatuses.join(', ')}, not "${status}"`);
  }
  const rows = await context.deps.db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(status === undefined ? undefined : eq(orders.status, status))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return 'No orders.';
  return formatTable(
    ['Reference', 'Status', 'Customer', 'Total', 'Ordered', 'Tracking'],
    rows.map(({ order, email }) => [
      order.reference,
      stepName({ status: order.status, stage: order.buildStage } as OrderStep),
      email,
      money(order.totalPrice, order.currency),
      order.createdAt.toISOString().slice(0, 16).replace('T', ' '),
      order.trackingNumber ? `${order.carrier} ${order.trackingNumber}` : '',
    ]),
  );
}

/**
 * `shop orders …`: answers what to print. Refusals of the order's life (an invalid transition, a
 * move made meanwhile) come back as CommandErrors with the service's message.
 */
export async function ordersCommand(context: ShopContext, argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      limit: { type: 'string', default: '20' },
      from: { type: 'string' },
      tracking: { type: 'string' },
      carrier: { type: 'string' },
      on: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, key, ...extra] = positionals;
  if (values.help || !command) return ordersUsage;
  if (extra.length > 0) throw new CommandError(`Unexpected ${extra.join(' ')}\n\n${ordersUsage}`);
  const staff = { actor: 'staff' as const };
  const { deps } = context;
  try {
    switch (command) {
      case 'list': {
        const limit = Number(values.limit);
        if (!Number.isInteger(limit) || limit < 1) {
          throw new CommandError(`--limit takes a whole number above 0, not "${values.limit}"`);
        }
        return await list(context, values.status, limit);
      }
      case 'show':
        return await show(context, await findOrder(context, key));
      case 'advance': {
        const orderId = await findOrder(context, key);
        const expected = values.from ? parseStep(values.from) : undefined;
        const { from, to } = await advanceOrder(deps, orderId, { ...staff, expected });
        return `Order ${key}: ${stepName(from)} → ${stepName(to)}`;
      }
      case 'ship': {
        const trackingNumber = values.tracking?.trim();
        const carrier = values.carrier?.trim();
        if (!trackingNumber || !carrier) {
          throw new CommandError('ship takes --tracking <number> and --carrier <name>');
        }
        const orderId = await findOrder(context, key);
        await shipOrder(deps, orderId, staff, { trackingNumber, carrier });
        return `Order ${key}: shipped with ${carrier}, tracking ${trackingNumber}`;
      }
      case 'deliver': {
        if (values.on !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.on)) {
          throw new CommandError(`--on takes a date as YYYY-MM-DD, not "${values.on}"`);
        }
        const orderId = await findOrder(context, key);
        const { order } = await deliverOrder(deps, orderId, staff, values.on);
        return `Order ${key}: delivered on ${order.deliveredOn}`;
      }
      case 'cancel': {
        const orderId = await findOrder(context, key);
        const { refunded } = await cancelByRequest(deps, orderId, staff);
        if (!refunded) {
          throw new CommandError(
            `Order ${key} is cancelled, but its refund failed: try again with "shop orders refund ${key}"`,
          );
        }
        return `Order ${key}: cancelled, stock given back, payment (if any) refunded`;
      }
      case 'refund': {
        const orderId = await findOrder(context, key);
        const amount = await refundByRequest(deps, orderId);
        const [order] = await deps.db
          .select({ currency: orders.currency })
          .from(orders)
          .where(eq(orders.id, orderId));
        return `Order ${key}: ${money(amount, order!.currency)} refunded`;
      }
      default:
        throw new CommandError(`Unknown command "${command}"\n\n${ordersUsage}`);
    }
  } catch (error) {
    if (error instanceof HttpError) throw new CommandError(`${error.message} (${error.code})`);
    throw error;
  }
}
