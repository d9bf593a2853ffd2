import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  categoryListSchema,
  productListSchema,
  productSchema,
  productsByIdsSchema,
  sortOptions,
  type ProductListItem,
  type SortOption,
} from '@pcshop/stores/schemas';
import { partPrices, parts } from '../../db/schema/index';
import { categoryNames } from '../../db/seed/catalogue/content/categoryNames';
import { buildTestApp, type TestApp } from '../../test/app';
import { allProducts, get, getError, getOk } from '../../test/http';
import { countQueries } from '../../test/queryCounter';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const list = (query: string) => getOk(t, `/api/ecommerce/products?${query}`, productListSchema);
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/** What only_compatible lists: the parts of the build, and the others that break no rule. */
const fitting = <Item extends Pick<ProductListItem, 'mark'>>(items: readonly Item[]) =>
  items.filter(
    (item) =>
      item.mark?.state === 'selected' ||
      !item.mark?.issues.some((issue) => issue.severity === 'error'),
  );

/** The title as the lists order it: ASCII letters lower-cased, compared by code point. */
const titleKey = (item: ProductListItem) => item.title.replace(/[A-Z]/g, (c) => c.toLowerCase());

const sortKeys: Record<SortOption, (item: ProductListItem) => number | string> = {
  bestselling: (item) => -item.sold,
  price_asc: (item) => item.price,
  price_desc: (item) => -item.price,
  'title_a-z': titleKey,
  'title_z-a': titleKey,
  rating_asc: (item) => item.rating,
  delivery_asc: (item) => item.deliveryDays,
};

function inOrder(items: readonly ProductListItem[], sort: SortOption): boolean {
  const key = sortKeys[sort];
  return items.every((item, index) => {
    const next = items[index + 1];
    if (!next) return true;
    if (sort === 'title_z-a') return titleKey(item) >= titleKey(next);
    const [a, b] = [key(item), key(next)];
    return a < b || (a === b && titleKey(item) <= titleKey(next));
  });
}

async function archivedPart() {
  const [row] = await t.database.db
    .select({ id: parts.id, category: parts.category })
    .from(parts)
    .where(eq(parts.status, 'archived'))
    .limit(1);
  if (!row) throw new Error('the catalogue has no archived part');
  return row;
}

