import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specsSchemaByCategory } from '@pcshop/stores/schemas';
import { runMigrations } from '../db/migrate';
import { partPrices, parts } from '../db/schema/index';
import { seedIfEmpty } from '../db/seed/index';
import { getProduct } from '../services/catalogue/products';
import { createTestDatabase, type TestDatabase } from '../test/app';
import { ImportError } from './errors';
import { sampleFolder, sampleId } from './fixtures/sample';
import { BUILDCORES_SOURCE } from './persist';
import { defaultPricingRuleFile } from './pricing/rule';
import { importBuildCores } from './runImport';

/** What the fixture dataset holds that maps to our catalogue (see mappers' tests). */
const acceptedByCategory = {
  accessory: 3,
  cpu: 3,
  fan: 2,
  gpu: 4,
  memory: 4,
  monitor: 2,
  motherboard: 3,
  os: 2,
  psu: 3,
};
const ACCEPTED = 26;

describe('importing BuildCores OpenDB into the catalogue', () => {
  let testDb: TestDatabase;
  const scratch = mkdtempSync(path.join(tmpdir(), 'import-'));

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await runMigrations(testDb.handle);
    await seedIfEmpty(testDb.handle.db);
  });
  afterAll(async () => {
    await testDb.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  const db = () => testDb.handle.db;
  const importedRows = () => db().select().from(parts).where(eq(parts.source, BUILDCORES_SOURCE));

  it('a dry run maps and prices without writing', async () => {
    const report = await importBuildCores({ folder: sampleFolder, dryRun: true });
    expect(report.accepted).toBe(ACCEPTED);
    expect(report.acceptedByCategory).toEqual(acceptedByCategory);
    expect(report.imported).toBe(0);
    expect(await importedRows()).toHaveLength(0);
  });

  it('imports every accepted part and reports the skipped ones with their reasons', async () => {
    const report = await importBuildCores({ folder: sampleFolder, database: db(), batchSize: 10 });
    expect(report).toMatchObject({
      files: 60,
      accepted: ACCEPTED,
      imported: ACCEPTED,
      updated: 0,
      unchanged: 0,
      skipped: 34,
    });
    expect(report.byCategory.cpu).toEqual({ imported: 3, updated: 0, unchanged: 0 });
    expect(report.skippedByReason).toContainEqual({
      reason: 'cooler: tdpRatingW not in OpenDB',
      count: 2,
    });
    expect(report.skippedByReason).toContainEqual({
      reason: 'cpu: socket LGA 1200 not sold',
      count: 1,
    });
    expect(report.skippedByReason.reduce((total, { count }) => total + count, 0)).toBe(34);
  });

  it('stores each part with its source, OpenDB id, attribution, valid specs and prices', async () => {
    const rows = await importedRows();
    expect(rows).toHaveLength(ACCEPTED);
    for (const row of rows) {
      expect(row.reference).toBe(`bc-${row.sourceId}`);
      expect(row.attribution).toMatch(/^Contains information from BuildCores OpenDB/);
      expect(row.attribution).toContain('ODC-By');
      expect(() => specsSchemaByCategory[row.category].parse(row.specs)).not.toThrow();
    }
    const [cpu] = rows.filter((row) => row.sourceId === sampleId('CPU', 1));
    expect(cpu).toMatchObject({
      category: 'cpu',
      brand: 'AMD',
      title: 'AMD Ryzen 7 7800X3D',
      status: 'public',
      specs: { socket: 'AM5', perfIndex: 100 },
    });
    const prices = await db().select().from(partPrices).where(eq(partPrices.partId, cpu!.id));
    expect(prices.map((price) => price.currency).sort()).toEqual(['EUR', 'GBP']);
    for (const price of prices) expect(price.amount % 100).toBe(99);
  });

  it('answers the attribution with every imported part, and none with the shop’s own', async () => {
    const [imported] = await importedRows();
    const product = await getProduct(db(), String(imported!.id), { country: 'FR' });
    expect(product.attribution).toBe(imported!.attribution);
    const [own] = await db().select().from(parts).where(eq(parts.source, 'seed')).limit(1);
    expect(own).toBeDefined();
    expect(await getProduct(db(), String(own!.id), { country: 'GB' })).not.toHaveProperty(
      'attribution',
    );
  });

  it('refreshes the planner statistics of the tables it filled', async () => {
    const result = (await db().execute(
      sql`select reltuples from pg_class where relname = 'parts'`,
    )) as unknown as { rows: { reltuples: number }[] };
    expect(Number(result.rows[0]?.reltuples)).toBeGreaterThanOrEqual(ACCEPTED);
  });

  it('writes one spelling per brand', async () => {
    const brands = new Set((await importedRows()).map((row) => row.brand));
    expect(brands).toContain('G.SKILL');
    expect(brands).not.toContain('G.Skill');
  });

  it('is idempotent: a second run imports nothing and updates nothing', async () => {
    const report = await importBuildCores({ folder: sampleFolder, database: db() });
    expect(report).toMatchObject({ imported: 0, updated: 0, unchanged: ACCEPTED });
    expect(await importedRows()).toHaveLength(ACCEPTED);
  });

  it('updates prices in place under a new rule, leaving stock and shop fields alone', async () => {
    const partId = (await importedRows()).find((row) => row.sourceId === sampleId('GPU', 1))!.id;
    await db()
      .update(parts)
      .set({ stock: 3, status: 'archived', sold: 7 })
      .where(eq(parts.id, partId));
    const before = await db()
      .select()
      .from(partPrices)
      .where(and(eq(partPrices.partId, partId), eq(partPrices.currency, 'GBP')));

    const rule = JSON.parse(readFileSync(defaultPricingRuleFile, 'utf8'));
    rule.categories.gpu.base.GBP += 10000;
    const pricingFile = path.join(scratch, 'dearer-gpus.json');
    writeFileSync(pricingFile, JSON.stringify(rule));
    const report = await importBuildCores({ folder: sampleFolder, database: db(), pricingFile });

    expect(report).toMatchObject({ imported: 0, updated: 4, unchanged: ACCEPTED - 4 });
    expect(report.byCategory.gpu).toEqual({ imported: 0, updated: 4, unchanged: 0 });
    const [after] = await db()
      .select()
      .from(partPrices)
      .where(and(eq(partPrices.partId, partId), eq(partPrices.currency, 'GBP')));
    expect(after!.amount).toBe(before[0]!.amount + 10000);
    const [part] = await db().select().from(parts).where(eq(parts.id, partId));
    expect(part).toMatchObject({ stock: 3, status: 'archived', sold: 7 });
    expect(await importedRows()).toHaveLength(ACCEPTED);
  });

  it('refuses to write into a database whose catalogue has no categories', async () => {
    const empty = await createTestDatabase();
    try {
      await runMigrations(empty.handle);
      await expect(
        importBuildCores({ folder: sampleFolder, database: empty.handle.db }),
      ).rejects.toThrow(ImportError);
    } finally {
      await empty.drop();
    }
  });
});
