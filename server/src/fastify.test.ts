import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '@pcshop/stores/schemas';
import { loadConfig } from './config';
import { createFastify, DEFAULT_BODY_LIMIT, type FastifyOptions } from './fastify';
import { errorsPlugin } from './plugins/errors';
import { rawExchange } from './test/rawHttp';

let instance: FastifyInstance | undefined;
afterEach(async () => {
  await instance?.close();
  instance = undefined;
});

async function serverWith(env: Record<string, string> = {}, options: FastifyOptions = {}) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const server = createFastify(config, { logger: false, ...options });
  await server.register(errorsPlugin);
  server.get('/api/ip', (request) => ({ ip: request.ip }));
  server.get('/api/item/:id', (request) => request.params);
  server.post('/api/echo', (request) => request.body);
  server.post('/api/large', { bodyLimit: 4 * DEFAULT_BODY_LIMIT }, (request) => request.body);
  await server.ready();
  instance = server;
  return server;
}

/** The port the socket tests listen on (the range kept for this shop's tests). */
const PORT = 3137;

/** The status and JSON body of a raw HTTP answer. */
const inFormat = ({ status, body }: { status: number; body: string }) => ({
  status,
  body: apiErrorSchema.parse(JSON.parse(body)),
});

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

  it(`refuses a body over ${DEFAULT_BODY_LIMIT / 1024} KB with 413 in the API error format, unless its route takes more`, async () => {
    const server = await serverWith();
    const payload = JSON.stringify({ text: 'x'.repeat(DEFAULT_BODY_LIMIT) });
    const headers = { 'content-type': 'application/json' };
    const refused = await server.inject({ method: 'POST', url: '/api/echo', headers, payload });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      error: { code: 'payload_too_large', message: expect.any(String) },
    });
    const taken = await server.inject({ method: 'POST', url: '/api/large', headers, payload });
    expect(taken.statusCode).toBe(200);
  });

  it('answers a content type it cannot read with 415 in the API error format', async () => {
    const server = await serverWith();
    const response = await server.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'unsupported_media_type', message: expect.any(String) },
    });
  });

  it('answers a path parameter past its length with 414 in the API error format', async () => {
    const server = await serverWith();
    const response = await server.inject({ method: 'GET', url: `/api/item/${'1'.repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ error: { code: 'uri_too_long' } });
  });

  it("answers headers past the parser's limit with 431 in the API error format", async () => {
    const server = await serverWith();
    await server.listen({ host: '127.0.0.1', port: PORT });
    const answer = await rawExchange(PORT, [
      `GET /api/ip?${'q'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    ]);
    expect(inFormat(answer)).toEqual({
      status: 431,
      body: { error: { code: 'request_header_fields_too_large', message: expect.any(String) } },
    });
  });

  it('answers a request that is not HTTP with 400 in the API error format', async () => {
    const server = await serverWith();
    await server.listen({ host: '127.0.0.1', port: PORT });
    const answer = await rawExchange(PORT, ['NOT HTTP AT ALL\r\n\r\n']);
    expect(inFormat(answer)).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_request' } },
    });
  });

  it('closes a connection whose body is still arriving at the request timeout, with a 408', async () => {
    const server = await serverWith({}, { requestTimeoutMs: 1000 });
    await server.listen({ host: '127.0.0.1', port: PORT });
    const head =
      'POST /api/echo HTTP/1.1\r\nHost: localhost\r\n' +
      'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    // One byte every 100 ms: the connection never goes idle, the body never completes.
    const answer = await rawExchange(PORT, [head, ...`["${'x'.repeat(40)}`.split('')], 100);
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(1000);
    expect(answer.closedAfterMs).toBeLessThan(2000);
    expect(inFormat(answer)).toMatchObject({
      status: 408,
      body: { error: { code: 'request_timeout' } },
    });
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
