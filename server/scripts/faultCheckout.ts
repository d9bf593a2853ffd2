/**
 * The checkout under crashes (not in CI; README: Ordering API, its figures): a real server process
 * on a scratch PostgreSQL database is killed with SIGKILL every few seconds and started again,
 * while FAULT_CUSTOMERS customers (default 1,000), FAULT_CONCURRENCY at a time (default 20), each
 * order, pay (a mix of the test cards: at once, declined then another card, the challenge, later
 * by webhook) and come back until their order is confirmed, retrying each step after a lost
 * answer as a browser would (the same Idempotency-Key). Then it counts: paid orders not confirmed
 * (lost), orders charged twice, and whether the stock the orders hold is the stock the parts lost.
 * Run: `DATABASE_URL=postgres://… pnpm --filter @pcshop/server fault:checkout`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { authSessions, basketLines, models, parts, users } from '../src/db/schema/index';
import { AccessTokens } from '../src/services/auth/accessTokens';
import { systemClock } from '../src/services/clock';
import { createPostgresDatabase } from '../src/test/app';

const customers = Number(process.env.FAULT_CUSTOMERS ?? 1000);
const concurrency = Number(process.env.FAULT_CONCURRENCY ?? 20);
const port = Number(process.env.FAULT_PORT ?? 3197);
const base = `http://127.0.0.1:${port}`;
const secret = randomBytes(32).toString('base64url');

const cards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  challenge: '4000000000003220',
  later: '4000000000000077',
};

let server: ChildProcess | null = null;
let kills = 0;
let retries = 0;

function startServer(databaseUrl: string, dataDir: string) {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      LOG_LEVEL: 'error',
      RATE_LIMIT_SCALE: '1000',
      TEST_PAYMENT_LATER_MS: '1000',
      ORDER_SWEEP_SECONDS: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** A call retried until the server answers it (a dropped connection, a 5xx), as a browser would. */
async function call(
  method: string,
  url: string,
  token: string | null,
  body?: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  for (;;) {
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(10_000),
      });
      const json = (await response.json()) as Record<string, unknown>;
      if (response.status < 500) return { status: response.status, json };
    } catch {
      // The server is down or was killed mid-answer: try again.
    }
    retries += 1;
    await sleep(200);
  }
}

