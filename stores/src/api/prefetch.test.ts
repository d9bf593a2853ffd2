import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { answerFrom, recordAnswers, type ApiAnswers } from './prefetch';

const context = { country: () => 'FR' as const, currency: () => 'EUR' as const };

function countingFetch() {
  const calls: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/missing') return Response.json({ error: {} }, { status: 404 });
    return Response.json({ from: 'network', path: url.pathname });
  };
  return { calls, fetchImpl };
}

describe('answers read on the server, handed to the browser', () => {
  it('records successful JSON answers to GETs by path and query, and nothing else', async () => {
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
    await api.get('api/missing', { throwHttpErrors: false });
    expect(answers).toEqual({
      '/api/games?country=FR&currency=EUR': { from: 'network', path: '/api/games' },
    });
  });

  it('answers each recorded GET once from the page, then from the network', async () => {
    const { calls, fetchImpl } = countingFetch();
    const api = createApiClient({
      baseUrl: 'http://shop.test/',
      context,
      fetch: fetchImpl,
      hooks: answerFrom({ '/api/games?country=FR&currency=EUR': { from: 'page' } }),
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
});
