import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiAuth } from './client';

const context = { country: () => 'GB' as const, currency: () => 'GBP' as const };

function recordingFetch(respond: (request: Request, index: number) => Response) {
  const calls: Request[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request);
    return respond(request, calls.length - 1);
  };
  return { calls, fetchImpl };
}

describe('api client auth', () => {
  it('adds the bearer header of the current access token', async () => {
    const { calls, fetchImpl } = recordingFetch(() => Response.json({}));
    const auth: ApiAuth = {
      accessToken: async () => 'token-1',
      renew: vi.fn(async () => true),
      sessionSignal: () => null,
    };
    const api = createApiClient({
      baseUrl: 'http://shop.test/',
      context,
      auth: () => auth,
      fetch: fetchImpl,
    });
    await api.get('api/account/user').json();
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('renews once on 401 and retries with the new token', async () => {
    let token = 'expired';
    const { calls, fetchImpl } = recordingFetch((request) =>
      request.headers.get('authorization') === 'Bearer fresh'
        ? Response.json({ ok: true })
        : new Response('{}', { status: 401 }),
    );
    const renew = vi.fn(async () => {
      token = 'fresh';
      return true;
    });
    const api = createApiClient({
      baseUrl: 'http://shop.test/',
      context,
      auth: () => ({ accessToken: async () => token, renew, sessionSignal: () => null }),
      fetch: fetchImpl,
    });
    await expect(api.post('api/auth/change_password', { json: { a: 1 } }).json()).resolves.toEqual({
      ok: true,
    });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(await calls[1]!.json()).toEqual({ a: 1 });
  });

  it('gives up after one renewal when the server still answers 401', async () => {
    const { calls, fetchImpl } = recordingFetch(() => new Response('{}', { status: 401 }));
    const renew = vi.fn(async () => true);
    const api = createApiClient({
      baseUrl: 'http://shop.test/',
      context,
      auth: () => ({ accessToken: async () => 't', renew, sessionSignal: () => null }),
      fetch: fetchImpl,
    });
    await expect(api.get('api/account/user').json()).rejects.toThrow();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('does not renew for anonymous requests', async () => {
    const { fetchImpl } = recordingFetch(() => new Response('{}', { status: 401 }));
    const renew = vi.fn(async () => true);
    const api = createApiClient({
      baseUrl: 'http://shop.test/',
      context,
      auth: () => ({ accessToken: async () => null, renew, sessionSignal: () => null }),
      fetch: fetchImpl,
    });
    await expect(api.post('api/auth/login', { json: {} }).json()).rejects.toThrow();
    expect(renew).not.toHaveBeenCalled();
  });
});

describe('api client and the end of a session', () => {
  /** A fetch that answers only when told, and rejects as fetch does once its signal aborts. */
  function heldFetch() {
    const calls: Request[] = [];
    const fetchImpl = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push(request);
      return new Promise<Response>((resolve, reject) => {
        const abort = () => reject(request.signal.reason);
        if (request.signal.aborted) abort();
        request.signal.addEventListener('abort', abort);
        setTimeout(() => resolve(Response.json({ ok: true })), 50);
      });
    };
    return { calls, fetchImpl };
  }

  it('aborts a signed call in flight when its session ends', async () => {
    const { calls, fetchImpl } = heldFetch();
    const ending = new AbortController();
    const api = createApiClient({
      baseUrl: 'http://shop.test/',
      context,
      auth: () => ({
        accessToken: async () => 'token-1',
        renew: vi.fn(async () => true),
        sessionSignal: () => ending.signal,
      }),
      fetch: fetchImpl,
    });
    const answer = api.get('api/account/user').json();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    ending.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });

  it('sends nothing when the session ends while the token is awaited', async () => {
    const { calls, fetchImpl } = heldFetch();
    const ending = new AbortController();
    let grant: ((token: string | null) => void) | undefined;
    const api = createApiClient({
      baseUrl: 'http://shop.test/',
      context,
      auth: () => ({
        accessToken: () => new Promise((resolve) => (grant = resolve)),
        renew: vi.fn(async () => true),
        sessionSignal: () => ending.signal,
      }),
      fetch: fetchImpl,
    });
    const answer = api.post('api/basket/product', { json: { product: 'p' } }).json();
    await vi.waitFor(() => expect(grant).toBeDefined());
    ending.abort();
    grant!(null);
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls.every((call) => call.signal.aborted)).toBe(true);
  });

  it('lets an anonymous call and a call of the live session answer', async () => {
    const { fetchImpl } = heldFetch();
    const live = new AbortController();
    const api = createApiClient({
      baseUrl: 'http://shop.test/',
      context,
      auth: () => ({
        accessToken: async () => 't',
        renew: vi.fn(async () => true),
        sessionSignal: () => live.signal,
      }),
      fetch: fetchImpl,
    });
    await expect(api.post('api/basket/product', { json: { a: 1 } }).json()).resolves.toEqual({
      ok: true,
    });
  });
});

describe('api client retries', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const { calls, fetchImpl } = recordingFetch(() => new Response('{}', { status }));
    const api = createApiClient({ baseUrl: 'http://shop.test/', context, fetch: fetchImpl });
    await expect(api.get('api/countries', { retry: { backoffLimit: 0 } }).json()).rejects.toThrow();
    expect(calls).toHaveLength(2);
  });

  it.each(['post', 'patch', 'delete'] as const)('never retries a %s', async (method) => {
    const { calls, fetchImpl } = recordingFetch(() => new Response('{}', { status: 503 }));
    const api = createApiClient({ baseUrl: 'http://shop.test/', context, fetch: fetchImpl });
    await expect(api[method]('api/account/user').json()).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });

  it('does not retry a GET on 400 or 404', async () => {
    const { calls, fetchImpl } = recordingFetch(
      (_request, index) => new Response('{}', { status: index === 0 ? 404 : 400 }),
    );
    const api = createApiClient({ baseUrl: 'http://shop.test/', context, fetch: fetchImpl });
    await expect(api.get('api/ecommerce/model/none').json()).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });
});
