import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCache, weakEtag } from '../services/catalogue/responseCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue answers kept for a few seconds; writes to the catalogue call `invalidate()`. */
    catalogueCache: ResponseCache;
  }
}

/** How long browsers and shared caches may keep a catalogue read, and serve it stale meanwhile. */
export const CATALOGUE_MAX_AGE_S = 60;
export const CATALOGUE_STALE_WHILE_REVALIDATE_S = 300;

/** Answers kept at most: about 15 MB of product pages. */
const MAX_ENTRIES = 1000;

export const responseCachePlugin = fp<{ ttlMs: number }>(
  async (app, { ttlMs }) => {
    app.decorate('catalogueCache', new ResponseCache({ ttlMs, maxEntries: MAX_ENTRIES }));
  },
  { name: 'catalogue-cache' },
);

/** Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === '*' || candidate.replace(/^W\//, '') === opaque);
}

/**
 * Catalogue reads of this route group carry a weak ETag computed from the body and
 * Cache-Control; a request whose If-None-Match names the current tag gets 304 without a body.
 * The tag hashes the serialised answer, so it changes with any data the answer shows (prices,
 * stock, texts) and is the same on every API process.
 */
export function cacheCatalogueReads(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string'
    ) {
      return payload;
    }
    const etag = (reply.getHeader('etag') as string | undefined) ?? weakEtag(payload);
    reply.header('etag', etag);
    reply.header(
      'cache-control',
      `public, max-age=${CATALOGUE_MAX_AGE_S}, stale-while-revalidate=${CATALOGUE_STALE_WHILE_REVALIDATE_S}`,
    );
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type');
    return null;
  });
}

/**
 * Answers a validated catalogue read from the response cache, producing and serialising it with
 * the route's response schema on a miss (the same check the route's serializer makes:
 * answerSerializer.ts).
 */
export async function sendCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: { parse(value: T): unknown },
  produce: () => Promise<T>,
): Promise<FastifyReply> {
  const key = `${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
  const cached = await request.server.catalogueCache.read(key, async () =>
    JSON.stringify(schema.parse(await produce())),
  );
  return reply
    .type('application/json; charset=utf-8')
    .header('etag', cached.etag)
    .send(cached.body);
}
