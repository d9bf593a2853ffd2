/**
 * `POST /api/basket/to_order` under concurrent checkouts on PostgreSQL: BENCH_CUSTOMERS customers
 * (default 1,000), each with a 3-line basket (two parts and a model, so a build's parts too),
 * order BENCH_CONNECTIONS at a time (default 50) over HTTP, all drawing on the same parts' stock.
 * Prints p50/p95/p99 latency, orders per second, statements per order and the CPU time an order
 * costs this process's main thread and (when it runs here) PostgreSQL, and checks that every
 * order was made once and the stock taken adds up. DATABASE_URL is required.
 * Run: `DATABASE_URL=postgres://… pnpm --filter @pcshop/server bench:order`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, asc, eq, inArray, sql, sum } from 'drizzle-orm';
import pg from 'pg';
import { app } from '../src/app';
import { loadConfig } from '../src/config';
import { createFastify } from '../src/fastify';
import {
  basketLines,
  models,
  orderReservations,
  orders,
  parts,
  users,
} from '../src/db/schema/index';
import { startSession } from '../src/services/auth/sessions';
import { openBenchDatabase } from './benchDatabase';
import { postgresCpuMs } from './postgresCpu';

const customers = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const concurrency = Number(process.env.BENCH_CONNECTIONS ?? 50);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required: the benchmark runs on PostgreSQL');
  const bench = await openBenchDatabase(url);
  const { database } = bench;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rigsmith-bench-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://rigsmith.test',
      JWT_SECRET: randomBytes(32).toString('base64url'),
    });
    const server = createFastify(config, { logger: false });
    await server.register(app, { config, database });
    const base = await server.listen({ host: '127.0.0.1', port: 0 });

    // Two parts on sale and a model: every basket draws on the same rows.
    const picked = await database.db
      .select({ id: parts.id })
      .from(parts)
      .where(and(eq(parts.category, 'accessory'), eq(parts.status, 'public')))
      .orderBy(asc(parts.id))
      .limit(2);
    const [model] = await database.db
      .select({ id: models.id, slug: models.slug })
      .from(models)
      .where(eq(models.slug, 'rigsmith-ember'));
    await database.db.update(parts).set({ stock: 1_000_000 });

    const now = new Date();
    const made = await database.db
      .insert(users)
      .values(
        Array.from({ length: customers }, (_, index) => ({
          email: `bench.order.${index}@example.com`,
          locale: 'en-GB' as const,
          termsAcceptedAt: now,
          privacyAcceptedAt: now,
        })),
      )
      .returning({ id: users.id });
    await database.db.insert(basketLines).values(
      made.flatMap(({ id }) => [
        ...picked.map((part) => ({
          userId: id,
          product: String(part.id),
          partId: part.id,
          amount: 1,
        })),
        { userId: id, product: `model-${model!.slug}`, modelId: model!.id, amount: 1 },
      ]),
    );
    const tokens = await Promise.all(
      made.map(async ({ id }) => (await startSession(server.auth, id, false)).access),
    );
    const stockBefore = await database.db
      .select({ total: sum(parts.stock).mapWith(Number) })
      .from(parts);

    const body = JSON.stringify({
      shipping_address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address: { line1: '1 High Street', city: 'York', postcode: 'YO1 7HH', country: 'GB' },
      },
      phone_number: '+447700900123',
    });
    // A light client: node's own HTTP with kept-alive sockets. It asks for compression as a
    // browser does, but leaves the answer compressed: decompressing is the shopper's device's
    // work, and fetch's streams cost this process a tenth of its time.
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const order = (access: string) =>
      new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
        const request = http.request(
          `${base}/api/basket/to_order`,
          {
            method: 'POST',
            agent,
            headers: {
              authorization: `Bearer ${access}`,
              'content-type': 'application/json',
              'accept-encoding': 'br, gzip',
              'idempotency-key': randomUUID(),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode!, body: Buffer.concat(chunks) }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });

    // One order alone, for its statements: every client's, the transaction's included (the
    // pool's own count misses those of a client checked out for a transaction).
    const query = pg.Client.prototype.query;
    let statements = 0;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      statements += 1;
      return (query as (...args: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    const first = await order(tokens[0]!).finally(() => {
      pg.Client.prototype.query = query;
    });
    if (first.status !== 201)
      throw new Error(`to_order: ${first.status} ${first.body.length} bytes`);

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let next = 1;
    const loopBefore = performance.eventLoopUtilization();
    const postgresBefore = await postgresCpuMs();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < tokens.length) {
          const access = tokens[next++]!;
          const sent = performance.now();
          const response = await order(access);
          latencies.push(performance.now() - sent);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const busyMs = performance.eventLoopUtilization(loopBefore).active;
    const postgresMs = (await postgresCpuMs()) - postgresBefore;
    latencies.sort((a, b) => a - b);

    const [{ count }] = (await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)) as [{ count: number }];
    const [held] = await database.db
      .select({ amount: sum(orderReservations.amount).mapWith(Number) })
      .from(orderReservations);
    const stockAfter = await database.db
      .select({ total: sum(parts.stock).mapWith(Number) })
      .from(parts);
    const left = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(basketLines)
      .where(
        inArray(
          basketLines.userId,
          made.map((user) => user.id),
        ),
      );

    console.info(
      `to_order, PostgreSQL: ${customers} customers, ${concurrency} ordering at once, 3-line baskets (2 parts and a model)`,
    );
    console.info(
      '| orders | orders/s | p50 ms | p95 ms | p99 ms | max ms | statements/order | process busy ms/order | PostgreSQL CPU ms/order | answers |',
    );
    console.info('|---|---|---|---|---|---|---|---|---|---|');
    const r = (value: number) => Math.round(value * 10) / 10;
    const perOrder = (ms: number) => (ms / latencies.length).toFixed(2);
    console.info(
      `| ${latencies.length + 1} | ${Math.round(latencies.length / seconds)} | ${r(percentile(latencies, 50))} | ${r(percentile(latencies, 95))} | ${r(percentile(latencies, 99))} | ${r(latencies.at(-1)!)} | ${statements} | ${perOrder(busyMs)} | ${Number.isNaN(postgresMs) ? 'not local' : perOrder(postgresMs)} | ${[...statuses].map(([status, times]) => `${status}×${times}`).join(' ')} |`,
    );
    if (!Number.isNaN(postgresMs)) {
      // Little's law: orders in flight = orders/s × mean latency; the CPU an order costs bounds
      // orders/s on this machine's cores, which the process, its client and PostgreSQL share.
      const cpuMsPerOrder = (busyMs + postgresMs) / latencies.length;
      const cores = availableParallelism();
      const most = (cores * 1000) / cpuMsPerOrder;
      console.info(
        `CPU an order costs here: ${cpuMsPerOrder.toFixed(2)} ms; ${cores} cores allow at most ${Math.round(most)} orders/s, so ${concurrency} in flight wait at least ${Math.round((concurrency / most) * 1000)} ms on average`,
      );
    }
    const taken = stockBefore[0]!.total - stockAfter[0]!.total;
    console.info(
      `orders made: ${count} (customers ${customers}); stock taken ${taken}, held by orders ${held!.amount}; basket lines left ${left[0]!.count}`,
    );
    if (count !== customers || taken !== held!.amount || left[0]!.count !== 0) {
      throw new Error('the orders do not add up');
    }
    agent.destroy();
    await server.close();
  } finally {
    await bench.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