describe('GET /api/ecommerce/products', () => {
  it('lists the public parts of a category, with totals that match the category list', async () => {
    const categories = await getOk(t, '/api/categories', categoryListSchema);
    const gpu = categories.items.find((category) => category.slug === 'gpu')!;
    const page = await list('category=gpu&per_page=10');
    expect(page.total).toBe(gpu.partCount);
    expect(page.total).toBeGreaterThan(10);
    expect(page.items).toHaveLength(10);
    expect(page.pages).toBe(Math.ceil(gpu.partCount / 10));
    expect(page.items.every((item) => item.category === 'gpu' && item.status === 'public')).toBe(
      true,
    );
    const everything = await list('per_page=1');
    expect(everything.total).toBe(
      categories.items.reduce((sum, category) => sum + category.partCount, 0),
    );
  });

  it.each(sortOptions)('orders the items %s', async (sort) => {
    const { items } = await allProducts(t, `category=gpu&sort=${sort}`);
    expect(items.length).toBeGreaterThan(2);
    expect(inOrder(items, sort)).toBe(true);
  });

  it('gives different orders for different sorts, bestselling by default', async () => {
    const byDefault = ids((await allProducts(t, 'category=cpu')).items);
    const bestselling = ids((await allProducts(t, 'category=cpu&sort=bestselling')).items);
    const cheapest = ids((await allProducts(t, 'category=cpu&sort=price_asc')).items);
    const dearest = ids((await allProducts(t, 'category=cpu&sort=price_desc')).items);
    expect(byDefault).toEqual(bestselling);
    expect(cheapest).not.toEqual(bestselling);
    expect(cheapest[0]).toBe(dearest.at(-1));
  });

  it('pages without gaps or overlap; a page past the last one is empty with the same totals', async () => {
    const whole = await list('category=memory&per_page=100');
    const pages = Math.ceil(whole.total / 4);
    const paged: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const chunk = await list(`category=memory&per_page=4&page=${page}`);
      expect(chunk).toMatchObject({ total: whole.total, page, perPage: 4, pages });
      paged.push(...ids(chunk.items));
    }
    expect(paged).toEqual(ids(whole.items));
    const past = await list(`category=memory&per_page=4&page=${pages + 1}`);
    expect(past).toMatchObject({ items: [], total: whole.total, page: pages + 1, pages });
  });

  it('accepts per_page from 1 to 100 and refuses page 0, per_page 0 or 101 and non-integers', async () => {
    expect((await list('per_page=1')).items).toHaveLength(1);
    expect((await list('per_page=100')).items).toHaveLength(100);
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=two', 'page'],
      ['page=10001', 'page'],
      ['per_page=0', 'per_page'],
      ['per_page=101', 'per_page'],
    ] as const) {
      const { error } = await getError(t, `/api/ecommerce/products?${query}`, 400);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    }
  });

  it('refuses an unknown category, sort, country or currency and a flag that is not a boolean', async () => {
    for (const [query, field] of [
      ['category=gpus', 'category'],
      ['sort=cheapest', 'sort'],
      ['country=XX', 'country'],
      ['country=gb', 'country'],
      ['currency=USD', 'currency'],
      ['in_stock=yes', 'in_stock'],
      ['only_compatible=2', 'only_compatible'],
    ] as const) {
      const { error } = await getError(t, `/api/ecommerce/products?${query}`, 400);
      expect(error.fields?.[field], query).toBeDefined();
    }
  });

  it('leaves out the parts without stock with in_stock', async () => {
    const everything = await allProducts(t, 'category=gpu');
    const inStock = await allProducts(t, 'category=gpu&in_stock=true');
    expect(everything.items.some((item) => item.stock === 0)).toBe(true);
    expect(inStock.items.every((item) => item.stock > 0 && item.inStock)).toBe(true);
    expect(ids(inStock.items)).toEqual(ids(everything.items.filter((item) => item.stock > 0)));
    expect(inStock.total).toBe(inStock.items.length);
  });

  it('never lists archived parts', async () => {
    const archived = await archivedPart();
    const { items } = await allProducts(t, `category=${archived.category}`);
    expect(ids(items)).not.toContain(String(archived.id));
  });

  it('prices in the currency asked, else the country’s, with the VAT of the country', async () => {
    const [item] = (await list('category=psu&per_page=1')).items;
    const prices = await t.database.db
      .select({ currency: partPrices.currency, amount: partPrices.amount })
      .from(partPrices)
      .where(eq(partPrices.partId, Number(item!.id)));
    const price = (currency: string) => prices.find((row) => row.currency === currency)!.amount;
    const vat = (amount: number, bp: number) => Math.round((amount * bp) / (10000 + bp));
    for (const [query, currency, bp] of [
      ['country=GB', 'GBP', 2000],
      ['country=FR', 'EUR', 2000],
      ['country=IT', 'EUR', 2200],
      ['country=ES', 'EUR', 2100],
      ['country=DE', 'EUR', 1900],
      ['country=DE&currency=GBP', 'GBP', 1900],
      ['country=GB&currency=EUR', 'EUR', 2000],
    ] as const) {
      const page = await list(`category=psu&per_page=1&${query}`);
      expect(page.currency).toBe(currency);
      expect(page.items[0], query).toMatchObject({
        id: item!.id,
        currency,
        price: price(currency),
        vat: vat(price(currency), bp),
      });
    }
  });

  it('carries what a customiser card needs, with the part’s image', async () => {
    const [item] = (await list('category=case&per_page=1')).items;
    expect(item).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      reference: expect.stringMatching(/^case-/),
      image: `/media/parts/${item!.id}.svg`,
      specs: { motherboardFormFactors: expect.any(Array) },
    });
    expect(item!.mark).toBeUndefined();
  });

  describe('with a build', () => {
    async function am5Cpu() {
      const { items } = await allProducts(t, 'category=cpu&in_stock=true');
      const cpu = items.find((item) => item.category === 'cpu' && item.specs.socket === 'AM5');
      if (!cpu) throw new Error('the catalogue has no AM5 processor in stock');
      return cpu;
    }

    it('marks boards for another socket incompatible, naming the rule and both parts', async () => {
      const cpu = await am5Cpu();
      const { items } = await allProducts(t, `category=motherboard&build=${cpu.id}`);
      const foreign = items.filter(
        (item) => item.category === 'motherboard' && item.specs.socket !== 'AM5',
      );
      const native = items.filter(
        (item) => item.category === 'motherboard' && item.specs.socket === 'AM5',
      );
      expect(foreign.length).toBeGreaterThan(0);
      expect(native.length).toBeGreaterThan(0);
      for (const board of foreign) {
        expect(board.mark?.state).toBe(board.stock > 0 ? 'incompatible' : 'out_of_stock');
        expect(board.mark?.issues).toContainEqual(
          expect.objectContaining({
            code: 'cpu_socket_mismatch',
            severity: 'error',
            parts: expect.arrayContaining([cpu.id, board.id]),
            params: expect.any(Object),
          }),
        );
      }
      for (const board of native) {
        expect(board.mark?.state).toBe(board.stock > 0 ? 'compatible' : 'out_of_stock');
        expect(board.mark?.issues.map((issue) => issue.code)).not.toContain('cpu_socket_mismatch');
      }
    });

    it('keeps only the compatible parts with only_compatible, and counts them', async () => {
      const cpu = await am5Cpu();
      const marked = await allProducts(t, `category=motherboard&build=${cpu.id}`);
      const compatible = await allProducts(
        t,
        `category=motherboard&build=${cpu.id}&only_compatible=true`,
      );
      const expected = fitting(marked.items);
      expect(expected.length).toBeLessThan(marked.items.length);
      expect(ids(compatible.items)).toEqual(ids(expected));
      expect(compatible.total).toBe(expected.length);
      const second = await list(
        `category=motherboard&build=${cpu.id}&only_compatible=true&per_page=2&page=2`,
      );
      expect(ids(second.items)).toEqual(ids(expected.slice(2, 4)));
      expect(second.pages).toBe(Math.ceil(expected.length / 2));
    });

    it('keeps the same parts in every order with only_compatible, an incompatible one left out when sold out too', async () => {
      const cpu = await am5Cpu();
      const build = `build=${cpu.id}`;
      const marked = await allProducts(t, `category=motherboard&${build}`);
      const foreign = marked.items.find((item) => item.mark?.state === 'incompatible')!;
      await t.database.db
        .update(parts)
        .set({ stock: 0 })
        .where(eq(parts.id, Number(foreign.id)));
      try {
        t.app.catalogueCache.invalidate();
        for (const sort of sortOptions) {
          const all = await allProducts(t, `category=motherboard&${build}&sort=${sort}`);
          const compatible = await allProducts(
            t,
            `category=motherboard&${build}&only_compatible=true&sort=${sort}`,
          );
          // Its card says it is sold out; the marks' conflicts say it wouldn't fit either.
          expect(all.items.find((item) => item.id === foreign.id)?.mark?.state).toBe(
            'out_of_stock',
          );
          const expected = fitting(all.items);
          expect(ids(expected)).not.toContain(foreign.id);
          expect(compatible.items).toEqual(expected);
          const faceted = await allProducts(
            t,
            `category=motherboard&${build}&only_compatible=true&facets=true&sort=${sort}`,
          );
          expect(faceted.items).toEqual(expected);
        }
      } finally {
        await t.database.db
          .update(parts)
          .set({ stock: foreign.stock })
          .where(eq(parts.id, Number(foreign.id)));
        t.app.catalogueCache.invalidate();
      }
    });

    it('answers a rewrite of the facts at once with only_compatible, whoever wrote it', async () => {
      const cpu = await am5Cpu();
      const query = `category=motherboard&build=${cpu.id}&only_compatible=true`;
      const before = await allProducts(t, query);
      const board = before.items.find((item) => item.mark?.state === 'compatible')!;
      const socket = sql`jsonb_set(${parts.specs}, '{socket}', '"LGA1700"')`;
      await t.database.db
        .update(parts)
        .set({ specs: socket })
        .where(eq(parts.id, Number(board.id)));
      try {
        t.app.catalogueCache.invalidate();
        const after = await allProducts(t, query);
        expect(ids(after.items)).toEqual(ids(before.items).filter((id) => id !== board.id));
        expect(after.total).toBe(before.total - 1);
      } finally {
        const back = sql`jsonb_set(${parts.specs}, '{socket}', '"AM5"')`;
        await t.database.db
          .update(parts)
          .set({ specs: back })
          .where(eq(parts.id, Number(board.id)));
        t.app.catalogueCache.invalidate();
      }
    });

    const compatibleSockets = (items: readonly ProductListItem[]) => [
      ...new Set(
        items.flatMap((item) =>
          item.mark?.state === 'compatible' && item.category === 'motherboard'
            ? [item.specs.socket]
            : [],
        ),
      ),
    ];

    it("answers a rewrite of the build's own part at once, its facts kept after a first list", async () => {
      const cpu = await am5Cpu();
      const query = `category=motherboard&build=${cpu.id}&only_compatible=true&per_page=100`;
      await list(query);
      const counter = countQueries(t.database);
      try {
        t.app.catalogueCache.invalidate();
        counter.reset();
        const before = await list(query);
        expect(counter.count).toBe(1);
        expect(compatibleSockets(before.items)).toEqual(['AM5']);

        const socket = sql`jsonb_set(${parts.specs}, '{socket}', '"LGA1700"')`;
        await t.database.db
          .update(parts)
          .set({ specs: socket })
          .where(eq(parts.id, Number(cpu.id)));
        t.app.catalogueCache.invalidate();
        expect(compatibleSockets((await list(query)).items)).toEqual(['LGA1700']);
      } finally {
        counter.restore();
        const back = sql`jsonb_set(${parts.specs}, '{socket}', '"AM5"')`;
        await t.database.db
          .update(parts)
          .set({ specs: back })
          .where(eq(parts.id, Number(cpu.id)));
        t.app.catalogueCache.invalidate();
      }
    });

    it('marks a part of the build selected, and reads amounts from the share code', async () => {
      const [memory] = (await list('category=memory&in_stock=true&per_page=1')).items;
      const { items } = await allProducts(t, `category=memory&build=${memory!.id}*2`);
      expect(items.find((item) => item.id === memory!.id)?.mark?.state).toBe('selected');
      expect(items.filter((item) => item.mark?.state === 'selected')).toHaveLength(1);
    });

    it('marks by stock alone with an empty build', async () => {
      const { items } = await allProducts(t, 'category=gpu&build=');
      expect(items.some((item) => item.mark?.state === 'out_of_stock')).toBe(true);
      for (const item of items) {
        expect(item.mark).toEqual({
          state: item.stock > 0 ? 'compatible' : 'out_of_stock',
          issues: [],
        });
      }
    });

    it('refuses a malformed share code and one naming parts not in the catalogue', async () => {
      for (const code of ['abc', '12*99', '12*0', '12..13', '12.12', '-1']) {
        const { error } = await getError(t, `/api/ecommerce/products?build=${code}`, 400);
        expect(Object.keys(error.fields ?? {}), code).toEqual(['build']);
      }
      const { error } = await getError(t, '/api/ecommerce/products?build=2147483647', 400);
      expect(error).toMatchObject({
        code: 'unknown_parts',
        fields: { build: ['Part 2147483647 is not in the catalogue'] },
      });
    });
  });

  it('answers a weak ETag and Cache-Control, and 304 while the tag matches', async () => {
    const url = '/api/ecommerce/products?category=cpu&per_page=5';
    const first = await get(t, url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const again = await get(t, url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(t, url, { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await get(t, url, { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
    const inEuros = await get(t, `${url}&currency=EUR`, { 'if-none-match': etag });
    expect(inEuros.statusCode).toBe(200);
    expect(inEuros.headers.etag).not.toBe(etag);
  });

  it('serves a repeated read from the response cache, and reads again after invalidate()', async () => {
    const url = '/api/ecommerce/products?category=os&sort=price_desc';
    const counter = countQueries(t.database);
    try {
      t.app.catalogueCache.invalidate();
      const first = await get(t, url);
      expect(counter.count).toBe(1);
      const second = await get(t, url);
      expect(counter.count).toBe(1);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      t.app.catalogueCache.invalidate();
      await get(t, url);
      expect(counter.count).toBe(2);
    } finally {
      counter.restore();
    }
  });

  it('sends the database the same few statements whatever the page size, once the facts are read', async () => {
    const counter = countQueries(t.database);
    const statements = async (query: string) => {
      // The first list of a category after a write of facts reads them too: one statement more.
      await list(query);
      t.app.catalogueCache.invalidate();
      counter.reset();
      await list(query);
      return counter.count;
    };
    try {
      expect(await statements('per_page=5')).toBe(1);
      expect(await statements('per_page=100')).toBe(1);
      const build = ids((await list('category=cpu&per_page=2')).items).join('.');
      expect(await statements(`category=motherboard&per_page=5&build=${build}`)).toBe(2);
      expect(await statements(`category=motherboard&per_page=100&build=${build}`)).toBe(2);
      expect(
        await statements(`category=motherboard&per_page=5&build=${build}&only_compatible=true`),
      ).toBe(1);
      expect(
        await statements(`category=motherboard&per_page=100&build=${build}&only_compatible=true`),
      ).toBe(1);
    } finally {
      counter.restore();
    }
  });
});

describe('GET /api/ecommerce/products: search and facets', () => {
  const facetsOf = async (query: string) => {
    const answer = await list(`${query}&facets=true&per_page=100`);
    return { answer, facets: new Map((answer.facets ?? []).map((facet) => [facet.key, facet])) };
  };
  const valuesOf = (facet: unknown) =>
    Object.fromEntries(
      ((facet as { values: { value: unknown; count: number }[] }).values ?? []).map(
        ({ value, count }) => [String(value), count],
      ),
    );

  it('orders and pages what it finds as the plain list does, in every order', async () => {
    for (const sort of sortOptions) {
      const plain = await allProducts(t, `category=memory&sort=${sort}`);
      const faceted = await allProducts(t, `category=memory&facets=true&sort=${sort}`);
      expect(ids(faceted.items)).toEqual(ids(plain.items));
      expect(faceted.total).toBe(plain.total);
      const second = await list(`category=memory&facets=true&sort=${sort}&per_page=3&page=2`);
      expect(ids(second.items)).toEqual(ids(plain.items.slice(3, 6)));
    }
  });

  it('finds parts by every word of the search, in brand or title, accents and case aside', async () => {
    const everything = await allProducts(t, 'category=gpu');
    const sample = everything.items[0]!;
    const word = sample.title.split(' ').at(-1)!;
    const found = await list(
      `category=gpu&per_page=100&q=${encodeURIComponent(`${sample.brand.toUpperCase()} ${word}`)}`,
    );
    expect(ids(found.items)).toContain(sample.id);
    for (const item of found.items) {
      const text = `${item.brand} ${item.title}`.toLowerCase();
      expect(text).toContain(word.toLowerCase());
      expect(text).toContain(sample.brand.toLowerCase());
    }
    expect((await list('category=gpu&q=zzzz-no-such-card')).total).toBe(0);
  });

  it("counts each facet's values among the parts the other choices leave, and filters by them", async () => {
    const all = await facetsOf('category=motherboard');
    const sockets = valuesOf(all.facets.get('socket'));
    expect(Object.values(sockets).reduce((a, b) => a + b, 0)).toBe(all.answer.total);
    const [socket, count] = Object.entries(sockets)[0]!;
    const ticked = await facetsOf(
      `category=motherboard&filter=${encodeURIComponent(`socket:${socket}`)}`,
    );
    expect(ticked.answer.total).toBe(count);
    expect(
      ticked.answer.items.every(
        (item) => item.category === 'motherboard' && item.specs.socket === socket,
      ),
    ).toBe(true);
    // The socket facet still offers the other sockets with their counts; the others narrow.
    expect(valuesOf(ticked.facets.get('socket'))).toEqual(sockets);
    const formFactors = valuesOf(ticked.facets.get('formFactor'));
    expect(Object.values(formFactors).reduce((a, b) => a + b, 0)).toBe(count);
    const brands = valuesOf(ticked.facets.get('brand'));
    expect(Object.values(brands).reduce((a, b) => a + b, 0)).toBe(count);
  });

  it('bounds a range facet and the price, and gives each range its bounds', async () => {
    const all = await facetsOf('category=gpu');
    const price = all.facets.get('price') as { min: number; max: number };
    const length = all.facets.get('lengthMm') as { min: number; max: number };
    expect(price.min).toBeLessThan(price.max);
    const cap = Math.round((length.min + length.max) / 2);
    const short = await list(
      `category=gpu&per_page=100&filter=${encodeURIComponent(`lengthMm:..${cap}`)}`,
    );
    expect(short.total).toBeGreaterThan(0);
    expect(
      short.items.every(
        (item) => item.category === 'gpu' && (item.specs.lengthMm ?? Infinity) <= cap,
      ),
    ).toBe(true);
    const cheap = await list(
      `category=gpu&per_page=100&filter=${encodeURIComponent(`price:${price.min}..${price.min}`)}`,
    );
    expect(cheap.items.every((item) => item.price === price.min)).toBe(true);
  });

  it('counts only the compatible parts with only_compatible and a build', async () => {
    const cpu = (await list('category=cpu&per_page=1')).items[0]!;
    const compatible = await allProducts(
      t,
      `category=motherboard&build=${cpu.id}&only_compatible=true`,
    );
    const faceted = await facetsOf(`category=motherboard&build=${cpu.id}&only_compatible=true`);
    expect(faceted.answer.total).toBe(compatible.total);
    const sockets = valuesOf(faceted.facets.get('socket'));
    expect(Object.values(sockets).reduce((a, b) => a + b, 0)).toBe(compatible.total);
    const matching = compatible.items.filter(
      (item) =>
        item.category === 'motherboard' &&
        cpu.category === 'cpu' &&
        item.specs.socket === cpu.specs.socket,
    );
    expect(sockets[cpu.category === 'cpu' ? cpu.specs.socket : '']).toBe(matching.length);
    expect(faceted.answer.items.every((item) => item.mark)).toBe(true);
    expect(fitting(faceted.answer.items)).toEqual(faceted.answer.items);
  });

  it('refuses filters that are not facets of the category, a malformed filter, or facets without a category', async () => {
    for (const [query, field, code] of [
      ['category=gpu&filter=socket:AM5', 'filter', 'unknown_filter'],
      ['category=gpu&filter=nocolon', 'filter', 'validation_failed'],
      ['q=ryzen', 'category', 'category_required'],
      ['facets=true', 'category', 'category_required'],
    ] as const) {
      const { error } = await getError(t, `/api/ecommerce/products?${query}`, 400);
      expect(error.code, query).toBe(code);
      expect(error.fields?.[field], query).toBeDefined();
    }
  });

  it('sends the database two statements whatever the page size, with a build too once its facts are read', async () => {
    const counter = countQueries(t.database);
    const statements = async (query: string) => {
      // The first list of a category after a write of facts reads them too: one statement more.
      await list(query);
      t.app.catalogueCache.invalidate();
      counter.reset();
      await list(query);
      return counter.count;
    };
    try {
      const build = ids((await list('category=cpu&per_page=2')).items).join('.');
      for (const perPage of [5, 100]) {
        expect(await statements(`category=memory&facets=true&q=ddr&per_page=${perPage}`)).toBe(2);
        expect(
          await statements(
            `category=motherboard&facets=true&build=${build}&only_compatible=true&per_page=${perPage}`,
          ),
        ).toBe(2);
      }
    } finally {
      counter.restore();
    }
  });
});

describe('GET /api/ecommerce/product/{id}', () => {
  it('answers a listed part as the list shows it', async () => {
    const [listed] = (await list('category=cooler&per_page=1')).items;
    const product = await getOk(t, `/api/ecommerce/product/${listed!.id}`, productSchema);
    const { mark: _mark, ...expected } = listed!;
    expect(product).toEqual(expected);
  });

  it('answers an archived part with its status, not buyable', async () => {
    const archived = await archivedPart();
    const product = await getOk(t, `/api/ecommerce/product/${archived.id}`, productSchema);
    expect(product).toMatchObject({ status: 'archived', inStock: false });
  });

  it('answers 404 for an unknown id and 400 for one that is not a part id', async () => {
    const { error } = await getError(t, '/api/ecommerce/product/2147483647', 404);
    expect(error.code).toBe('not_found');
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const { error: invalid } = await getError(t, `/api/ecommerce/product/${id}`, 400);
      expect(Object.keys(invalid.fields ?? {}), id).toEqual(['id']);
    }
    await getError(t, '/api/ecommerce/product/1?currency=XYZ', 400);
  });
});

describe('GET /api/ecommerce/product?ids=', () => {
  it('answers the parts in the order asked, archived ones included, and lists the unknown ids', async () => {
    const archived = await archivedPart();
    const listed = ids((await list('category=storage&per_page=3')).items);
    const asked = [listed[2]!, String(archived.id), '2147483647', listed[0]!];
    const answer = await getOk(
      t,
      `/api/ecommerce/product?ids=${asked.join(',')}&country=IT`,
      productsByIdsSchema,
    );
    expect(ids(answer.items)).toEqual([listed[2], String(archived.id), listed[0]]);
    expect(answer.items[1]?.status).toBe('archived');
    expect(answer.missing).toEqual(['2147483647']);
    expect(answer.currency).toBe('EUR');
  });

  it('refuses no ids, repeated ids, more than 100 and ids that are not part ids', async () => {
    const hundredAndOne = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    for (const query of ['', 'ids=', 'ids=1,1', `ids=${hundredAndOne}`, 'ids=1,x', 'ids=1,,2']) {
      const { error } = await getError(t, `/api/ecommerce/product?${query}`, 400);
      const fields = Object.keys(error.fields ?? {});
      expect(fields.length, query).toBeGreaterThan(0);
      expect(
        fields.every((field) => /^ids(\.\d+)?$/.test(field)),
        query,
      ).toBe(true);
    }
  });

  it('reads them in one statement', async () => {
    const counter = countQueries(t.database);
    try {
      const many = ids((await list('per_page=60')).items).join(',');
      t.app.catalogueCache.invalidate();
      counter.reset();
      await getOk(t, `/api/ecommerce/product?ids=${many}`, productsByIdsSchema);
      expect(counter.count).toBe(1);
    } finally {
      counter.restore();
    }
  });
});

describe('GET /api/categories', () => {
  it('lists the categories in the customiser’s order, named in the country’s language', async () => {
    const english = await getOk(t, '/api/categories', categoryListSchema);
    const french = await getOk(t, '/api/categories?country=FR', categoryListSchema);
    expect(english.items.map((category) => category.slug)).toEqual([
      'case',
      'cpu',
      'motherboard',
      'cooler',
      'memory',
      'gpu',
      'storage',
      'psu',
      'fan',
      'lighting',
      'optical-drive',
      'os',
      'monitor',
      'accessory',
    ]);
    expect(french.items.map((category) => category.name)).toEqual(
      french.items.map((category) => categoryNames[category.slug]['fr-FR']),
    );
    expect(french.items[1]?.breadcrumbs).toEqual([
      { slug: 'cpu', name: categoryNames.cpu['fr-FR'] },
    ]);
  });

  it('counts the public parts of each category', async () => {
    const { items } = await getOk(t, '/api/categories', categoryListSchema);
    for (const category of items) {
      const listed = await list(`category=${category.slug}&per_page=1`);
      expect(category.partCount, category.slug).toBe(listed.total);
      expect(category.partCount, category.slug).toBeGreaterThan(0);
    }
  });

  it('refuses an unknown country', async () => {
    await getError(t, '/api/categories?country=US', 400);
  });
});
