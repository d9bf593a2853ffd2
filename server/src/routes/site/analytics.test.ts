import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settingsSchema } from '@pcshop/stores/schemas';
import { analyticsPageViews } from '../../db/schema/index';
import { analyticsSettings } from '../../db/seed/reference';
import { buildTestApp, type TestApp } from '../../test/app';
import { get, getError, getOk } from '../../test/http';
import { rateLimit } from '../../services/rateLimit/budgets';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const postView = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/site/analytics/page_views',
    payload: payload as object,
  });

describe('GET /api/settings/analytics', () => {
  it('answers the asking edition’s tag id and its same-origin script', async () => {
    const french = await getOk(t, '/api/settings/analytics?country=FR', settingsSchema);
    expect(french).toEqual({
      slug: 'analytics',
      value: {
        tagId: analyticsSettings.tagIds.FR,
        scriptUrl: `/api/site/analytics.js?tag=${analyticsSettings.tagIds.FR}`,
      },
    });
    const british = await getOk(t, '/api/settings/analytics', settingsSchema);
    expect(british.value).toMatchObject({ tagId: analyticsSettings.tagIds.GB });
  });
});

describe('GET /api/site/analytics.js', () => {
  it('serves a script that records a page view for its tag', async () => {
    const response = await get(t, `/api/site/analytics.js?tag=${analyticsSettings.tagIds.DE}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toContain(`var tag = "${analyticsSettings.tagIds.DE}"`);
    expect(response.body).toContain('/api/site/analytics/page_views');
  });

  it('refuses a malformed tag with 400 and an unknown one with 404', async () => {
    const { error } = await getError(t, '/api/site/analytics.js?tag=%3Cscript%3E', 400);
    expect(Object.keys(error.fields ?? {})).toEqual(['tag']);
    await getError(t, '/api/site/analytics.js?tag=RS-XX-9999', 404);
  });
});

describe('POST /api/site/analytics/page_views', () => {
  it('stores the page view with the tag’s country', async () => {
    const response = await postView({
      tag: analyticsSettings.tagIds.IT,
      path: '/it/games',
      referrer: 'https://example.org/',
    });
    expect(response.statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(analyticsPageViews)
      .where(eq(analyticsPageViews.tagId, analyticsSettings.tagIds.IT));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      country: 'IT',
      path: '/it/games',
      referrer: 'https://example.org/',
    });
  });

  it('refuses bad input and unknown tags with a 400, storing nothing', async () => {
    const badPath = await postView({ tag: analyticsSettings.tagIds.GB, path: 'games' });
    expect(badPath.statusCode).toBe(400);
    expect(Object.keys(badPath.json().error.fields)).toEqual(['path']);
    const unknown = await postView({ tag: 'RS-XX-9999', path: '/' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('unknown_tag');
    const rows = await t.database.db
      .select()
      .from(analyticsPageViews)
      .where(eq(analyticsPageViews.tagId, analyticsSettings.tagIds.GB));
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/site/analytics/page_views rate limit', () => {
  const scale = 0.1;
  const { max } = rateLimit({ RATE_LIMIT_SCALE: scale }, 'pageViews');
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ RATE_LIMIT_SCALE: String(scale) });
  });
  afterAll(() => limited.close());

  const view = (remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/site/analytics/page_views',
      payload: { tag: analyticsSettings.tagIds.GB, path: '/games' },
      remoteAddress,
    });

  it(`answers 429 in the error format after ${max} page views a minute from one address`, async () => {
    expect(max).toBe(12);
    for (let sent = 0; sent < max; sent += 1) {
      expect((await view('10.77.0.1')).statusCode).toBe(204);
    }
    const refused = await view('10.77.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await view('10.77.0.2')).statusCode).toBe(204);
    const rows = await limited.database.db
      .select()
      .from(analyticsPageViews)
      .where(eq(analyticsPageViews.path, '/games'));
    expect(rows).toHaveLength(max + 1);
  });
});
