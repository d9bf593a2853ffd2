import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compatibilityResultSchema,
  couponSchema,
  modelDetailSchema,
  productListSchema,
} from '@pcshop/stores/schemas';
import { modelLineup } from '../../db/seed/catalogue/types';
import { seedCoupons } from '../../db/seed/reference';
import { buildTestApp, type TestApp } from '../../test/app';
import { get, getError, getOk } from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const check = (body: unknown, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/ecommerce/compatibility${query}`,
    payload: body as object,
  });

async function modelComponents(slug: string) {
  const model = await getOk(t, `/api/ecommerce/model/${slug}`, modelDetailSchema);
  return model.parts.map((line) => ({ component: line.product.id, amount: line.amount }));
}

describe('POST /api/ecommerce/compatibility', () => {
  it('finds nothing wrong with a pre-built model, and estimates its power', async () => {
    const response = await check({ components: await modelComponents(modelLineup[0].slug) });
    expect(response.statusCode).toBe(200);
    const result = compatibilityResultSchema.parse(response.json());
    expect(result).toMatchObject({ compatible: true, issues: [] });
    expect(result.power.peakW).toBeGreaterThan(100);
  });

  it('reports a broken rule with its code, the parts involved and the message parameters', async () => {
    const components = await modelComponents(modelLineup[0].slug);
    const model = await getOk(t, `/api/ecommerce/model/${modelLineup[0].slug}`, modelDetailSchema);
    const board = model.parts.find((line) => line.product.category === 'motherboard')!.product;
    const boards = await getOk(
      t,
      '/api/ecommerce/products?category=motherboard&per_page=100',
      productListSchema,
    );
    const foreign = boards.items.find(
      (item) =>
        item.category === 'motherboard' &&
        board.category === 'motherboard' &&
        item.specs.socket !== board.specs.socket,
    )!;
    const swapped = components.map((line) =>
      line.component === board.id ? { component: foreign.id, amount: 1 } : line,
    );
    const response = await check({ components: swapped }, '?country=FR');
    const result = compatibilityResultSchema.parse(response.json());
    expect(result.compatible).toBe(false);
    expect(result.issues).toContainEqual({
      code: 'cpu_socket_mismatch',
      severity: 'error',
      parts: expect.arrayContaining([foreign.id]),
      params: expect.objectContaining({}),
    });
    const socketIssue = result.issues.find((issue) => issue.code === 'cpu_socket_mismatch')!;
    expect(Object.values(socketIssue.params)).toContain(foreign.title);
  });

  it('counts amounts: more memory kits than DIMM slots break not_enough_dimm_slots', async () => {
    const components = await modelComponents(modelLineup[0].slug);
    const model = await getOk(t, `/api/ecommerce/model/${modelLineup[0].slug}`, modelDetailSchema);
    const memory = model.parts.find((line) => line.product.category === 'memory')!.product;
    const result = compatibilityResultSchema.parse(
      (
        await check({
          components: components.map((line) =>
            line.component === memory.id ? { ...line, amount: 8 } : line,
          ),
        })
      ).json(),
    );
    expect(result.issues.map((issue) => issue.code)).toContain('not_enough_dimm_slots');
  });

  it('checks an empty build as compatible', async () => {
    const result = compatibilityResultSchema.parse((await check({ components: [] })).json());
    expect(result).toEqual({
      compatible: true,
      issues: [],
      power: { peakW: 0, recommendedPsuW: 0, headroomPercent: null },
    });
  });

  it('refuses a missing body, wrong types, bad amounts, repeated or unknown parts', async () => {
    const cases: [unknown, string][] = [
      [{}, 'components'],
      [{ components: 'all' }, 'components'],
      [{ components: [{ component: 12, amount: 1 }] }, 'components.0.component'],
      [{ components: [{ component: '12', amount: 0 }] }, 'components.0.amount'],
      [{ components: [{ component: '12', amount: 17 }] }, 'components.0.amount'],
      [{ components: [{ component: '12' }] }, 'components.0.amount'],
      [
        {
          components: [
            { component: '12', amount: 1 },
            { component: '12', amount: 2 },
          ],
        },
        'components',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await check(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields), JSON.stringify(body)).toContain(field);
    }
    const unknown = await check({ components: [{ component: '2147483647', amount: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: {
        code: 'unknown_parts',
        message: 'Some parts of the build are not in the catalogue',
        fields: { components: ['Part 2147483647 is not in the catalogue'] },
      },
    });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/ecommerce/compatibility',
      headers: { 'content-type': 'application/json' },
      payload: '{"components": [',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBeDefined();
  });
});

describe('GET /api/ecommerce/coupon/{code}', () => {
  const usable = seedCoupons.filter(
    (coupon) =>
      (coupon.expiresAt === null || coupon.expiresAt > new Date()) &&
      (coupon.usageLimit === null || coupon.usedCount < coupon.usageLimit),
  );

  it('answers a percentage voucher case-insensitively, with the countries it is valid in', async () => {
    const percentage = usable.find((coupon) => coupon.percentOff !== null)!;
    const response = await get(t, `/api/ecommerce/coupon/${percentage.code.toLowerCase()}`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(couponSchema.parse(response.json())).toEqual({
      code: percentage.code,
      kind: 'percentage',
      value: percentage.percentOff,
      currency: 'GBP',
      minimumSubtotal: null,
      expiresAt: percentage.expiresAt?.toISOString() ?? null,
      affected_locales: percentage.countries,
    });
  });

  it('answers a fixed voucher in the currency asked, with its minimum and expiry', async () => {
    const fixed = usable.find((coupon) => coupon.amountOff !== null && coupon.expiresAt !== null)!;
    const coupon = await getOk(t, `/api/ecommerce/coupon/${fixed.code}?country=FR`, couponSchema);
    expect(coupon).toMatchObject({
      kind: 'fixed',
      value: fixed.amountOff!.EUR,
      currency: 'EUR',
      minimumSubtotal: fixed.minimumSubtotal?.EUR ?? null,
      expiresAt: fixed.expiresAt!.toISOString(),
    });
    expect(coupon.affected_locales.length).toBeLessThan(5);
  });

  it('answers 404 for an unknown, expired or used-up code', async () => {
    const expired = seedCoupons.find(
      (coupon) => coupon.expiresAt && coupon.expiresAt < new Date(),
    )!;
    const usedUp = seedCoupons.find(
      (coupon) => coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit,
    )!;
    for (const code of ['NOPE2030', expired.code, usedUp.code]) {
      expect((await getError(t, `/api/ecommerce/coupon/${code}`, 404)).error.code).toBe(
        'not_found',
      );
    }
  });

  it('refuses a code with other characters or too long, and an unknown currency', async () => {
    await getError(t, '/api/ecommerce/coupon/SAVE%2010', 400);
    await getError(t, `/api/ecommerce/coupon/${'A'.repeat(41)}`, 400);
    await getError(t, '/api/ecommerce/coupon/WELCOME10?currency=JPY', 400);
  });
});
