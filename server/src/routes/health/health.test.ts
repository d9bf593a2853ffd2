import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@pcshop/stores/schemas';
import { buildTestApp, type TestApp } from '../../test/app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reports the database kind, that it is up, and the migrations applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = healthSchema.parse(response.json());
    expect(health.status).toBe('ok');
    expect(health.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(health.database.state).toBe('up');
    expect(health.database.migrations).toBeGreaterThan(0);
  });

  it('answers unknown API paths with a JSON 404 in the error format', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('publishes an OpenAPI 3.1 document that lists the health route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
  });
});
