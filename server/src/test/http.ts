import { expect } from 'vitest';
import {
  apiErrorSchema,
  productListSchema,
  type ApiError,
  type ProductList,
} from '@pcshop/stores/schemas';
import type { TestApp } from './app';

/** A GET through `app.inject`. */
export const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A 200 answer's body, read with the schema the client uses. */
export async function getOk<T>(
  t: TestApp,
  url: string,
  schema: { parse(value: unknown): T },
): Promise<T> {
  const response = await get(t, url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 500)}`).toBe(200);
  return schema.parse(response.json());
}

/** A 4xx answer in the SPEC's error format. */
export async function getError(t: TestApp, url: string, status: number): Promise<ApiError> {
  const response = await get(t, url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 500)}`).toBe(status);
  return apiErrorSchema.parse(response.json());
}

/** Every item of a product query, read page by page (100 a page). */
export async function allProducts(t: TestApp, query: string): Promise<ProductList> {
  const first = await getOk(
    t,
    `/api/ecommerce/products?${query}&per_page=100&page=1`,
    productListSchema,
  );
  const items = [...first.items];
  for (let page = 2; page <= first.pages; page++) {
    const next = await getOk(
      t,
      `/api/ecommerce/products?${query}&per_page=100&page=${page}`,
      productListSchema,
    );
    items.push(...next.items);
  }
  return { ...first, items };
}
