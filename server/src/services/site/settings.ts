import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { siteSettings } from '../../db/schema/index';
import type {
  StoredAnalyticsSettings,
  StoredCmsMeta,
  StoredGeneralSettings,
} from '../../db/seed/reference';

/** Each settings group's value as stored, by its slug. */
interface StoredSettings {
  general: StoredGeneralSettings;
  analytics: StoredAnalyticsSettings;
  cms_meta: StoredCmsMeta;
}

const settingsStatement = preparedPer((db) =>
  db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.slug, sql.placeholder('slug')))
    .prepare('site_settings'),
);

/** A settings group as stored, or undefined when its row is missing. */
export async function readSettings<Slug extends keyof StoredSettings>(
  db: Database,
  slug: Slug,
): Promise<StoredSettings[Slug] | undefined> {
  const [row] = await settingsStatement(db).execute({ slug });
  // jsonb carries no type: the seed writes each slug's value with the type named above.
  return row?.value as StoredSettings[Slug] | undefined;
}

/**
 * An amount of the `general` setting (`assemblyFee`, `freeShippingFrom`) in the currency, minor
 * units, as a column of a statement that reads `site_settings`; null when it has none.
 */
export const generalAmount = (
  key: 'assemblyFee' | 'freeShippingFrom',
  currency: string | SQLWrapper,
) => sql<number | null>`(${siteSettings.value}->${key}->>${currency})::int`;

/**
 * The assembly fee in the currency (the `general` setting), minor units: no row, or a null
 * `amount`, when it has none. Awaited for one build's price, or embedded in a model's statement
 * as a scalar subquery.
 */
export const selectAssemblyFee = (db: Database, currency: string | SQLWrapper) =>
  db
    .select({ amount: generalAmount('assemblyFee', currency) })
    .from(siteSettings)
    .where(eq(siteSettings.slug, 'general'));
