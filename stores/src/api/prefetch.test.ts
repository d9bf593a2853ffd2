import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { endpoints } from './endpoints';
import { ApiRefusal } from './refusal';
import { answerFrom, recordAnswers, type ApiAnswers } from './prefetch';

const context = { country: () => 'FR' as const, currency: () => 'EUR' as const };

function countingFetch() {
  const calls: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/missing') return Response.json({ error: {} }, { status: 404 });
    if (url.pathname === '/api/down') return Response.json({ error: {} }, { status: 503 });
    if (request.method === 'HEAD') return new Response(null, { status: 404 });
    return Response.json({ from: 'network', path: url.pathname });
  };
  return { calls, fetchImpl };
}

describe('answers read on the server, handed to the browser', () => {
  it('records the JSON answers to GETs and the answers to HEADs a page is built from, by method, path and query', async () => {
    const answers: ApiAnswers = {};
    const { fetchImpl } = countingFetch();
    const api = createApiClient({
      baseUrl: 'http://shop.test/',
      context,
      fetch: fetchImpl,
      hooks: recordAnswers(answers),
    });
    await api.get('api/games').json();
    await api.post('api/contact/ticket', { json: {} }).json();
    // Refusals are recorded too (the page renders its "not found"); a 503 is not kept.
    await expect(api.get('api/missing')).rejects.toBeInstanceOf(ApiRefusal);
    await expect(api.get('api/down', { retry: 0 })).rejects.toBeInstanceOf(ApiRefusal);
    await expect(api.head('api/redirect/old')).rejects.toBeInstanceOf(ApiRefusal);
    expect(answers).toEqual({
      'GET /api/games?country=FR&currency=EUR': {
        status: 200,
        body: { from: 'network', path: '/api/games' },
      },
      'GET /api/missing?country=FR&currency=EUR': { status: 404, body: { error: {} } },
      'HEAD /api/redirect/old?country=FR&currency=EUR': { status: 404, body: null },
    });
  });

  it("records and answers a basket summary's calculation and an order's payment by their bodies, and no other POST", async () => {
    // The client takes paths relative to its base URL.
    const summaryPath = endpoints.basketSummary.path;
    const summary = summaryPath.slice(1);
    const toOrder = endpoints.toOrder.path.slice(1);
    const answers: ApiAnswers = {};
    const recording = createApiClient({
      baseUrl: 'http://shop.test/',
      context,
      fetch: countingFetch().fetchImpl,
      hooks: recordAnswers(answers),
    });
    const paymentPath = endpoints.orderPayment.path.replace('{id}', '7');
    await recording.post(summary, { json: { coupon: 'SAVE5' } }).json();
    await recording.post(toOrder, { json: { coupon: 'SAVE5' } }).json();
    await recording.post(paymentPath.slice(1)).json();
    await recording.post(`${paymentPath.slice(1)}/confirm`).json();
    expect(Object.keys(answers)).toEqual([
      `POST ${summaryPath}?country=FR&currency=EUR {"coupon":"SAVE5"}`,
      `POST ${paymentPath}?country=FR&currency=EUR `,
    ]);

    const { calls, fetchImpl } = countingFetch();
    const replaying = createApiClient({
      baseUrl: 'http://shop.test/',
      context,
      fetch: fetchImpl,
      hooks: answerFrom(answers),
    });
    // Another body is another calculation: it goes to the network.
    await replaying.post(summary, { json: { coupon: null } }).json();
    expect(await replaying.post(summary, { json: { coupon: 'SAVE5' } }).json()).toEqual({
      from: 'network',
      path: summaryPath,
    });
    expect(calls).toEqual([`POST ${summaryPath}?country=FR&currency=EUR`]);
  });

  it('answers each recorded GET once from the page, then from the network', async () => {
    const { calls, fetchImpl } = countingFetch();
    const api = createApiClient({
      baseUrl: 'http://shop.test/',
      context,
      fetch: fetchImpl,
      hooks: answerFrom({
        'GET /api/games?country=FR&currency=EUR': { status: 200, body: { from: 'page' } },
      }),
    });
    expect(await api.get('api/games').json()).toEqual({ from: 'page' });
    expect(calls).toEqual([]);
    expect(await api.get('api/games').json()).toEqual({ from: 'network', path: '/api/games' });
    expect(await api.get('api/models').json()).toEqual({ from: 'network', path: '/api/models' });
    expect(calls).toEqual([
      'GET /api/games?country=FR&currency=EUR',
      'GET /api/models?country=FR&currency=EUR',
    ]);
  });

  it('replays a recorded 404 as the refusal it was, and a HEAD without a body', async () => {
    const { calls, fetchImpl } = countingFetch();
    const api = createApiClient({
      baseUrl: 'http://shop.test/',
      context,
      fetch: fetchImpl,
      hooks: answerFrom({
        'GET /api/missing?country=FR&currency=EUR': {
          status: 404,
          body: { error: { code: 'not_found', message: 'Not found' } },
        },
        'HEAD /api/redirect/old?country=FR&currency=EUR': { status: 404, body: null },
      }),
    });
    await expect(api.get('api/missing').json()).rejects.toEqual(
      new ApiRefusal({ status: 404, code: 'not_found', message: 'Not found' }),
    );
    await expect(api.head('api/redirect/old')).rejects.toMatchObject({
      status: 404,
      code: 'http_404',
    });
    expect(calls).toEqual([]);
  });
});
