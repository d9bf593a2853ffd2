import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_BASKET_AMOUNT,
  MAX_BASKET_LINES,
  apiErrorSchema,
  basketLineSchema,
  basketSchema,
  modelDetailSchema,
  pcBuildSchema,
  productSchema,
  type Product,
} from '@pcshop/stores/schemas';
import { basketLines, parts } from '../../db/schema/index';
import { buildAccountsTestApp, uniqueEmail, type AccountsTestApp } from '../../test/accounts';
import { allProducts, getOk } from '../../test/http';

let t: AccountsTestApp;
let accessories: Product[];
beforeAll(async () => {
  t = await buildAccountsTestApp();
  accessories = (await allProducts(t, 'category=accessory&in_stock=true')).items;
  expect(accessories.length).toBeGreaterThanOrEqual(6);
});
afterAll(() => t.close());

const URL = '/api/basket/product';
const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  access?: string,
  body?: object,
) => t.request({ method, url, ...(body ? { payload: body } : {}), ...(access ? { access } : {}) });
const add = (access: string, product: string, amount?: number) =>
  send('POST', URL, access, amount === undefined ? { product } : { product, amount });
const basketOf = async (access: string, query = '') => {
  const response = await send('GET', `${URL}${query}`, access);
  expect(response.statusCode, response.body).toBe(200);
  return basketSchema.parse(response.json());
};
const errorOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json()).error;
const signUp = async () => (await t.signUp(uniqueEmail('basket'))).access;

