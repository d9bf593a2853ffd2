import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parts } from '../db/schema/index';
import { orderLifecycleDeps } from '../services/orders/orderLifecycleDeps';
import { buildAccountsTestApp, type AccountsTestApp } from '../test/accounts';
import { createPostgresDatabase } from '../test/app';
import { customerWithOrder, payOrder } from '../test/orders';
import { runShop } from './shop';
import type { ShopContext } from './shopContext';

let t: AccountsTestApp;
let context: ShopContext;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  context = {
    deps: orderLifecycleDeps({
      db: t.database.db,
      clock: t.clock,
      provider: t.app.payments.provider,
      mailer: t.app.mailer,
      log: t.app.log,
    }),
    settled: () => t.app.mailer.settled(),
    close: async () => {},
  };
});
afterAll(() => t.close());

/** Runs `shop …` on the test app's database: its exit code and what it printed. */
async function shop(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runShop(
    argv,
    { out: (text) => out.push(text), err: (text) => err.push(text) },
    async () => context,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('shop orders', () => {
  it('takes a PC build’s order from confirmed to delivered, and shows it with its timeline', async () => {
    const { order, access } = await customerWithOrder(t, 'model-rigsmith-ember');
    await payOrder(t, access, order.id);
    const ref = order.reference_number;

    const listed = await shop('orders', 'list', '--status', 'confirmed');
    expect(listed.code).toBe(0);
    expect(listed.out.split('\n')[0]).toMatch(/^Reference\s+Status\s+Customer\s+Total/);
    expect(listed.out).toContain(ref);

    expect(await shop('orders', 'advance', ref)).toMatchObject({
      code: 0,
      out: `Order ${ref}: confirmed → in_progress · parts_picked`,
    });
    const stale = await shop('orders', 'advance', ref, '--from', 'confirmed');
    expect(stale.code).toBe(1);
    expect(stale.err).toContain('order_changed');
    for (let step = 0; step < 4; step += 1)
      expect((await shop('orders', 'advance', ref)).code).toBe(0);

    const past = await shop('orders', 'advance', ref);
    expect(past.code).toBe(1);
    expect(past.err).toContain(`Order ${ref} is in_progress · packed: it cannot be advanced`);
    expect(past.err).toContain('invalid_transition');

    expect((await shop('orders', 'ship', ref, '--carrier', 'DPD')).code).toBe(1);
    expect(
      await shop('orders', 'ship', ref, '--tracking', 'JD000223', '--carrier', 'DPD'),
    ).toMatchObject({ code: 0 });
    const early = await shop('orders', 'cancel', ref);
    expect(early.code).toBe(1);
    expect(early.err).toContain('cannot be cancelled');
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await shop('orders', 'deliver', String(order.id), '--on', today)).out).toBe(
      `Order ${order.id}: delivered on ${today}`,
    );

    const shown = await shop('orders', 'show', ref.toLowerCase());
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('Status:   completed');
    expect(shown.out).toContain('Tracking: DPD JD000223');
    expect(shown.out).toMatch(/in_progress · burn_in_test\s+in_progress · quality_check\s+staff/);
    expect(shown.out).toMatch(/waiting_for_payment\s+confirmed\s+payment/);
  });

  it('shows the checks of a build the rules could not make, for the build team', async () => {
    const plain = await customerWithOrder(t, 'model-rigsmith-ember');
    expect((await shop('orders', 'show', plain.order.reference_number)).out).toContain(
      'Unverified checks: none',
    );
    // The case's data sheet stops listing its cooler clearance: the order still goes through.
    await t.database.db
      .update(parts)
      .set({ specs: sql`${parts.specs} || '{"maxCoolerHeightMm": null}'::jsonb` })
      .where(eq(parts.reference, 'case-deepcool-ch560'));
    const { order } = await customerWithOrder(t, 'model-rigsmith-ember');
    const shown = await shop('orders', 'show', order.reference_number);
    expect(shown.out).toMatch(
      /cooler_too_tall\s+cooler-thermalright-peerless-assassin-120-se, case-deepcool-ch560\s+case\.maxCoolerHeightMm/,
    );
  });

  it('cancels and refunds a confirmed order, and refuses a second refund', async () => {
    const { order, access } = await customerWithOrder(t, 'model-rigsmith-ember');
    await payOrder(t, access, order.id);
    const ref = order.reference_number;
    expect((await shop('orders', 'cancel', ref)).code).toBe(0);
    const again = await shop('orders', 'refund', ref);
    expect(again.code).toBe(1);
    expect(again.err).toContain('has no payment left to refund');
  });

  it('says an unknown order, a command or an option it does not know, and its usage', async () => {
    expect(await shop('orders', 'show', 'RS-NOPE0000')).toMatchObject({
      code: 1,
      err: 'shop: Unknown order RS-NOPE0000',
    });
    expect((await shop('orders', 'launch', 'RS-1')).code).toBe(1);
    expect((await shop('orders', 'list', '--colour', 'red')).code).toBe(1);
    expect((await shop('orders', 'list', '--status', 'lost')).err).toContain('--status takes');
    const help = await shop('orders', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('ship <order> --tracking <number> --carrier <name>');
    expect((await shop('stock')).code).toBe(2);
  });
});

describe('the shop command', () => {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'shop.ts');
  const run = (env: Record<string, string>, ...argv: string[]) =>
    new Promise<{ code: number | null; err: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script, ...argv], {
        env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      });
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, err }));
    });

  it('opens the configured database (PGlite in DATA_DIR, or DATABASE_URL) and exits 1 on an unknown order', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rigsmith-shop-'));
    const postgres = process.env.DATABASE_URL
      ? await createPostgresDatabase(process.env.DATABASE_URL)
      : null;
    try {
      const env = postgres
        ? { DATA_DIR: dataDir, DATABASE_URL: postgres.url }
        : { DATA_DIR: dataDir, DATABASE_URL: '' };
      const result = await run(env, 'orders', 'show', 'RS-NOPE0000');
      expect(result.code, result.err).toBe(1);
      expect(result.err).toContain('Unknown order RS-NOPE0000');
    } finally {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
    // A new process migrates a new database first: seconds on a busy machine.
  }, 90_000);
});
