import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import { createFastify } from './fastify';
import { errorsPlugin } from './plugins/errors';

let instance: FastifyInstance | undefined;
afterEach(async () => {
  await instance?.close();
  instance = undefined;
});

async function serverWith(env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const server = createFastify(config, { logger: false });
  await server.register(errorsPlugin);
  server.get('/api/ip', (request) => ({ ip: request.ip }));
  server.post('/api/echo', (request) => request.body);
  await server.ready();
  instance = server;
  return server;
}

describe('the Fastify instance', () => {
  it('answers a malformed URL with a 400 in the API error format', async () => {
    const server = await serverWith();
    const response = await server.inject({ method: 'GET', url: '/api/ip/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'bad_request' } });
  });

  it('answers a body that is not JSON with a 400, never a 500', async () => {
    const server = await serverWith();
    const response = await server.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"unterminated',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { message: expect.any(String) } });
  });

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const direct = await serverWith();
    const untrusted = await direct.inject({ method: 'GET', url: '/api/ip', headers });
    expect(untrusted.json()).toEqual({ ip: '127.0.0.1' });
    await direct.close();

    const proxied = await serverWith({ TRUST_PROXY: '127.0.0.1' });
    const trusted = await proxied.inject({ method: 'GET', url: '/api/ip', headers });
    expect(trusted.json()).toEqual({ ip: '203.0.113.9' });
  });

  it('reads TRUST_PROXY as off, on or addresses', () => {
    const read = (value: string) =>
      loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).TRUST_PROXY;
    expect(loadConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });
});
