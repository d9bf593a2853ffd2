import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAnswer, type ApiSchemas } from './answers';
import { createApiClient } from './client';
import { answerFrom, type ApiAnswers } from './prefetch';

const context = { country: () => 'GB' as const, currency: () => 'GBP' as const };
const currencies = { items: [{ code: 'GBP', name: 'Pound sterling', symbol: '£', minorUnits: 2 }] };
const pickCurrencies = (all: ApiSchemas) => all.currencyListSchema;

function apiAnswering(body: unknown, recorded: ApiAnswers = {}) {
  return createApiClient({
    baseUrl: 'http://shop.test/',
    context,
    fetch: async () => Response.json(body),
    hooks: answerFrom(recorded),
  });
}

describe('readAnswer', () => {
  it('parses a network answer with its shared schema', async () => {
    const api = apiAnswering(currencies);
    await expect(readAnswer(api.get('api/currencies'), pickCurrencies)).resolves.toEqual(
      currencies,
    );
  });

  it('refuses a network answer that does not match its schema', async () => {
    const api = apiAnswering({ items: [{ code: 'GBP' }] });
    await expect(readAnswer(api.get('api/currencies'), pickCurrencies)).rejects.toThrow();
  });

  it('takes an answer the server recorded for the page as it is (parsed by the render)', async () => {
    const recorded = { items: [{ code: 'GBP', name: 'Pound sterling', symbol: '£' }] };
    const api = apiAnswering(
      { items: 'network answers are not asked for' },
      { 'GET /api/currencies?country=GB&currency=GBP': { status: 200, body: recorded } },
    );
    await expect(readAnswer(api.get('api/currencies'), pickCurrencies)).resolves.toEqual(recorded);
  });
});

describe('loadSchemas', () => {
  afterEach(() => {
    vi.doUnmock('./schemas/index');
    vi.resetModules();
  });

  it('asks for the schemas again after a load that failed, instead of failing for good', async () => {
    vi.resetModules();
    vi.doMock('./schemas/index', () => {
      throw new Error('The connection was lost');
    });
    const { loadSchemas } = await import('./answers');
    await expect(loadSchemas()).rejects.toThrow();

    vi.doUnmock('./schemas/index');
    const schemas = await loadSchemas();
    expect(schemas.cmsSlugSchema.safeParse('faq').success).toBe(true);
  });
});
