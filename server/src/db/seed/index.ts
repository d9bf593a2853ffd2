import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { countries, currencies, siteSettings } from '../schema/index';
import { seedCountries, seedCurrencies, seedSettings } from './reference';

const SEED_MARK = 'seed';

/** Seeds an empty database once; a later start finds the mark and leaves the data alone. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(siteSettings)
      .values({ slug: SEED_MARK, value: { seededAt: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ slug: siteSettings.slug });
    if (inserted.length === 0) return false;
    await tx.insert(currencies).values(seedCurrencies);
    await tx.insert(countries).values(seedCountries);
    await tx.insert(siteSettings).values(seedSettings);
    return true;
  });
}

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select().from(siteSettings).where(eq(siteSettings.slug, SEED_MARK));
  return rows.length > 0;
}
