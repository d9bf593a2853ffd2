import { and, asc, count, eq } from 'drizzle-orm';
import type { CategoryList } from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import { categories, parts } from '../../db/schema/index';
import { requestContext, type LocaleQuery } from './context';

/** Every category in the customiser's step order, named in the country's message locale. */
export async function listCategories(db: Database, locale: LocaleQuery): Promise<CategoryList> {
  const { locale: messageLocale } = requestContext(locale);
  const rows = await db
    .select({
      slug: categories.slug,
      position: categories.position,
      names: categories.names,
      partCount: count(parts.id),
    })
    .from(categories)
    .leftJoin(parts, and(eq(parts.category, categories.slug), eq(parts.status, 'public')))
    .groupBy(categories.slug)
    .orderBy(asc(categories.position));
  return {
    items: rows.map((row) => {
      const name = row.names[messageLocale];
      return {
        slug: row.slug,
        name,
        position: row.position,
        partCount: Number(row.partCount),
        breadcrumbs: [{ slug: row.slug, name }],
      };
    }),
  };
}
