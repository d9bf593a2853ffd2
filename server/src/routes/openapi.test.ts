import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import SwaggerParser from '@apidevtools/swagger-parser';
import { endpoints, type Endpoint } from '@pcshop/stores/endpoints';
import { app } from '../app';
import { loadConfig } from '../config';
import { createFastify } from '../fastify';
import { createTestDatabase, type TestDatabase } from '../test/app';
import { fastifyPath } from './endpoint';

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

/** The app with every route it registers noted, as Fastify declares them. */
let instance: FastifyInstance;
let database: TestDatabase;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent' });
  instance = createFastify(config, { logger: false });
  instance.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await instance.register(app, { config, database: database.handle });
  await instance.ready();
});
afterAll(async () => {
  await instance.close();
  await database.drop();
});

async function document(): Promise<OpenApiDocument> {
  const response = await instance.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as OpenApiDocument;
}

/** `/api/ecommerce/product/:id` → `/api/ecommerce/product/{id}`, `/redirect/*` → `/redirect/{*}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the API routes', () => {
  it('are exactly the endpoints of the table, each registered once', () => {
    const table = Object.values(endpoints).map(
      (endpoint: Endpoint) => `${endpoint.method} ${fastifyPath(endpoint.path)}`,
    );
    // Fastify adds a HEAD route to each GET; the only other /api route is the document's own.
    const autoHead = (route: { method: string; url: string }) =>
      route.method === 'HEAD' &&
      routes.some((other) => other.method === 'GET' && other.url === route.url) &&
      !table.includes(`HEAD ${route.url}`);
    const served = routes
      .filter(
        (route) =>
          route.url.startsWith('/api/') && route.url !== '/api/openapi.json' && !autoHead(route),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(served.sort()).toEqual(table.sort());
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await document();
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('documents every API route the app serves, with its responses', async () => {
    const doc = await document();
    const served = routes.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.url !== '/api/openapi.json' &&
        !(
          route.method === 'HEAD' &&
          routes.some((other) => other.method === 'GET' && other.url === route.url)
        ),
    );
    expect(served.length).toBeGreaterThan(15);
    for (const route of served) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(Object.keys(operation!.responses).length).toBeGreaterThan(0);
    }
  });

  it('documents each endpoint of the table with its answers and refusals', async () => {
    const doc = await document();
    for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
      const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${name}: ${endpoint.method} ${endpoint.path}`).toBeDefined();
      const statuses = [...Object.keys(endpoint.answers), ...endpoint.refusals.map(String)];
      expect(Object.keys(operation!.responses).sort(), name).toEqual(statuses.sort());
    }
  });

  it('lists the catalogue paths of SPEC §6', async () => {
    const doc = await document();
    for (const [method, path] of [
      ['head', '/api/cms/redirect/{*}'],
      ['get', '/api/countries'],
      ['get', '/api/currencies'],
      ['get', '/api/settings/{slug}'],
      ['get', '/api/cms/meta'],
      ['get', '/api/cms/pages'],
      ['get', '/api/cms/pages/{slug}'],
      ['get', '/api/categories'],
      ['get', '/api/ecommerce/product'],
      ['get', '/api/ecommerce/products'],
      ['get', '/api/ecommerce/product/{id}'],
      ['get', '/api/ecommerce/models'],
      ['get', '/api/ecommerce/model/{slug}'],
      ['get', '/api/ecommerce/games'],
      ['get', '/api/ecommerce/game/{slug}'],
      ['get', '/api/ecommerce/builds_by_budget'],
      ['get', '/api/ecommerce/builds_by_fps'],
      ['post', '/api/ecommerce/compatibility'],
      ['get', '/api/ecommerce/coupon/{code}'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
