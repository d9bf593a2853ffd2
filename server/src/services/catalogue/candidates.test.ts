import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { parts } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { countQueries } from '../../test/queryCounter';
import { readCandidates } from './candidates';
import { requestContext } from './context';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const memory = () =>
  readCandidates(
    t.database.db,
    requestContext({ country: 'GB' }),
    { category: 'memory', inStock: false },
    and(eq(parts.status, 'public'), eq(parts.category, 'memory')),
    [asc(parts.id)],
  );

describe('readCandidates', () => {
  it('reads the specs once, then again only for a row rewritten since, whoever wrote it', async () => {
    const counter = countQueries(t.database);
    try {
      const first = await memory();
      expect(counter.count).toBe(1);
      const kit = first[0]!;

      counter.reset();
      expect(await memory()).toEqual(first);
      expect(counter.count).toBe(1);

      // Written as a script or another process would: specs and stock, updated_at untouched.
      await t.database.db
        .update(parts)
        .set({ specs: sql`${parts.specs} || '{"speedMtps": 1234}'::jsonb`, stock: 77 })
        .where(eq(parts.id, kit.id));
      counter.reset();
      const second = await memory();
      expect(counter.count).toBe(2);
      const rewritten = second.find((candidate) => candidate.id === kit.id)!;
      expect(rewritten.stock).toBe(77);
      expect(rewritten.part.specs).toMatchObject({ speedMtps: 1234 });
      expect(second.filter((candidate) => candidate.id !== kit.id)).toEqual(first.slice(1));

      counter.reset();
      await memory();
      expect(counter.count).toBe(1);
    } finally {
      counter.restore();
    }
  });
});
