import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { countries, currencies, siteSettings } from '../schema/index';
import { loadCatalogue, type CatalogueCounts } from './catalogue/load';
import type { CatalogueSeedData } from './catalogue/validate';
import { seedCountries, seedCurrencies, seedSettings } from './reference';

const SEED_MARK = 'seed';

/**
 * Seeds an empty database once, in one transaction: reference data (currencies, countries,
 * settings) and the whole catalogue. A later start finds the mark and leaves the data alone;
 * several processes starting together seed once (the mark's key makes the others wait, then skip).
 * Returns what was loaded and how long it took, or null when the database was already seeded.
 */
export async function seedIfEmpty(
  db: Database,
  data?: CatalogueSeedData,
): Promise<(CatalogueCounts & { durationMs: number }) | null> {
  const started = performance.now();
  const counts = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(siteSettings)
      .values({ slug: SEED_MARK, value: { seededAt: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ slug: siteSettings.slug });
    if (inserted.length === 0) return null;
    await tx.insert(currencies).values(seedCurrencies);
    await tx.insert(countries).values(seedCountries);
    await tx.insert(siteSettings).values(seedSettings);
    const loaded = await loadCatalogue(tx, data);
    // Statistics for the planner now: PGlite has no autovacuum, and PostgreSQL's comes later.
    await tx.execute(sql`analyze`);
    return loaded;
  });
  return counts && { ...counts, durationMs: Math.round(performance.now() - started) };
}

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select().from(siteSettings).where(eq(siteSettings.slug, SEED_MARK));
  return rows.length > 0;
}
