import { z } from 'zod';
import { cmsSlug } from '../constants/index';
import { plainText } from './text';

/** The kinds of CMS page the shop has; the footer finds e.g. terms and conditions by type. */
export const cmsPageTypes = [
  'home',
  'about_us',
  'faq',
  'terms_and_conditions',
  'privacy',
  'delivery',
  'returns',
  'warranty',
] as const;
export const cmsPageTypeSchema = z.enum(cmsPageTypes);
export type CmsPageType = z.infer<typeof cmsPageTypeSchema>;

const text = z.string().min(1).max(4000);

/** One block of a CMS page's body; the storefront renders each kind with design-system parts. */
export const cmsBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), text: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('paragraph'), text }),
  z.object({ kind: z.literal('list'), items: z.array(text).min(1).max(40) }),
  z.object({
    kind: z.literal('faq'),
    items: z
      .array(z.object({ question: z.string().min(1).max(300), answer: text }))
      .min(1)
      .max(40),
  }),
  /** A call to action pointing at a storefront path (without the edition prefix). */
  z.object({
    kind: z.literal('link'),
    text: z.string().min(1).max(120),
    path: z.string().regex(/^\/[a-z0-9/_-]*$/),
  }),
]);
export type CmsBlock = z.infer<typeof cmsBlockSchema>;

export const cmsPageContentSchema = z.object({
  title: z.string().min(1).max(200),
  metaTitle: z.string().min(1).max(70),
  metaDescription: z.string().min(1).max(170),
  blocks: z.array(cmsBlockSchema).min(1),
});
export type CmsPageContent = z.infer<typeof cmsPageContentSchema>;

export const cmsSlugSchema = z
  .string()
  .regex(cmsSlug.pattern, 'Expected a page slug (lower-case words joined by -)')
  .max(cmsSlug.maxLength);
export const cmsPageParamsSchema = z.object({ slug: cmsSlugSchema });

export const cmsPageMetaSchema = z.object({
  type: cmsPageTypeSchema,
  slug: z.string(),
  /** Where the page's content is read: `/api/cms/pages/{slug}`. */
  api_url: z.string(),
  locale: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  updatedAt: z.iso.datetime(),
});

/** `GET /api/cms/pages`: the pages of the country's message locale, without their bodies. */
export const cmsPageListSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), title: z.string(), meta: cmsPageMetaSchema })),
});
export type CmsPageList = z.infer<typeof cmsPageListSchema>;

export const cmsPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  meta: cmsPageMetaSchema,
  blocks: z.array(cmsBlockSchema),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

/** `GET /api/cms/meta`: the site's default metadata in the country's message locale. */
export const cmsMetaSchema = z.object({
  locale: z.string(),
  siteName: z.string(),
  /** `%s` stands for the page's own title. */
  titleTemplate: z.string(),
  defaultTitle: z.string(),
  defaultDescription: z.string(),
  /** The storefront path of each CMS page type (the footer's terms link, …). */
  pages: z.partialRecord(cmsPageTypeSchema, z.string()),
});
export type CmsMeta = z.infer<typeof cmsMetaSchema>;

/**
 * The redirect lookup's `locale`: the source document's map (en, en-us, en-gb, uk → GB; fr FR;
 * it IT; es ES; de DE; anything else GB), plus the country codes and message locales themselves.
 */
const redirectLocales: Record<string, 'GB' | 'FR' | 'IT' | 'ES' | 'DE'> = {
  en: 'GB',
  'en-us': 'GB',
  'en-gb': 'GB',
  uk: 'GB',
  gb: 'GB',
  fr: 'FR',
  'fr-fr': 'FR',
  it: 'IT',
  'it-it': 'IT',
  es: 'ES',
  'es-es': 'ES',
  de: 'DE',
  'de-de': 'DE',
};

export function redirectLocaleCountry(
  locale: string | undefined,
): 'GB' | 'FR' | 'IT' | 'ES' | 'DE' {
  return redirectLocales[(locale ?? '').toLowerCase()] ?? 'GB';
}

export const redirectQuerySchema = z.object({
  locale: plainText().max(35).optional(),
});

/** The legacy path after `/api/cms/redirect/` (the route's wildcard). */
export const redirectParamsSchema = z.object({ '*': plainText().max(500) });
