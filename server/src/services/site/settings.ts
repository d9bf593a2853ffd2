import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema/index';

/**
 * The assembly fee in the currency (the `general` setting), minor units: no row, or a null
 * `amount`, when it has none. Awaited for one build's price, or embedded in a model's statement
 * as a scalar subquery.
 */
export const selectAssemblyFee = (db: Database, currency: string) =>
  db
    .select({
      amount: sql<number | null>`(${siteSettings.value}->'assemblyFee'->>${currency})::int`,
    })
    .from(siteSettings)
    .where(eq(siteSettings.slug, 'general'));
