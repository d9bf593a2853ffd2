import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccountsTestApp,
  uniqueEmail,
  type AccountsTestApp,
} from '../../server/src/test/accounts';
import { rawExchange } from '../../server/src/test/rawHttp';
import { Figures, inErrorFormat, SLOWEST_MS, type Answer } from './answers';
import { operationName, operationsOf, takesBearer, type Operation } from './openapi';
import { variantsOf, type Variant } from './variants';

/**
 * Bad input, from the OpenAPI document: every operation gets its malformed variants (see
 * variants.ts), sent as a signed-in user where the operation takes a token, so they reach
 * validation. No answer may be a 5xx, leave the error format or take more than 2 s; a control
 * character in a field must be refused naming that field.
 */

/** Of the ports kept for this shop's tests; the socket checks need a listening server. */
const PORT = 3138;
/** Short, so a slow client is seen cut off within the run (the shop's own is 30 s). */
const REQUEST_TIMEOUT_MS = 1500;
/** Malformed requests in flight at once. */
const IN_FLIGHT = 2;
/** Clients sending a 1 MB body at once while the health check is timed. */
const UPLOADS = 200;

const execFileAsync = promisify(execFile);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

let t: AccountsTestApp;
let operations: Operation[];
let access: string;
const figures = new Figures();

beforeAll(async () => {
  t = await buildAccountsTestApp({}, {}, { requestTimeoutMs: REQUEST_TIMEOUT_MS });
  await t.app.listen({ host: '127.0.0.1', port: PORT });
  operations = await operationsOf(t.app);
  ({ access } = await t.signUp(uniqueEmail('bad-input')));
}, 120_000);
afterAll(() => t?.close());

async function send(operation: Operation, variant: Variant) {
  const authorization = takesBearer(operation) ? { authorization: `Bearer ${access}` } : {};
  const started = performance.now();
  const response = await t.app.inject({
    method: variant.method as 'GET',
    url: variant.url,
    headers: { ...authorization, ...variant.headers },
    ...(variant.payload !== undefined ? { payload: variant.payload } : {}),
  });
  return figures.add({
    label: `${operationName(operation)} — ${variant.label}`,
    method: variant.method,
    status: response.statusCode,
    body: response.body,
    ms: performance.now() - started,
  });
}

/** Why a control character in `field` was not refused as it must be, or null. */
function unrefused(field: string, { method, status, body }: Answer): string | null {
  if (status === 400 && method === 'HEAD') return null;
  if (status !== 400 || !inErrorFormat(body)) return `answered ${status}`;
  const { error } = JSON.parse(body) as { error: { code: string; fields?: object } };
  if (error.code !== 'validation_failed') return `answered ${error.code}`;
  return field in (error.fields ?? {}) ? null : `named ${Object.keys(error.fields ?? {})}`;
}

