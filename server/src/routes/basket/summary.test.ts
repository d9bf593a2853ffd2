import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  basketSummarySchema,
  modelDetailSchema,
  productSchema,
  type BasketSummary,
  type CountryCode,
  type CurrencyCode,
  type Product,
} from '@pcshop/stores/schemas';
import { includedVat, percentOf } from '@pcshop/stores/domain';
import { generalSettings } from '../../db/seed/reference';
import { coupons, parts } from '../../db/schema/index';
import { buildAccountsTestApp, uniqueEmail, type AccountsTestApp } from '../../test/accounts';
import { allProducts, getOk } from '../../test/http';
import { postOrder } from '../../test/orders';

const TODAY = new Date('2026-06-01T09:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const dateIn = (days: number) =>
  new Date(TODAY.getTime() + days * DAY_MS).toISOString().slice(0, 10);

let t: AccountsTestApp;
let cheap: Product[];
beforeAll(async () => {
  t = await buildAccountsTestApp();
  t.clock.set(TODAY);
  cheap = (await allProducts(t, 'category=accessory&in_stock=true&sort=price_asc')).items.slice(
    0,
    3,
  );
  const day = DAY_MS;
  await t.database.db.insert(coupons).values([
    { code: 'TENOFF', percentOff: 10, countries: ['GB', 'FR'] },
    {
      code: 'FIXED',
      amountOff: { GBP: 2500, EUR: 3000 },
      countries: ['GB', 'FR', 'IT', 'ES', 'DE'],
    },
    { code: 'POUNDS', amountOff: { GBP: 1000 }, countries: ['GB', 'FR'] },
    {
      code: 'EXPIRED',
      percentOff: 5,
      countries: ['GB'],
      expiresAt: new Date(TODAY.getTime() - day),
    },
    { code: 'SOON', percentOff: 5, countries: ['GB'], startsAt: new Date(TODAY.getTime() + day) },
    {
      code: 'BIGSPEND',
      percentOff: 5,
      countries: ['GB'],
      minimumSubtotal: { GBP: 5_000_00, EUR: 6_000_00 },
    },
    { code: 'USEDUP', percentOff: 5, countries: ['GB'], usageLimit: 3, usedCount: 3 },
    { code: 'ONCE', percentOff: 5, countries: ['GB'], perCustomerLimit: 1 },
  ]);
});
afterAll(() => t.close());

const GUEST = '/api/basket/calculate_summary_for_products';
const SIGNED_IN = '/api/basket/calculate_summary';

async function summaryOf(url: string, body: object, access?: string): Promise<BasketSummary> {
  const response = await t.request({
    method: 'POST',
    url,
    payload: body,
    ...(access ? { access } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return basketSummarySchema.parse(response.json());
}

const productIn = (id: string, country: CountryCode, currency?: CurrencyCode) =>
  getOk(
    t,
    `/api/ecommerce/product/${id}?country=${country}${currency ? `&currency=${currency}` : ''}`,
    productSchema,
  );

const editions: [CountryCode, CurrencyCode, number, number, number][] = [
  // country, currency, VAT (bp), shipping (minor units), shipping days
  ['GB', 'GBP', 2000, 1499, 2],
  ['FR', 'EUR', 2000, 2499, 4],
  ['IT', 'EUR', 2200, 2999, 5],
  ['ES', 'EUR', 2100, 2999, 5],
  ['DE', 'EUR', 1900, 2499, 4],
];

describe('the summary, computed by the server', () => {
  it.each(editions)(
    'prices a cart in %s (%s): VAT at %i bp per line, shipping from the table, delivery date',
    async (country, currency, vatBp, shipping, days) => {
      const [a, b] = await Promise.all([
        productIn(cheap[0]!.id, country),
        productIn(cheap[1]!.id, country),
      ]);
      const summary = await summaryOf(`${GUEST}?country=${country}`, {
        products: [
          { product: a.id, amount: 2 },
          { product: b.id, amount: 1 },
        ],
      });
      const subtotal = a.price * 2 + b.price;
      expect(subtotal).toBeLessThan(generalSettings.freeShippingFrom[currency]);
      expect(summary).toMatchObject({
        currency,
        country,
        subtotal,
        discount: 0,
        shipping_price: shipping,
        total_price: subtotal + shipping,
        vat:
          includedVat(a.price * 2, vatBp) +
          includedVat(b.price, vatBp) +
          includedVat(shipping, vatBp),
        shipping_time: days,
        expected_delivery_time: dateIn(Math.max(a.deliveryDays, b.deliveryDays) + days),
        free_shipping_from: generalSettings.freeShippingFrom[currency],
        coupon: null,
        can_checkout: true,
      });
      // The VAT is the rate's share of the total, give or take a rounding per line.
      const exact = ((subtotal + shipping) * vatBp) / (10_000 + vatBp);
      expect(Math.abs(summary.vat - exact)).toBeLessThanOrEqual(2);
      expect(summary.items.map((item) => [item.product.id, item.amount, item.total])).toEqual([
        [a.id, 2, a.price * 2],
        [b.id, 1, b.price],
      ]);
    },
  );

  it('prices in the currency asked and ships free from the threshold, a PC adding its build days', async () => {
    const model = await getOk(
      t,
      '/api/ecommerce/model/rigsmith-nova?country=DE&currency=GBP',
      modelDetailSchema,
    );
    expect(model.price.amount).toBeGreaterThanOrEqual(generalSettings.freeShippingFrom.GBP);
    const summary = await summaryOf(`${GUEST}?country=DE&currency=GBP`, {
      products: [{ product: 'model-rigsmith-nova', amount: 1 }],
    });
    const slowest = Math.max(...model.parts.map((line) => line.product.deliveryDays));
    expect(summary).toMatchObject({
      currency: 'GBP',
      subtotal: model.price.amount,
      shipping_price: 0,
      total_price: model.price.amount,
      vat: includedVat(model.price.amount, 1900),
      shipping_time: 4,
      expected_delivery_time: dateIn(slowest + 3 + 4),
    });
  });

  it('summarises the signed-in basket, shipped to the country of the body', async () => {
    const { access } = await t.signUp(uniqueEmail('summary'));
    const a = await productIn(cheap[0]!.id, 'GB');
    await t.post('/api/basket/product', { product: a.id, amount: 3 }, access);
    const summary = await summaryOf(SIGNED_IN, { country: 'IT', coupon: null }, access);
    expect(summary).toMatchObject({
      country: 'IT',
      currency: 'GBP',
      subtotal: a.price * 3,
      shipping_price: 2599,
      vat: includedVat(a.price * 3, 2200) + includedVat(2599, 2200),
      total_price: a.price * 3 + 2599,
    });
    expect((await t.post(SIGNED_IN, {})).statusCode).toBe(401);
  });

  it('answers an empty cart with nothing to pay and no delivery date', async () => {
    const summary = await summaryOf(GUEST, { products: [] });
    expect(summary).toMatchObject({
      subtotal: 0,
      vat: 0,
      shipping_price: 0,
      total_price: 0,
      shipping_time: null,
      expected_delivery_time: null,
      can_checkout: false,
    });
  });
});

describe('coupons in the summary', () => {
  const cart = () => [
    { product: cheap[0]!.id, amount: 2 },
    { product: cheap[1]!.id, amount: 1 },
  ];
  const withCoupon = (coupon: string, query = 'country=GB', products = cart()) =>
    summaryOf(`${GUEST}?${query}`, { coupon, products });

  it('applies a percentage, whatever the case of the code, VAT and total following', async () => {
    const plain = await withCoupon('');
    expect(plain.coupon).toBeNull();
    const summary = await withCoupon('tenoff');
    const discount = percentOf(plain.subtotal, 10);
    expect(summary.coupon).toEqual({ code: 'TENOFF', state: 'applied', minimum: null });
    expect(summary.discount).toBe(discount);
    expect(summary.total_price).toBe(plain.subtotal - discount + plain.shipping_price!);
    expect(summary.vat).toBe(plain.vat - includedVat(discount, 2000));
  });

  it('applies a fixed amount in the currency, and refuses one without an amount in it', async () => {
    expect((await withCoupon('FIXED')).discount).toBe(2500);
    const inEuros = await withCoupon('FIXED', 'country=FR');
    expect(inEuros).toMatchObject({ currency: 'EUR', discount: 3000 });
    expect((await withCoupon('POUNDS')).discount).toBe(1000);
    const noEuros = await withCoupon('POUNDS', 'country=FR');
    expect(noEuros.coupon?.state).toBe('invalid');
    expect(noEuros.discount).toBe(0);
  });

  it('refuses a coupon of another country', async () => {
    const summary = await withCoupon('TENOFF', 'country=DE');
    expect(summary.coupon).toEqual({ code: 'TENOFF', state: 'invalid_country', minimum: null });
    expect(summary.discount).toBe(0);
    expect((await withCoupon('TENOFF', 'country=FR')).coupon?.state).toBe('applied');
  });

  it('refuses an unknown, expired, not yet started or used-up coupon as invalid', async () => {
    for (const code of ['NOSUCHCODE', 'EXPIRED', 'SOON', 'USEDUP']) {
      const summary = await withCoupon(code);
      expect(summary.coupon?.state, code).toBe('invalid');
      expect(summary.discount, code).toBe(0);
    }
    t.clock.set(new Date(TODAY.getTime() + 2 * DAY_MS));
    try {
      expect((await withCoupon('SOON')).coupon?.state).toBe('applied');
    } finally {
      t.clock.set(TODAY);
    }
  });

  it('refuses a coupon below its minimum subtotal in the currency, and applies it from there', async () => {
    const below = await withCoupon('BIGSPEND');
    expect(below.coupon).toEqual({ code: 'BIGSPEND', state: 'below_minimum', minimum: 5_000_00 });
    expect(below.discount).toBe(0);
    const above = await withCoupon('BIGSPEND', 'country=GB', [
      { product: 'model-rigsmith-nova', amount: 3 },
    ]);
    expect(above.subtotal).toBeGreaterThanOrEqual(5_000_00);
    expect(above.coupon?.state).toBe('applied');
    expect(above.discount).toBe(percentOf(above.subtotal, 5));
  });

  it('refuses a coupon a customer has used as often as they may', async () => {
    const first = await t.signUp(uniqueEmail('once'));
    const second = await t.signUp(uniqueEmail('once'));
    for (const { access } of [first, second]) {
      await t.post('/api/basket/product', { product: cheap[0]!.id, amount: 1 }, access);
    }
    // The first customer orders with it once; their basket is then filled again.
    const ordered = await postOrder(t, first.access, { coupon: 'ONCE' });
    expect(ordered.statusCode, ordered.body).toBe(201);
    await t.post('/api/basket/product', { product: cheap[0]!.id, amount: 1 }, first.access);
    expect((await summaryOf(SIGNED_IN, { coupon: 'ONCE' }, first.access)).coupon?.state).toBe(
      'invalid',
    );
    expect((await summaryOf(SIGNED_IN, { coupon: 'ONCE' }, second.access)).coupon?.state).toBe(
      'applied',
    );
  });

  it('refuses a malformed code with 400', async () => {
    const response = await t.post(GUEST, { coupon: 'not a code!', products: cart() });
    expect(response.statusCode).toBe(400);
  });
});

describe('a guest cart that is not right', () => {
  const errorOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json()).error;

  it('refuses unknown products, naming them, so the cart can drop them', async () => {
    const response = await t.post(GUEST, {
      products: [
        { product: cheap[0]!.id, amount: 1 },
        { product: '2000000000', amount: 1 },
        { product: 'model-no-such-model', amount: 1 },
      ],
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('unknown_product');
    expect(error.fields?.products).toHaveLength(2);
  });

  it.each([
    ['amount 0', [{ product: '1', amount: 0 }]],
    ['a fractional amount', [{ product: '1', amount: 0.5 }]],
    ['an amount above the maximum', [{ product: '1', amount: 17 }]],
    [
      'one product twice',
      [
        { product: '1', amount: 1 },
        { product: '1', amount: 2 },
      ],
    ],
    [
      'too many lines',
      Array.from({ length: 51 }, (_, i) => ({ product: String(i + 1), amount: 1 })),
    ],
  ])('refuses %s with 400', async (_name, products) => {
    const response = await t.post(GUEST, { products });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('validation_failed');
  });

  it('prices an archived product with its problem, and the cart cannot be checked out', async () => {
    const part = cheap[2]!;
    await t.database.db
      .update(parts)
      .set({ status: 'archived' })
      .where(eq(parts.id, Number(part.id)));
    try {
      const summary = await summaryOf(GUEST, { products: [{ product: part.id, amount: 1 }] });
      expect(summary.items[0]!.problems.map((problem) => problem.code)).toEqual(['archived']);
      expect(summary.can_checkout).toBe(false);
    } finally {
      await t.database.db
        .update(parts)
        .set({ status: 'public' })
        .where(eq(parts.id, Number(part.id)));
    }
  });
});
