import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { listOutbox } from '../../services/email/outbox';
import { buildAccountsTestApp, type AccountsTestApp } from '../../test/accounts';

const SAMPLES = 100;
const MAX_MEDIAN_GAP_MS = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
};

function shuffle<T>(items: T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

describe('POST /api/auth/ask_for_password_reset and account enumeration', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(() => t.close());

  it(`answers ${SAMPLES} known and ${SAMPLES} unknown addresses alike, medians within ${MAX_MEDIAN_GAP_MS} ms`, async () => {
    const run = Date.now().toString(36);
    const now = t.clock.now();
    const known = Array.from({ length: SAMPLES }, (_, i) => `known.${run}.${i}@example.com`);
    const unknown = Array.from({ length: SAMPLES }, (_, i) => `unknown.${run}.${i}@example.com`);
    await t.database.db.insert(users).values(
      known.map((email) => ({
        email,
        locale: 'en-GB' as const,
        termsAcceptedAt: now,
        privacyAcceptedAt: now,
      })),
    );

    let address = 0;
    const ask = (email: string) => {
      address += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/ask_for_password_reset',
        payload: { email },
        // One client address per request, so the per-address rate limit stays out of the way.
        remoteAddress: `10.77.${address >> 8}.${address & 255}`,
      });
    };

    for (const email of [`warm.${run}@example.com`, known[0]!, unknown[0]!]) await ask(email);
    await t.app.mailer.settled();

    const timings = { known: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    const statuses = new Set<number>();
    const order = shuffle([
      ...known.map((email) => ({ email, kind: 'known' as const })),
      ...unknown.map((email) => ({ email, kind: 'unknown' as const })),
    ]);
    for (const { email, kind } of order) {
      // Each request is timed on an idle server: the email of the previous one has been sent.
      await t.app.mailer.settled();
      const started = performance.now();
      const response = await ask(email);
      timings[kind].push(performance.now() - started);
      bodies.add(response.body);
      statuses.add(response.statusCode);
    }
    await t.app.mailer.settled();

    const medians = { known: median(timings.known), unknown: median(timings.unknown) };
    console.info(
      `ask_for_password_reset median over ${SAMPLES} each (${t.database.kind}): known ${medians.known.toFixed(2)} ms, unknown ${medians.unknown.toFixed(2)} ms, gap ${Math.abs(medians.known - medians.unknown).toFixed(2)} ms`,
    );

    expect([...statuses]).toEqual([202]);
    expect(bodies.size).toBe(1);
    const sent = await listOutbox(t.config.mailDir);
    expect(new Set(sent.map((email) => email.to))).toEqual(new Set(known));
    expect(Math.abs(medians.known - medians.unknown)).toBeLessThan(MAX_MEDIAN_GAP_MS);
  });
});