describe('bad input from the OpenAPI document', () => {
  it('answers every malformed variant of every operation without a 5xx, in the error format, within 2 s', async () => {
    const perOperation: number[] = [];
    const controlsNotRefused: string[] = [];
    const requests = operations.flatMap((operation) => {
      const variants = variantsOf(operation);
      perOperation.push(variants.length);
      return variants.map((variant) => ({ operation, variant }));
    });
    // A few in flight at once, as clients send them: the database waits overlap.
    const workers = Array.from({ length: IN_FLIGHT }, async () => {
      for (let next = requests.shift(); next; next = requests.shift()) {
        const answer = await send(next.operation, next.variant);
        const field = next.variant.refusedField;
        const why = field ? unrefused(field, answer) : null;
        if (why) controlsNotRefused.push(`${answer.label}: ${why}`);
      }
    });
    await Promise.all(workers);

    console.info(
      figures.report('Security suite, bad input', {
        operations: operations.length,
        'variants per operation': `${Math.min(...perOperation)}–${Math.max(...perOperation)}`,
        'control characters let through': controlsNotRefused.length,
      }),
    );
    console.info(controlsNotRefused.join('\n'));
    expect(Math.min(...perOperation)).toBeGreaterThanOrEqual(15);
    expect(figures.failures()).toEqual([]);
    expect(controlsNotRefused).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

/** The request line and headers of an operation's URL (parameters filled in), over a socket. */
const head = (method: string, url: string, headers: Record<string, string> = {}) =>
  `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

describe('bad input over a real connection', () => {
  const socketFigures = new Figures();
  const record = async (
    label: string,
    method: string,
    exchange: ReturnType<typeof rawExchange>,
  ) => {
    const { status, body, answeredAfterMs } = await exchange;
    return socketFigures.add({ label, method, status, body, ms: answeredAfterMs });
  };
  const urlOf = (operation: Operation) => variantsOf(operation)[0]!.url.split('?')[0]!;
  const bodyOperations = () => operations.filter((operation) => operation.body);

  afterAll(() => {
    console.info(socketFigures.report('Security suite, bad input over sockets'));
  });

  it('answers a request line past the header limit with 431 in the error format, on every operation', async () => {
    const answers = await Promise.all(
      operations.map((operation) =>
        record(
          `${operationName(operation)} — 20 KB URL`,
          operation.method,
          rawExchange(PORT, [
            head(operation.method, `${urlOf(operation)}?q=${'x'.repeat(20_000)}`),
          ]),
        ),
      ),
    );
    expect(answers.map(({ status }) => status)).toEqual(operations.map(() => 431));
    const garbage = await record('not HTTP', 'GET', rawExchange(PORT, ['HELLO\r\n\r\n']));
    expect(garbage.status).toBe(400);
    expect(socketFigures.failures()).toEqual([]);
  });

  it('refuses a declared 1 MB body at once with 413 in the error format, on every operation that takes one', async () => {
    const headers = {
      'content-type': 'application/json',
      'content-length': String(1024 * 1024),
      authorization: `Bearer ${access}`,
    };
    const answers = await Promise.all(
      bodyOperations().map((operation) =>
        record(
          `${operationName(operation)} — 1 MB declared`,
          operation.method,
          rawExchange(PORT, [head(operation.method, urlOf(operation), headers), '{"a":"']),
        ),
      ),
    );
    expect(answers.map(({ status }) => status)).toEqual(bodyOperations().map(() => 413));
    expect(socketFigures.failures()).toEqual([]);
  });

  it('cuts off clients that send their headers or body slowly at the request timeout, with a 408', async () => {
    const dribble = (text: string) => text.split('');
    const slow = [
      rawExchange(PORT, dribble(head('GET', '/api/health', { 'x-slow': 'y'.repeat(40) })), 100),
      ...bodyOperations().map((operation) =>
        rawExchange(
          PORT,
          [
            head(operation.method, urlOf(operation), {
              'content-type': 'application/json',
              'content-length': '1000',
              authorization: `Bearer ${access}`,
            }),
            ...dribble('{"name":"' + 'x'.repeat(60)),
          ],
          100,
        ),
      ),
    ];
    const closed = await Promise.all(slow);
    const lifetimes = closed.map(({ closedAfterMs }) => closedAfterMs);
    console.info(
      `Slow clients (timeout ${REQUEST_TIMEOUT_MS} ms) cut off after ${Math.min(...lifetimes).toFixed(0)}–${Math.max(...lifetimes).toFixed(0)} ms`,
    );
    for (const { status, body, closedAfterMs } of closed) {
      expect(status).toBe(408);
      expect(inErrorFormat(body)).toBe(true);
      expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
      expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
    }
  });

  it(`keeps answering the health check within ${SLOWEST_MS} ms while ${UPLOADS} clients send 1 MB bodies`, async () => {
    const timeHealth = async () => {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    const idle = await timeHealth();
    const clients = execFileAsync(process.execPath, [
      fileURLToPath(new URL('uploads.mjs', import.meta.url)),
      String(PORT),
      '/api/contact/ticket',
      String(UPLOADS),
      String(1024 * 1024),
    ]);
    const loaded: number[] = [];
    for (let i = 0; i < 20; i++) loaded.push(await timeHealth());
    const statuses = JSON.parse((await clients).stdout) as number[];
    const slowest = Math.max(...loaded);
    console.info(
      `Health check during ${UPLOADS} × 1 MB uploads: idle ${idle.toFixed(0)} ms, loaded median ${median(loaded).toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms; uploads answered ${[...new Set(statuses)].join(', ')}`,
    );
    expect(slowest).toBeLessThan(SLOWEST_MS);
    // 0: the server closed the connection while the client was still sending, before it read the 413.
    expect(statuses.filter((status) => ![0, 408, 413].includes(status))).toEqual([]);
  });
});
