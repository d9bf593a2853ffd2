import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config';
import { codeOfStatus, errorBody } from './plugins/errors';

/** The largest request body a route takes unless it sets its own `bodyLimit`. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

export interface FastifyOptions {
  logger?: boolean;
  /**
   * How long a client has to send a whole request, headers and body (default 30 s); the
   * connection is closed with a 408 when it runs out.
   */
  requestTimeoutMs?: number;
}

/** What the HTTP parser refused, before any route: the status and the message it answers. */
function clientRefusal(code: string | undefined): [status: number, message: string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request took too long to arrive'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request line or headers are too large'];
  return [400, 'The request could not be read'];
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers too large, a
 * request that outlasts the timeout, malformed HTTP): answered here, raw, in the API's format.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already started (a slow body under a handler that answered) can't get a second one.
  const started = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage?.headersSent;
  if (socket.writable && !started) {
    const [status, message] = clientRefusal(error.code);
    const body = JSON.stringify(errorBody(codeOfStatus(status), message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * The Fastify instance every entry point (server, tests, benchmark) registers the app on, so
 * they all answer alike: errors Fastify raises before routing (a malformed URL, a bad
 * content type) go out in the API's error format, and the client address comes from
 * X-Forwarded-For only behind the proxies TRUST_PROXY names.
 *
 * Bodies are small unless a route says otherwise: a JSON body is read whole and parsed before
 * validation, so a large one costs every other request time. A client that sends its request
 * slowly (headers or body) is cut off at the request timeout; Node checks for that every
 * `connectionsCheckingInterval`, 30 s by default, which would let it run up to twice as long.
 */
export function createFastify(
  config: Pick<Config, 'LOG_LEVEL' | 'TRUST_PROXY'>,
  { logger = true, requestTimeoutMs = 30_000 }: FastifyOptions = {},
): FastifyInstance {
  const instance = Fastify({
    logger: logger && config.LOG_LEVEL !== 'silent' ? { level: config.LOG_LEVEL } : false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: DEFAULT_BODY_LIMIT,
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, requestTimeoutMs / 4),
    },
    clientErrorHandler: answerClientError,
    // The first start migrates and seeds the whole catalogue, which can outlast the 10 s default.
    pluginTimeout: 120_000,
    // A malformed URL (400), a path parameter past its length (414): refused before routing.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      // Typed for the route that was never reached; it is an ordinary reply.
      void (reply as FastifyReply)
        .code(status)
        .send(errorBody(codeOfStatus(status), error.message));
    },
  });
  return instance;
}
