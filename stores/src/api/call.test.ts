import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from './schemas/index';
import { callApi, endpointPath } from './call';
import { createApiClient } from './client';
import { endpoints, type Endpoint } from './endpoints';
import { ApiRefusal, NetworkFailure } from './refusal';

const table = Object.entries(endpoints) as [string, Endpoint][];

function client(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://shop.test/',
    context: { country: () => 'FR', currency: () => 'EUR' },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return answer(request);
    },
  });
  return { api, requests };
}

describe('the endpoint table', () => {
  it('names only shared zod schemas', () => {
    for (const [name, endpoint] of table) {
      const named = [
        endpoint.params,
        endpoint.query,
        endpoint.body,
        ...Object.values(endpoint.answers),
      ];
      for (const schema of named) {
        if (schema === undefined || schema === null || schema === 'text/javascript') continue;
        expect(schemas[schema], `${name}: ${schema}`).toBeInstanceOf(z.ZodType);
      }
    }
  });

  it("gives every path parameter its schema, and a schema's keys are the path's", () => {
    for (const [name, endpoint] of table) {
      const inPath = [...endpoint.path.matchAll(/\{(\*|\w+)\}/g)].map((match) => match[1]);
      const schema = endpoint.params ? schemas[endpoint.params] : null;
      const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
      expect(keys.sort(), name).toEqual(inPath.sort());
    }
  });

  it('has one entry per method and path, no body on a read, a 401 wherever a session is needed', () => {
    const seen = new Set(table.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`));
    expect(seen.size).toBe(table.length);
    for (const [name, endpoint] of table) {
      if (endpoint.method === 'GET' || endpoint.method === 'HEAD')
        expect(endpoint.body, name).toBeUndefined();
      if (endpoint.session === 'required') expect(endpoint.refusals, name).toContain(401);
    }
  });
});

describe('endpointPath', () => {
  it('fills and encodes the parameters, and keeps the slashes of the rest of a path', () => {
    expect(endpointPath('/api/ecommerce/model/{slug}', { slug: 'ember x' })).toBe(
      'api/ecommerce/model/ember%20x',
    );
    expect(endpointPath('/api/cms/redirect/{*}', { '*': 'support/faq s' })).toBe(
      'api/cms/redirect/support/faq%20s',
    );
    expect(() => endpointPath('/api/ecommerce/pc_build/{id}', {})).toThrow('needs its id');
  });
});

describe('callApi', () => {
  it('sends the method, path, query and JSON body of the table, and parses the answer', async () => {
    const address = {
      id: 7,
      is_default: true,
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+33123456789',
      address: {
        line1: '1 rue de Rivoli',
        line2: null,
        city: 'Paris',
        postcode: '75001',
        country: 'FR',
      },
    };
    const { api, requests } = client(() => Response.json([address]));
    await expect(callApi(api, 'setDefaultShippingAddress', { params: { id: 7 } })).resolves.toEqual(
      [address],
    );
    const { api: reviews, requests: asked } = client(() =>
      Response.json({ total: 0, page: 2, perPage: 10, pages: 1, items: [] }),
    );
    await callApi(reviews, 'modelReviews', {
      params: { slug: 'rigsmith-ember' },
      query: { page: 2 },
    });
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/account/shipping_address/7/set_default');
    const url = new URL(asked[0]!.url);
    expect(url.pathname).toBe('/api/ecommerce/model/rigsmith-ember/reviews');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      country: 'FR',
      currency: 'EUR',
    });
  });

  it('answers nothing for a 204 and rejects a refusal as an ApiRefusal', async () => {
    const { api, requests } = client((request) =>
      request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : Response.json(
            { error: { code: 'not_found', message: 'Build not found' } },
            { status: 404 },
          ),
    );
    await expect(callApi(api, 'deletePcBuild', { params: { id: 3 } })).resolves.toBeUndefined();
    await expect(
      callApi(api, 'updatePcBuild', { params: { id: 3 }, body: { name: 'Quiet' } }),
    ).rejects.toMatchObject({ constructor: ApiRefusal, status: 404, code: 'not_found' });
    expect(await requests[1]!.json()).toEqual({ name: 'Quiet' });
  });

  it('rejects a call the server does not answer in time as a NetworkFailure', async () => {
    const api = createApiClient({
      baseUrl: 'http://shop.test/',
      context: { country: () => 'GB', currency: () => 'GBP' },
      fetch: (input, init) =>
        new Promise((_, reject) =>
          (init?.signal ?? (input as Request).signal)?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    });
    await expect(callApi(api, 'countries', { options: { timeout: 20 } })).rejects.toBeInstanceOf(
      NetworkFailure,
    );
  });

  it('refuses at compile time what the table does not allow', () => {
    const { api } = client(() => Response.json({}));
    const never = false as boolean;
    if (never) {
      // @ts-expect-error the path parameter is required
      void callApi(api, 'model');
      // @ts-expect-error a parameter of the wrong type
      void callApi(api, 'deletePcBuild', { params: { id: 'three' } });
      // @ts-expect-error a body the endpoint does not take
      void callApi(api, 'games', { body: {} });
      // @ts-expect-error the query's required fields
      void callApi(api, 'buildsByFps', { query: { game: 'cyberpunk-2077' } });
      // @ts-expect-error an endpoint not in the table
      void callApi(api, 'noSuchEndpoint');
    }
    expect(never).toBe(false);
  });
});
