import { makeAutoObservable } from 'mobx';
import { callApi } from '../api/call';
import type { ApiClient } from '../api/client';
import type { AddressCity } from '../api/schemas/index';
import type { CountryCode } from '../api/schemas/common';
import { Resource } from '../async/Resource';
import { debounce, type Debounced, type DebounceTiming } from '../cart/debounce';
import type { Clock } from '../platform';

/** Typing pauses this long before the places are asked for (and at most this long in all). */
export const CITY_SEARCH_DEBOUNCE: DebounceTiming = { wait: 250, maxWait: 1_000 };

/**
 * The places a new address's city field offers (source document §5: address fields are picked
 * from an autocomplete list): the shipping country's places starting with the typed text, asked
 * for once typing pauses; a slow answer never replaces a newer one.
 */
export class CitySearchStore {
  readonly places = new Resource<AddressCity[]>();
  private wanted: { country: CountryCode; text: string } | null = null;
  private readonly later: Debounced;

  constructor(
    private readonly api: ApiClient,
    clock: Clock,
  ) {
    this.later = debounce(clock, () => void this.load(), CITY_SEARCH_DEBOUNCE);
    makeAutoObservable<CitySearchStore, 'api' | 'later' | 'wanted'>(
      this,
      { api: false, later: false, wanted: false, places: false },
      { autoBind: true },
    );
  }

  /** The places offered for the text typed last (none for a blank text). */
  get offered(): AddressCity[] {
    return this.places.data ?? [];
  }

  search(country: CountryCode, text: string): void {
    const q = text.trim();
    if (!q) {
      this.wanted = null;
      this.later.cancel();
      this.places.reset();
      return;
    }
    this.wanted = { country, text: q };
    this.later.schedule();
  }

  private load(): Promise<void> {
    if (!this.wanted) return Promise.resolve();
    const query = { country: this.wanted.country, q: this.wanted.text };
    return this.places.load(`${query.country}|${query.q}`, async () => {
      const { items } = await callApi(this.api, 'addressCities', { query });
      return items;
    });
  }
}