async function checkout(index: number, userId: string, sessionId: string, tokens: AccessTokens) {
  const token = () => tokens.sign({ userId, sessionId });
  const key = randomUUID();
  const placed = await call(
    'POST',
    '/api/basket/to_order',
    await token(),
    {
      shipping_address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address: { line1: '1 High Street', city: 'York', postcode: 'YO1 7HH', country: 'GB' },
      },
      phone_number: '+447700900123',
    },
    { 'idempotency-key': key },
  );
  if (placed.status !== 201 && placed.status !== 200) {
    throw new Error(`order ${index}: ${placed.status} ${JSON.stringify(placed.json)}`);
  }
  const orderId = placed.json.id as number;
  const payment = (await call('POST', `/api/order/${orderId}/payment`, await token())).json as {
    intent_id: string;
    client_secret: string;
  };
  const pay = (card: string) =>
    call('POST', `/api/test_payments/${payment.intent_id}/confirm`, null, {
      client_secret: payment.client_secret,
      card_number: card,
      expiry: '12/30',
      cvc: '123',
    });
  const kind = index % 10;
  if (kind === 0) {
    await pay(cards.declined);
    await pay(cards.succeeds);
  } else if (kind === 1) {
    await pay(cards.later);
  } else if (kind === 2) {
    const asked = await pay(cards.challenge);
    if (asked.json.status === 'requires_action') {
      await call('POST', `/api/test_payments/${payment.intent_id}/challenge`, null, {
        client_secret: payment.client_secret,
        approve: true,
      });
    }
  } else {
    await pay(cards.succeeds);
  }
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const state = await call('POST', `/api/order/${orderId}/payment/confirm`, await token());
    if ((state.json.order as { status: string } | undefined)?.status === 'confirmed') return;
    await sleep(200);
  }
  throw new Error(`order ${orderId} was never confirmed`);
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required: the fault run uses PostgreSQL');
  const scratch = await createPostgresDatabase(url);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rigsmith-fault-'));
  try {
    startServer(scratch.url, dataDir);
    // Up once (it migrates and seeds the scratch database).
    for (let up = false; !up; await sleep(300)) {
      up = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
    }
    const { db } = scratch.handle;
    await db.update(parts).set({ stock: 100_000 });
    const picked = await db
      .select({ id: parts.id })
      .from(parts)
      .where(sql`${parts.category} in ('accessory', 'monitor') and ${parts.status} = 'public'`)
      .limit(5);
    const [model] = await db
      .select({ id: models.id, slug: models.slug })
      .from(models)
      .where(sql`${models.slug} = 'rigsmith-ember'`);
    const now = new Date();
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: customers }, (_, index) => ({
          email: `fault.${index}@example.com`,
          locale: 'en-GB' as const,
          termsAcceptedAt: now,
          privacyAcceptedAt: now,
        })),
      )
      .returning({ id: users.id });
    const sessions = await db
      .insert(authSessions)
      .values(
        made.map(({ id }) => ({
          userId: id,
          remember: true,
          createdAt: now,
          expiresAt: new Date(now.getTime() + 86_400_000),
        })),
      )
      .returning({ id: authSessions.id, userId: authSessions.userId });
    await db.insert(basketLines).values(
      made.flatMap(({ id }, index) => {
        const part = picked[index % picked.length]!;
        return [
          { userId: id, product: String(part.id), partId: part.id, amount: 1 + (index % 3) },
          ...(index % 3 === 0
            ? [{ userId: id, product: `model-${model!.slug}`, modelId: model!.id, amount: 1 }]
            : []),
        ];
      }),
    );
    const one = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
    const before = await one<{ total: number }>(sql`select sum(stock)::int as total from parts`);

    const tokens = new AccessTokens(secret, systemClock);
    let next = 0;
    let done = 0;
    const started = Date.now();
    const shoppers = Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < sessions.length) {
          const index = next++;
          const session = sessions[index]!;
          await checkout(index, session.userId, session.id, tokens);
          done += 1;
        }
      }),
    );
    let running = true;
    const killer = (async () => {
      while (running) {
        await sleep(3000 + Math.random() * 4000);
        if (!running) break;
        server?.kill('SIGKILL');
        kills += 1;
        await sleep(300);
        startServer(scratch.url, dataDir);
        console.info(`kill ${kills}: ${done}/${customers} confirmed`);
      }
    })();
    await shoppers;
    running = false;
    await killer;
    const seconds = Math.round((Date.now() - started) / 1000);
    await sleep(3000);
    server?.kill('SIGTERM');

    const counts = await one<Record<string, number>>(sql`
      select
        (select count(*)::int from orders) as orders,
        (select count(*)::int from orders where status = 'confirmed') as confirmed,
        (select count(*)::int from test_payment_intents where status = 'succeeded') as paid,
        (select count(*)::int from test_payment_intents i join orders o on o.id = i.order_id
           where i.status = 'succeeded' and o.status <> 'confirmed' and i.refunded = 0) as lost,
        (select count(*)::int from (select order_id from test_payment_intents
           where status = 'succeeded' group by order_id having count(*) > 1) twice) as charged_twice,
        (select coalesce(sum(amount), 0)::int from order_reservations) as held,
        (select coalesce(sum(case when l.part_id is not null then l.amount
           else l.amount * (select coalesce(sum((c ->> 'amount')::int), 0)
                            from jsonb_array_elements(l.components) c) end), 0)::int
           from order_lines l join orders o on o.id = l.order_id
           where o.status <> 'cancelled') as open_lines,
        (select sum(stock)::int from parts) as stock`);
    console.info(
      `checkouts: ${customers} customers, ${concurrency} at a time, ${seconds} s, ${kills} kills (SIGKILL) and restarts, ${retries} calls retried`,
    );
    console.info(
      '| orders | confirmed | paid at the processor | paid orders lost | charged twice | stock held by orders | parts of open orders | stock the parts lost |',
    );
    console.info('|---|---|---|---|---|---|---|---|');
    console.info(
      `| ${counts.orders} | ${counts.confirmed} | ${counts.paid} | ${counts.lost} | ${counts.charged_twice} | ${counts.held} | ${counts.open_lines} | ${before.total - counts.stock!} |`,
    );
    if (
      counts.orders !== customers ||
      counts.lost !== 0 ||
      counts.charged_twice !== 0 ||
      counts.held !== counts.open_lines ||
      counts.held !== before.total - counts.stock!
    ) {
      throw new Error('the checkout lost or doubled something');
    }
  } finally {
    server?.kill('SIGKILL');
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
