import { and, asc, eq, sql } from 'drizzle-orm';
import type { CmsMeta, CmsPage, CmsPageList, CmsPageType } from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { cmsPages } from '../../db/schema/index';
import { notFound } from '../errors';
import { requestContext, type LocaleQuery } from '../catalogue/context';
import { readSettings } from '../site/settings';

type PageRow = Omit<typeof cmsPages.$inferSelect, 'blocks'>;

const pageMeta = (row: PageRow) => ({
  type: row.type,
  slug: row.slug,
  api_url: `/api/cms/pages/${row.slug}`,
  locale: row.locale,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  updatedAt: row.updatedAt.toISOString(),
});

/** The storefront path of a page: its slug, the home page at `/` (without the edition prefix). */
const pagePath = (row: { type: CmsPageType; slug: string }) =>
  row.type === 'home' ? '/' : `/${row.slug}`;

const listColumns = {
  id: cmsPages.id,
  type: cmsPages.type,
  slug: cmsPages.slug,
  locale: cmsPages.locale,
  title: cmsPages.title,
  metaTitle: cmsPages.metaTitle,
  metaDescription: cmsPages.metaDescription,
  updatedAt: cmsPages.updatedAt,
};

const ofLocale = eq(cmsPages.locale, sql.placeholder('locale'));
const statements = preparedPer((db) => ({
  list: db
    .select(listColumns)
    .from(cmsPages)
    .where(ofLocale)
    .orderBy(asc(cmsPages.id))
    .prepare('cms_pages'),
  page: db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.slug, sql.placeholder('slug')), ofLocale))
    .prepare('cms_page'),
  paths: db
    .select({ type: cmsPages.type, slug: cmsPages.slug })
    .from(cmsPages)
    .where(ofLocale)
    .prepare('cms_paths'),
}));

/** The pages of the country's message locale, without their bodies. */
export async function listPages(db: Database, locale: LocaleQuery): Promise<CmsPageList> {
  const context = requestContext(locale);
  const rows = await statements(db).list.execute({ locale: context.locale });
  return { items: rows.map((row) => ({ id: row.id, title: row.title, meta: pageMeta(row) })) };
}

export async function getPage(db: Database, slug: string, locale: LocaleQuery): Promise<CmsPage> {
  const context = requestContext(locale);
  const [row] = await statements(db).page.execute({ slug, locale: context.locale });
  if (!row) throw notFound(`Page ${slug}`);
  return { id: row.id, title: row.title, meta: pageMeta(row), blocks: row.blocks };
}

/** The site's default metadata in the country's message locale and each page type's path. */
export async function getCmsMeta(db: Database, locale: LocaleQuery): Promise<CmsMeta> {
  const context = requestContext(locale);
  const [meta, pages] = await Promise.all([
    readSettings(db, 'cms_meta'),
    statements(db).paths.execute({ locale: context.locale }),
  ]);
  if (!meta) throw notFound('CMS metadata');
  return {
    locale: context.locale,
    siteName: meta.siteName,
    titleTemplate: meta.titleTemplate,
    defaultTitle: meta.defaultTitle[context.locale],
    defaultDescription: meta.defaultDescription[context.locale],
    pages: Object.fromEntries(pages.map((page) => [page.type, pagePath(page)])),
  };
}
