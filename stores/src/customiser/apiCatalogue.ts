import { callApi } from '../api/call';
import type { ApiClient } from '../api/client';
import { MAX_PER_PAGE } from '../api/constants/index';
import type { Product } from '../api/schemas/catalogue';
import type { GameSummary } from '../api/schemas/games';
import type { CategorySlug } from '../api/schemas/specs';
import type { CustomiserCatalogue, CustomiserPart } from './CustomiserStore';

/** The most ids one `GET /api/ecommerce/product?ids=` asks for. */
const IDS_PER_CALL = 100;

/** A priced catalogue product as the customiser holds it. */
export function toCustomiserPart(product: Product): CustomiserPart {
  return {
    id: product.id,
    reference: product.reference,
    category: product.category,
    brand: product.brand,
    title: product.title,
    specs: product.specs,
    price: product.price,
    stock: product.stock,
    status: product.status,
    rating: product.rating,
    ratingCount: product.ratingCount,
    deliveryDays: product.deliveryDays,
    sold: product.sold,
    image: product.image,
  } as CustomiserPart;
}

/** The customiser's parts, models and games from the shop's API (country and currency added by the client). */
export function apiCustomiserCatalogue(
  api: ApiClient,
): CustomiserCatalogue & { games(): Promise<GameSummary[]> } {
  return {
    async partsOfCategory(category: CategorySlug) {
      const parts: CustomiserPart[] = [];
      for (let page = 1; ; page++) {
        const list = await callApi(api, 'products', {
          query: { category, page, per_page: MAX_PER_PAGE },
        });
        parts.push(...list.items.map(toCustomiserPart));
        if (page >= list.pages) return parts;
      }
    },
    async partsByIds(ids) {
      const batches: string[][] = [];
      for (let start = 0; start < ids.length; start += IDS_PER_CALL)
        batches.push(ids.slice(start, start + IDS_PER_CALL));
      const answers = await Promise.all(
        batches.map((batch) => callApi(api, 'productsByIds', { query: { ids: batch.join(',') } })),
      );
      return answers.flatMap((answer) => answer.items.map(toCustomiserPart));
    },
    async model(slug) {
      const model = await callApi(api, 'model', { params: { slug } });
      return {
        slug: model.slug,
        name: model.name,
        discountPercent: model.price.discountPercent,
        parts: model.parts.map((line) => ({ id: line.product.id, amount: line.amount })),
      };
    },
    async games() {
      return (await callApi(api, 'games')).items;
    },
  };
}
