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
import { formatReport } from './report';
import { importBuildCores, type ImportReport } from './runImport';

/**
 * What the fixture dataset holds that maps to our catalogue (see mappers' tests): every file valid
 * against its OpenDB schema but those skipped as not sold as described (a form factor, drive type,
 * connection … we don't sell; a fan only sold with a case; lighting, of which OpenDB has nothing
 * but a name).
 */
const acceptedByCategory = {
  accessory: 4,
  case: 3,
  cooler: 4,
  cpu: 6,
  fan: 3,
  gpu: 7,
  memory: 6,
  monitor: 4,
  motherboard: 5,
  os: 3,
  psu: 5,
  storage: 1,
};
const ACCEPTED = 51;
/** The fixture's files valid against their OpenDB schema, per category of ours. */
const validByCategory = {
  accessory: 5,
  case: 3,
  cooler: 4,
  cpu: 6,
  fan: 4,
  gpu: 7,
  lighting: 1,
  memory: 7,
  monitor: 4,
  motherboard: 5,
  os: 3,
  psu: 6,
  storage: 3,
};
/**
 * 61 files: 3 the reader turns away (2 CPU files failing their schema or named for another id, the
 * webcam of a category we don't sell), 51 accepted and 7 the mappers skip.
 */
const FILES = 61;
const NOT_READ = 3;
const SKIPPED = FILES - ACCEPTED;

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

  describe('its report', () => {
    let dryRun: ImportReport;
    beforeAll(async () => {
      dryRun = await importBuildCores({ folder: sampleFolder, dryRun: true });
    });

    it("reports each category's valid files, of which the accepted ones are a share", () => {
      expect(dryRun.validByCategory).toEqual(validByCategory);
      const total = Object.values(dryRun.validByCategory).reduce((sum, count) => sum + count, 0);
      expect(total).toBe(FILES - NOT_READ);
    });

    it('reports the accepted parts leaving each fact unlisted, most first', () => {
      // No cooler lists a TDP rating.
      expect(dryRun.unknownByFact[0]).toEqual({ fact: 'cooler.tdpRatingW', count: 4 });
      // No case lists radiator or fan mounts; the drive lists no speeds.
      expect(dryRun.unknownByFact).toContainEqual({ fact: 'case.radiatorMounts', count: 3 });
      expect(dryRun.unknownByFact).toContainEqual({ fact: 'case.fanMounts120', count: 3 });
      expect(dryRun.unknownByFact).toContainEqual({ fact: 'storage.readMBps', count: 1 });
      expect(dryRun.unknownByFact).toContainEqual({ fact: 'storage.writeMBps', count: 1 });
      // The implausible values: the NZXT H5 Flow, the SF1000L and the RX 7600 card.
      expect(dryRun.unknownByFact).toContainEqual({ fact: 'case.psuFormFactors', count: 1 });
      expect(dryRun.unknownByFact).toContainEqual({ fact: 'psu.pcieConnectors', count: 1 });
      expect(dryRun.unknownByFact).toContainEqual({ fact: 'gpu.powerConnectors', count: 1 });
      // The Core i5 12400F lists no PL2.
      expect(dryRun.unknownByFact).toContainEqual({ fact: 'cpu.peakPowerW', count: 1 });
      const counts = dryRun.unknownByFact.map(({ count }) => count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it('reports how many parts each implausible value entry read as unknown', () => {
      expect(dryRun.implausible.map(({ entry, count }) => [entry, count])).toEqual([
        ['psuWithoutPciePlugs', 1],
        ['gpuWithoutPowerPlugs', 1],
        ['caseWithoutPsuFormFactor', 1],
        ['caseWithoutExpansionSlots', 0],
        ['caseWithoutGpuClearance', 0],
        ['caseWithoutCoolerClearance', 0],
        ['coolerFanSizeOfRadiator', 0],
      ]);
      expect(dryRun.implausible[0]).toEqual({
        entry: 'psuWithoutPciePlugs',
        fact: 'psu.pcieConnectors',
        when: 'a power supply of 450 W or more listing 0 PCIe plugs',
        count: 1,
      });
    });

    it("prints each category's share, the unknown facts and the implausible values", () => {
      const printed = formatReport(dryRun, { reasons: 5 }).split('\n');
      expect(printed).toContain('  case              3 of     3 valid  100.0%');
      expect(printed).toContain('  storage           1 of     3 valid   33.3%');
      expect(printed).toContain('  lighting          0 of     1 valid    0.0%');
      expect(printed).toContain('       3  case.radiatorMounts');
      expect(printed).toContain(
        '       1  case.psuFormFactors: a case listing no power supply form factor',
      );
      expect(printed).toContain(`  … 5 more reasons (5 parts): --reasons all lists every one`);
    });
  });

  it('imports every accepted part and reports the skipped ones with their reasons', async () => {
    const report = await importBuildCores({ folder: sampleFolder, database: db(), batchSize: 10 });
    expect(report).toMatchObject({
      files: FILES,
      accepted: ACCEPTED,
      imported: ACCEPTED,
      updated: 0,
      unchanged: 0,
      skipped: SKIPPED,
    });
    expect(report.byCategory.cpu).toEqual({ imported: 6, updated: 0, unchanged: 0 });
    expect(report.byCategory.case).toEqual({ imported: 3, updated: 0, unchanged: 0 });
    // No fact the data leaves out is a reason (fan size, PL2, a CPU's or GPU's performance …):
    // files are skipped as invalid or not sellable as described.
    expect(report.skippedByReason.map(({ reason }) => reason)).toEqual([
      'CPU: invalid: /cores/total must be number,null',
      'CPU: opendb_id differs from the file name',
      'Webcam: category not sold',
      'accessory: headset connection Wired 3.5mm not sold',
      'fan: OEM fan, not sold separately',
      'lighting: kind, argb not in OpenDB',
      'memory: form factor 262-pin SO-DIMM not sold',
      'psu: form factor TFX not sold',
      'storage: drive type SSHD not sold',
      'storage: form factor M.2-2242 not sold',
    ]);
    expect(report.skippedByReason.reduce((total, { count }) => total + count, 0)).toBe(SKIPPED);
  });

  it('stores the facts a part does not list as null', async () => {
    const rows = await importedRows();
    const bySource = (openDbCategory: string, n: number) =>
      rows.find((row) => row.sourceId === sampleId(openDbCategory, n));
    expect(bySource('PCCase', 3)?.specs).toMatchObject({
      psuFormFactors: null,
      radiatorMounts: null,
      maxGpuLengthMm: 365,
    });
    expect(bySource('PSU', 6)?.specs).toMatchObject({ wattage: 1000, pcieConnectors: null });
    expect(bySource('CPUCooler', 4)?.specs).toMatchObject({ fanSizeMm: null, heightMm: 155 });
    expect(bySource('Storage', 1)?.specs).toMatchObject({ readMBps: null, writeMBps: null });
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

    const gpus = acceptedByCategory.gpu;
    expect(report).toMatchObject({ imported: 0, updated: gpus, unchanged: ACCEPTED - gpus });
    expect(report.byCategory.gpu).toEqual({ imported: 0, updated: gpus, unchanged: 0 });
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