describe('the basket', () => {
  it('needs a signed-in user', async () => {
    expect((await send('GET', URL)).statusCode).toBe(401);
    expect((await send('POST', URL, undefined, { product: '1' })).statusCode).toBe(401);
  });

  it('adds a part, and adding it again adds to its line', async () => {
    const access = await signUp();
    const part = accessories[0]!;
    const first = await add(access, part.id);
    expect(first.statusCode, first.body).toBe(201);
    const line = basketLineSchema.parse(first.json());
    expect(line).toMatchObject({
      amount: 1,
      total: part.price,
      problems: [],
      product: {
        id: part.id,
        reference: part.reference,
        title: part.title,
        product_class: 'product',
        price: part.price,
        in_stock: true,
        status: 'public',
      },
    });
    const again = basketLineSchema.parse((await add(access, part.id, 2)).json());
    expect(again).toMatchObject({ pk: line.pk, amount: 3, total: part.price * 3 });
    const basket = await basketOf(access);
    expect(basket.items.map((item) => [item.pk, item.amount])).toEqual([[line.pk, 3]]);
  });

  it('prices lines in the asked currency', async () => {
    const access = await signUp();
    const part = accessories[0]!;
    await add(access, part.id);
    const inEuros = await getOk(t, `/api/ecommerce/product/${part.id}?country=DE`, productSchema);
    const basket = await basketOf(access, '?country=DE');
    expect(basket.currency).toBe('EUR');
    expect(basket.items[0]!.product.price).toBe(inEuros.price);
  });

  it('adds a model bought as it is at its discounted price, and an assembly at its parts plus the fee', async () => {
    const access = await signUp();
    const model = await getOk(t, '/api/ecommerce/model/rigsmith-ember', modelDetailSchema);
    expect(model.price.was).not.toBeNull();
    const modelLine = basketLineSchema.parse((await add(access, 'model-rigsmith-ember')).json());
    expect(modelLine.product).toMatchObject({
      product_class: 'pc-build',
      reference: 'rigsmith-ember',
      title: model.name,
      price: model.price.amount,
      was: model.price.was,
    });

    const created = await t.post('/api/ecommerce/pc_build', {
      kind: 'assembly',
      name: 'My Ember',
      components: model.parts.map((line) => ({ component: line.product.id, amount: line.amount })),
      reference: model.slug,
    });
    expect(created.statusCode, created.body).toBe(201);
    const build = pcBuildSchema.parse(created.json());
    const assembly = basketLineSchema.parse((await add(access, `pc-${build.id}`, 2)).json());
    expect(assembly).toMatchObject({
      amount: 2,
      total: build.price * 2,
      problems: [],
      product: { product_class: 'pc-build', title: 'My Ember', price: build.price, was: null },
    });
    expect(assembly.product.delivery_days).toBeGreaterThan(
      Math.max(...model.parts.map((line) => line.product.deliveryDays)),
    );
  });

  it("refuses another customer's assembly as an unknown product", async () => {
    const owner = await signUp();
    const model = await getOk(t, '/api/ecommerce/model/rigsmith-spark', modelDetailSchema);
    const created = await t.post(
      '/api/ecommerce/pc_build',
      {
        kind: 'assembly',
        name: 'Mine',
        components: model.parts.map((line) => ({
          component: line.product.id,
          amount: line.amount,
        })),
      },
      owner,
    );
    const build = pcBuildSchema.parse(created.json());
    expect((await add(owner, `pc-${build.id}`)).statusCode).toBe(201);
    const other = await add(await signUp(), `pc-${build.id}`);
    expect(other.statusCode).toBe(400);
    expect(errorOf(other).code).toBe('unknown_product');
  });

  it.each([
    ['amount 0', { product: '1', amount: 0 }],
    ['a negative amount', { product: '1', amount: -2 }],
    ['a fractional amount', { product: '1', amount: 1.5 }],
    ['an amount above the line maximum', { product: '1', amount: MAX_BASKET_AMOUNT + 1 }],
    ['an amount as text', { product: '1', amount: '2' }],
    ['a malformed product id', { product: 'pc-abc', amount: 1 }],
    ['no product', { amount: 1 }],
  ])('refuses %s with 400 in the error format', async (_name, body) => {
    const response = await send('POST', URL, await signUp(), body);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).code).toBe('validation_failed');
  });

  it('refuses unknown and archived products, and a total past the line maximum', async () => {
    const access = await signUp();
    for (const product of ['2000000000', 'pc-2000000000', 'model-no-such-model']) {
      const response = await add(access, product);
      expect(response.statusCode, product).toBe(400);
      expect(errorOf(response).code).toBe('unknown_product');
    }
    const archived = accessories[5]!;
    await t.database.db
      .update(parts)
      .set({ status: 'archived' })
      .where(eq(parts.id, Number(archived.id)));
    try {
      const response = await add(access, archived.id);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('archived_product');
    } finally {
      await t.database.db
        .update(parts)
        .set({ status: 'public' })
        .where(eq(parts.id, Number(archived.id)));
    }
    const part = accessories[1]!;
    expect((await add(access, part.id, 10)).statusCode).toBe(201);
    const past = await add(access, part.id, 7);
    expect(past.statusCode).toBe(409);
    expect(errorOf(past).code).toBe('amount_above_maximum');
    expect((await basketOf(access)).items.map((item) => item.amount)).toEqual([10]);
  });

  it('changes, replaces and removes only its own lines (404 for anyone else’s)', async () => {
    const access = await signUp();
    const [a, b, c] = accessories;
    const lineA = basketLineSchema.parse((await add(access, a!.id, 2)).json());
    const lineB = basketLineSchema.parse((await add(access, b!.id, 3)).json());

    const other = await signUp();
    expect((await send('PATCH', `${URL}/${lineA.pk}`, other, { amount: 5 })).statusCode).toBe(404);
    expect((await send('DELETE', `${URL}/${lineA.pk}`, other)).statusCode).toBe(404);
    expect(
      (await send('POST', `${URL}/${lineA.pk}/replace`, other, { product: c!.id })).statusCode,
    ).toBe(404);
    expect((await send('PATCH', `${URL}/${lineA.pk}`, access, { amount: 0 })).statusCode).toBe(400);
    expect((await send('PATCH', `${URL}/abc`, access, { amount: 1 })).statusCode).toBe(400);

    const patched = await send('PATCH', `${URL}/${lineA.pk}`, access, { amount: 5 });
    expect(basketLineSchema.parse(patched.json())).toMatchObject({ pk: lineA.pk, amount: 5 });

    const replaced = await send('POST', `${URL}/${lineA.pk}/replace`, access, { product: c!.id });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(basketLineSchema.parse(replaced.json())).toMatchObject({
      amount: 5,
      product: { id: c!.id },
    });
    // Replacing with a product the basket has adds to its line.
    const merged = await send('POST', `${URL}/${lineB.pk}/replace`, access, { product: c!.id });
    expect(basketLineSchema.parse(merged.json())).toMatchObject({
      amount: 8,
      product: { id: c!.id },
    });
    let basket = await basketOf(access);
    expect(basket.items.map((item) => [item.product.id, item.amount])).toEqual([[c!.id, 8]]);

    expect((await send('DELETE', `${URL}/${basket.items[0]!.pk}`, access)).statusCode).toBe(204);
    basket = await basketOf(access);
    expect(basket.items).toEqual([]);
    expect((await send('DELETE', `${URL}/${lineB.pk}`, access)).statusCode).toBe(404);
  });

  it('refuses a replacement that would pass the line maximum, changing nothing', async () => {
    const access = await signUp();
    const [a, b] = accessories;
    await add(access, a!.id, 10);
    const lineB = basketLineSchema.parse((await add(access, b!.id, 10)).json());
    const response = await send('POST', `${URL}/${lineB.pk}/replace`, access, { product: a!.id });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('amount_above_maximum');
    expect((await basketOf(access)).items.map((item) => [item.product.id, item.amount])).toEqual([
      [a!.id, 10],
      [b!.id, 10],
    ]);
  });

  it('shows what can no longer be bought: out of stock, archived, a model short of a part', async () => {
    const access = await signUp();
    const part = accessories[2]!;
    const model = await getOk(t, '/api/ecommerce/model/rigsmith-pulse', modelDetailSchema);
    await add(access, part.id, 2);
    await add(access, 'model-rigsmith-pulse');
    const modelPart = model.parts[0]!.product;
    const restore = async () => {
      await t.database.db
        .update(parts)
        .set({ stock: part.stock, status: 'public' })
        .where(eq(parts.id, Number(part.id)));
      await t.database.db
        .update(parts)
        .set({ stock: modelPart.stock })
        .where(eq(parts.id, Number(modelPart.id)));
    };
    try {
      await t.database.db
        .update(parts)
        .set({ stock: 1 })
        .where(eq(parts.id, Number(part.id)));
      await t.database.db
        .update(parts)
        .set({ stock: 0 })
        .where(eq(parts.id, Number(modelPart.id)));
      const [partLine, modelLine] = (await basketOf(access)).items;
      expect(partLine!.product.in_stock).toBe(false);
      expect(partLine!.problems.map((p) => p.code)).toEqual(['out_of_stock']);
      expect(modelLine!.problems).toEqual([
        { code: 'build_unavailable', components: [modelPart.id], rules: [] },
      ]);
      await t.database.db
        .update(parts)
        .set({ status: 'archived' })
        .where(eq(parts.id, Number(part.id)));
      const [archivedLine] = (await basketOf(access)).items;
      expect(archivedLine!.problems.map((p) => p.code)).toEqual(['archived']);
      expect(archivedLine!.product.status).toBe('archived');
    } finally {
      await restore();
    }
  });

  it('caps an add at what can be sold, never lowering a line; with none in stock it adds as before', async () => {
    const access = await signUp();
    const part = accessories[3]!;
    const setStock = (stock: number) =>
      t.database.db
        .update(parts)
        .set({ stock })
        .where(eq(parts.id, Number(part.id)));
    try {
      await setStock(3);
      const amounts = [];
      for (const amount of [2, 2, 5]) {
        const response = await add(access, part.id, amount);
        expect(response.statusCode, response.body).toBe(201);
        amounts.push(basketLineSchema.parse(response.json()).amount);
      }
      expect(amounts).toEqual([2, 3, 3]);
      await setStock(1);
      expect(basketLineSchema.parse((await add(access, part.id)).json()).amount).toBe(3);
      await setStock(0);
      const unsold = basketLineSchema.parse((await add(access, part.id)).json());
      expect(unsold).toMatchObject({ amount: 4, product: { in_stock: false } });
      expect(unsold.problems.map((problem) => problem.code)).toEqual(['out_of_stock']);
    } finally {
      await setStock(part.stock);
    }
  });

  it('caps a change up_to_stock (the merge at sign-in) at what can be sold, never lowering the line', async () => {
    const access = await signUp();
    const part = accessories[4]!;
    const setStock = (stock: number) =>
      t.database.db
        .update(parts)
        .set({ stock })
        .where(eq(parts.id, Number(part.id)));
    const change = (pk: number, amount: number, upToStock?: boolean) =>
      t.request({
        method: 'PATCH',
        url: `/api/basket/product/${pk}`,
        access,
        payload: upToStock === undefined ? { amount } : { amount, up_to_stock: upToStock },
      });
    try {
      await setStock(6);
      const { pk } = basketLineSchema.parse((await add(access, part.id, 2)).json());
      const amountAfter = async (amount: number, upToStock?: boolean) => {
        const response = await change(pk, amount, upToStock);
        expect(response.statusCode, response.body).toBe(200);
        return basketLineSchema.parse(response.json()).amount;
      };
      expect(await amountAfter(9, true)).toBe(6);
      await setStock(4);
      expect(await amountAfter(9, true)).toBe(6);
      // Without it a change is the shopper's own, shown with its problem when stock is short.
      expect(await amountAfter(9)).toBe(9);
      expect(await amountAfter(9, false)).toBe(9);
      await setStock(0);
      expect(await amountAfter(11, true)).toBe(11);
      expect((await change(pk, 3, 'yes' as unknown as boolean)).statusCode).toBe(400);
    } finally {
      await setStock(part.stock);
    }
  });

  it('caps an add of a build at the whole builds its parts’ stock makes', async () => {
    const access = await signUp();
    const model = await getOk(t, '/api/ecommerce/model/rigsmith-pulse', modelDetailSchema);
    const storage = model.parts.find((line) => line.product.category === 'storage')!.product;
    const created = await t.post('/api/ecommerce/pc_build', {
      kind: 'assembly',
      name: 'Two drives',
      components: model.parts.map((line) => ({
        component: line.product.id,
        amount: line.product.id === storage.id ? 2 : line.amount,
      })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const build = pcBuildSchema.parse(created.json());
    const setStock = (stock: number) =>
      t.database.db
        .update(parts)
        .set({ stock })
        .where(eq(parts.id, Number(storage.id)));
    try {
      // Two drives a build: 5 in stock make 2 builds.
      await setStock(5);
      const line = basketLineSchema.parse((await add(access, `pc-${build.id}`, 4)).json());
      expect(line.amount).toBe(2);
    } finally {
      await setStock(storage.stock);
    }
  });

  it(`keeps at most ${MAX_BASKET_LINES} lines`, async () => {
    const access = await signUp();
    const products = (await allProducts(t, 'in_stock=true')).items.slice(0, MAX_BASKET_LINES + 1);
    expect(products).toHaveLength(MAX_BASKET_LINES + 1);
    for (const part of products.slice(0, MAX_BASKET_LINES)) {
      expect((await add(access, part.id)).statusCode).toBe(201);
    }
    const beyond = await add(access, products.at(-1)!.id);
    expect(beyond.statusCode).toBe(409);
    expect(errorOf(beyond).code).toBe('basket_full');
    expect((await basketOf(access)).items).toHaveLength(MAX_BASKET_LINES);
    // More of a product already in the basket still fits.
    expect((await add(access, products[0]!.id)).statusCode).toBe(201);
  });

  it('loses no line and makes no second line under concurrent adds', async () => {
    const access = await signUp();
    const [same, ...others] = accessories;
    const responses = await Promise.all([
      ...Array.from({ length: 8 }, () => add(access, same!.id, 2)),
      ...others.map((part) => add(access, part.id)),
      // Two more of the same: only 16 fit in its line, two of these ten adds are refused.
      ...Array.from({ length: 2 }, () => add(access, same!.id, 2)),
    ]);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(8 + others.length);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    const basket = await basketOf(access);
    expect(basket.items).toHaveLength(1 + others.length);
    expect(basket.items.find((item) => item.product.id === same!.id)!.amount).toBe(16);
    const rows = await t.database.db.select().from(basketLines);
    expect(new Set(rows.map((row) => `${row.userId}/${row.product}`)).size).toBe(rows.length);
  });
});
