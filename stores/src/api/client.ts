import ky, { type KyInstance, type Options } from 'ky';
import type { CountryCode, CurrencyCode } from './schemas/common';

/** Statuses a GET is retried once on (source document §8); other methods are never retried. */
export const retryStatuses = [408, 409, 425, 429, 500, 502, 503, 504] as const;

export interface ApiContext {
  country(): CountryCode;
  currency(): CurrencyCode;
}

export interface ApiClientOptions {
  /** The API origin, e.g. `http://localhost:3000/` or the page's origin. */
  baseUrl: string;
  context: ApiContext;
  fetch?: typeof fetch;
  hooks?: Options['hooks'];
}

export type ApiClient = KyInstance;

/** One ky instance for every call: country and currency on the query, JSON, one retry for GETs. */
export function createApiClient({
  baseUrl,
  context,
  fetch: fetchImpl,
  hooks,
}: ApiClientOptions): ApiClient {
  return ky.create({
    prefixUrl: baseUrl,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    timeout: 15_000,
    retry: { limit: 1, methods: ['get'], statusCodes: [...retryStatuses], backoffLimit: 500 },
    hooks: {
      ...hooks,
      beforeRequest: [
        (request) => {
          const url = new URL(request.url);
          if (!url.searchParams.has('country')) url.searchParams.set('country', context.country());
          if (!url.searchParams.has('currency'))
            url.searchParams.set('currency', context.currency());
          return new Request(url, request);
        },
        ...(hooks?.beforeRequest ?? []),
      ],
    },
  });
}
