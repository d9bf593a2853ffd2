import { makeAutoObservable } from 'mobx';
import { callApi } from '../api/call';
import type { ApiClient } from '../api/client';
import type { ProductListItem } from '../api/schemas/catalogue';
import type { CountryCode, CurrencyCode } from '../api/schemas/common';
import type { CategorySlug } from '../api/schemas/specs';
import { Resource } from '../async/Resource';

/** The categories of single products the cart offers, in the order it shows them. */
export const addOnCategories = ['monitor', 'accessory'] as const satisfies CategorySlug[];

/** How many products of each category the cart offers. */
export const ADD_ONS_PER_CATEGORY = 3;

export interface AddOnsDependencies {
  api: ApiClient;
  country(): CountryCode;
  currency(): CurrencyCode;
}

/**
 * The single products the cart page offers to complete a setup ("Complete your setup"): the
 * best-selling monitors and accessories in stock, priced for the edition (loaded again in
 * another country or currency).
 */
export class AddOnsStore {
  readonly products = new Resource<ProductListItem[]>();

  constructor(private readonly deps: AddOnsDependencies) {
    makeAutoObservable<AddOnsStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  load(): Promise<void> {
    const { api, country, currency } = this.deps;
    return this.products.load(`${country()}|${currency()}`, async () => {
      const lists = await Promise.all(
        addOnCategories.map((category) =>
          callApi(api, 'products', {
            query: { category, in_stock: 'true', per_page: ADD_ONS_PER_CATEGORY },
          }),
        ),
      );
      return lists.flatMap((list) => list.items);
    });
  }
}
