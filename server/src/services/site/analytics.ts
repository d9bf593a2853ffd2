import {
  analyticsSettingsSchema,
  type AnalyticsPageView,
  type AnalyticsSettings,
  type CountryCode,
} from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import { analyticsPageViews } from '../../db/schema/index';
import type { StoredAnalyticsSettings } from '../../db/seed/reference';
import { HttpError, notFound } from '../errors';
import type { LocaleQuery } from '../catalogue/context';
import { readSettings } from './settings';

async function storedTags(db: Database): Promise<StoredAnalyticsSettings['tagIds']> {
  const stored = await readSettings(db, 'analytics');
  if (!stored) throw notFound('Settings analytics');
  return stored.tagIds;
}

/** The country whose edition owns a tag id, or null for a tag the shop does not have. */
async function countryOfTag(db: Database, tag: string): Promise<CountryCode | null> {
  const tags = await storedTags(db);
  const match = Object.entries(tags).find(([, id]) => id === tag);
  return match ? (match[0] as CountryCode) : null;
}

/** The asking country's tag id and the same-origin script that records its page views. */
export async function getAnalyticsSettings(
  db: Database,
  { country }: LocaleQuery,
): Promise<AnalyticsSettings> {
  const tagId = (await storedTags(db))[country];
  return analyticsSettingsSchema.parse({
    tagId,
    scriptUrl: `/api/site/analytics.js?tag=${encodeURIComponent(tagId)}`,
  });
}

/**
 * The tag script: records the page it loads on, and later pages through
 * `window.rigsmithAnalytics.pageView(path)` (the storefront calls it on client-side navigation).
 */
export async function analyticsScript(db: Database, tag: string): Promise<string> {
  if (!(await countryOfTag(db, tag))) throw notFound(`Analytics tag ${tag}`);
  return `(function () {
  var tag = ${JSON.stringify(tag)};
  function pageView(path) {
    fetch('/api/site/analytics/page_views', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tag: tag, path: path, referrer: document.referrer || undefined }),
      keepalive: true,
      credentials: 'omit'
    }).catch(function (error) { console.warn('Rigsmith analytics: page view not recorded', error); });
  }
  window.rigsmithAnalytics = { tag: tag, pageView: pageView };
  pageView(location.pathname);
})();
`;
}

/** Stores one page view of a known tag; an unknown tag is refused. */
export async function recordPageView(db: Database, view: AnalyticsPageView): Promise<void> {
  const country = await countryOfTag(db, view.tag);
  if (!country) {
    throw new HttpError(400, 'unknown_tag', `No analytics tag ${view.tag}`, {
      tag: ['Unknown analytics tag'],
    });
  }
  await db.insert(analyticsPageViews).values({
    tagId: view.tag,
    country,
    path: view.path,
    referrer: view.referrer ?? null,
  });
}
