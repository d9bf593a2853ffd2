import ky, { type KyInstance, type Options } from 'ky';
import type { CountryCode, CurrencyCode } from './schemas/common';
import { readRefusal } from './answers';
import { ApiRefusal, isAborted, NetworkFailure } from './refusal';

/** Statuses a GET is retried once on (source document §8); other methods are never retried. */
export const retryStatuses = [408, 409, 425, 429, 500, 502, 503, 504] as const;

export interface ApiContext {
  country(): CountryCode;
  currency(): CurrencyCode;
}

/** How the client signs requests and renews an expired access token (the SessionStore). */
export interface ApiAuth {
  /** The token to sign with, once it is there (a page load renews its session first). */
  accessToken(): Promise<string | null>;
  /** Renews the tokens; false when the session could not be renewed (the store logs out). */
  renew(): Promise<boolean>;
  /** Aborted when the current session ends; null without one. Calls made for it carry it. */
  sessionSignal(): AbortSignal | null;
}

export type ApiHooks = NonNullable<Options['hooks']>;

export interface ApiClientOptions {
  /** The API origin, e.g. `http://localhost:3000/` or the page's origin. */
  baseUrl: string;
  context: ApiContext;
  auth?: () => ApiAuth | undefined;
  fetch?: typeof fetch;
  hooks?: ApiHooks;
}

const RENEWED = 'x-rigsmith-renewed';

/** A signal aborted by either; `AbortSignal.any` where the browser has it (Safari from 17.4). */
function eitherSignal(first: AbortSignal, second: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([first, second]);
  const both = new AbortController();
  for (const signal of [first, second]) {
    if (signal.aborted) both.abort(signal.reason);
    else signal.addEventListener('abort', () => both.abort(signal.reason), { once: true });
  }
  return both.signal;
}

/**
 * The request at another URL and with another signal, made in one step (a request is costly to
 * make, and a server render makes several for each of its calls). Browsers refuse
 * `new Request(url, request)` when the request has a body (a stream needs `duplex`), so the body
 * is copied as bytes.
 */
async function withUrl(request: Request, url: URL, signal = request.signal): Promise<Request> {
  // Typed for the DOM; the server (Node's RequestInit) type-checks this file too.
  const init = {
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: await request.clone().arrayBuffer() } : {}),
    signal,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    referrer: request.referrer,
    referrerPolicy: request.referrerPolicy,
    integrity: request.integrity,
    keepalive: request.keepalive,
    mode: request.mode,
  } as RequestInit;
  return new Request(url, init);
}

export type ApiClient = KyInstance;

/** `fetch`, with a request that got no answer rejected as a NetworkFailure (an abort stays one). */
const failingAsNetwork =
  (fetchImpl: typeof fetch): typeof fetch =>
  async (input, init) => {
    try {
      return await fetchImpl(input, init);
    } catch (error) {
      if (isAborted(error)) throw error;
      throw new NetworkFailure(error);
    }
  };

/**
 * One ky instance for every call: country and currency on the query, JSON, one retry for GETs.
 * Every non-2xx answer rejects as an ApiRefusal, every call without an answer as a NetworkFailure.
 */
export function createApiClient({
  baseUrl,
  context,
  auth,
  fetch: fetchImpl,
  hooks,
}: ApiClientOptions): ApiClient {
  const client: ApiClient = ky.create({
    prefixUrl: baseUrl,
    fetch: failingAsNetwork(fetchImpl ?? ((input, init) => globalThis.fetch(input, init))),
    timeout: 15_000,
    retry: {
      limit: 1,
      methods: ['get'],
      statusCodes: [...retryStatuses],
      backoffLimit: 500,
      // The hook below has turned ky's HTTPError into a refusal, whose status ky does not read.
      shouldRetry: ({ error }) =>
        error instanceof ApiRefusal
          ? (retryStatuses as readonly number[]).includes(error.status)
          : isAborted(error)
            ? false
            : undefined,
    },
    hooks: {
      ...hooks,
      beforeError: [
        async (error) => {
          throw await readRefusal(error.request, error.response);
        },
      ],
      beforeRequest: [
        async (request, options, state) => {
          const url = new URL(request.url);
          if (!url.searchParams.has('country')) url.searchParams.set('country', context.country());
          if (!url.searchParams.has('currency'))
            url.searchParams.set('currency', context.currency());
          const session = auth?.();
          // Taken before the token: a session that ends while the token is awaited aborts too.
          const ending = session?.sessionSignal();
          const signal = ending ? eitherSignal(request.signal, ending) : request.signal;
          let signed = await withUrl(request, url, signal);
          const token = await session?.accessToken();
          if (token && !signed.headers.has('authorization')) {
            signed.headers.set('authorization', `Bearer ${token}`);
          }
          // ky stops at the first hook that returns a request: the caller's hooks run here.
          for (const hook of hooks?.beforeRequest ?? []) {
            const result = await hook(signed as Parameters<typeof hook>[0], options, state);
            if (result instanceof Response) return result;
            if (result instanceof Request) signed = result;
          }
          return signed;
        },
      ],
      afterResponse: [
        // A 401 on a signed request: renew the tokens once and send the request again.
        async (request, _options, response) => {
          const session = auth?.();
          if (response.status !== 401 || !session || request.headers.has(RENEWED)) return response;
          if (!request.headers.has('authorization') || !(await session.renew())) return response;
          const retry = await withUrl(request, new URL(request.url));
          retry.headers.set(RENEWED, '1');
          retry.headers.set('authorization', `Bearer ${(await session.accessToken()) ?? ''}`);
          return client(retry);
        },
        ...(hooks?.afterResponse ?? []),
      ],
    },
  });
  return client;
}
