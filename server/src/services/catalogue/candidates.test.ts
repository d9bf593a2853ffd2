import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MAX_PER_PAGE, sortOptions } from '@pcshop/stores/constants';
import { productListQuerySchema } from '@pcshop/stores/schemas';
import { partPrices, parts } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { countQueries } from '../../test/queryCounter';
import { categoryFacts, categoryPrices, readListed } from './candidates';
import { requestContext } from './context';
import { listProducts } from './products';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const pounds = requestContext({ country: 'GB', currency: 'GBP' });

/** The memory kits in stock as a list reads them: ids and revision, then facts and prices. */
async function memory() {
  const { ids, revision } = await readListed(
    t.database.db,
    { sort: 'bestselling', inStock: true },
    { category: 'memory', currency: 'GBP' },
  );
  const [facts, prices] = await Promise.all([
    categoryFacts(t.database.db, 'memory', revision),
    categoryPrices(t.database.db, 'memory', pounds, revision),
  ]);
  return {
    ids,
    revision,
    facts,
    prices,
  };
}

describe('the facts kept per process', () => {
  it('are read once, then again only after a write of facts, whoever wrote it', async () => {
    const counter = countQueries(t.database);
    try {
      const first = await memory();
      expect(counter.count).toBe(3);
      const kit = first.facts.find((part) => first.ids.includes(part.id))!;

      counter.reset();
      const again = await memory();
      expect(counter.count).toBe(1);
      expect(again.facts).toBe(first.facts);
      expect(again.prices).toBe(first.prices);

      // Stock and status change with every order: read every time, they leave the facts be.
      await t.database.db.update(parts).set({ stock: 0 }).where(eq(parts.id, kit.id));
      counter.reset();
      const soldOut = await memory();
      expect(counter.count).toBe(1);
      expect(soldOut.revision).toBe(first.revision);
      expect(first.ids).toContain(kit.id);
      expect(soldOut.ids).not.toContain(kit.id);
      await t.database.db.update(parts).set({ stock: 77 }).where(eq(parts.id, kit.id));
      expect((await memory()).ids).toContain(kit.id);

      // Written as a script or another process would: only the database knows.
      await t.database.db
        .update(parts)
        .set({ specs: sql`${parts.specs} || '{"speedMtps": 1234}'::jsonb` })
        .where(eq(parts.id, kit.id));
      counter.reset();
      const rewritten = await memory();
      expect(counter.count).toBe(3);
      expect(rewritten.revision).toBeGreaterThan(first.revision);
      expect(rewritten.facts.find((part) => part.id === kit.id)?.part.specs).toMatchObject({
        speedMtps: 1234,
      });

      await t.database.db
        .update(partPrices)
        .set({ amount: 12345 })
        .where(and(eq(partPrices.partId, kit.id), eq(partPrices.currency, 'GBP')));
      counter.reset();
      const repriced = await memory();
      expect(counter.count).toBe(3);
      expect(repriced.revision).toBeGreaterThan(rewritten.revision);
      expect(repriced.prices.get(kit.id)).toBe(12345);
    } finally {
      counter.restore();
    }
  });

  it("list the ids in each of the list's orders, as a plain page of the products lists them", async () => {
    for (const sort of sortOptions) {
      for (const inStock of [false, true]) {
        const { ids } = await readListed(
          t.database.db,
          { sort, inStock },
          { category: 'memory', currency: 'EUR' },
        );
        const plain = await listProducts(
          t.database.db,
          productListQuerySchema.parse({
            category: 'memory',
            sort,
            in_stock: String(inStock),
            country: 'FR',
            per_page: MAX_PER_PAGE,
          }),
        );
        expect(plain.total).toBeLessThan(MAX_PER_PAGE);
        expect(ids, `${sort}${inStock ? ', in stock' : ''}`).toEqual(
          plain.items.map((item) => Number(item.id)),
        );
      }
    }
  });

  it('keep archived parts, and prices per currency', async () => {
    const { revision, facts } = await memory();
    const [archived] = await t.database.db
      .select({ id: parts.id })
      .from(parts)
      .where(eq(parts.status, 'archived'))
      .limit(1);
    const all = await categoryFacts(t.database.db, undefined, revision);
    expect(all.some((part) => part.id === archived!.id)).toBe(true);
    expect(all.length).toBeGreaterThan(facts.length);
    const euros = await categoryPrices(
      t.database.db,
      'memory',
      requestContext({ country: 'FR', currency: 'EUR' }),
      revision,
    );
    const gbp = await categoryPrices(t.database.db, 'memory', pounds, revision);
    expect([...euros.keys()].sort()).toEqual([...gbp.keys()].sort());
    expect([...euros.values()]).not.toEqual([...gbp.values()]);
  });
});
