import { createHash } from 'node:crypto';
import { RecentlyUsed } from '../recentlyUsed';

/** A serialised answer and its weak entity tag. */
export interface CachedBody {
  body: string;
  etag: string;
}

interface Entry {
  expires: number;
  value: Promise<CachedBody>;
}

export interface ResponseCacheOptions {
  /** How long an answer is served without reading the database again; 0 turns the cache off. */
  ttlMs: number;
  /** The most answers kept; the least recently read goes first. */
  maxEntries: number;
  now?: () => number;
}

/** A weak ETag from the serialised answer: it changes with anything the answer shows. */
export const weakEtag = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Serialised catalogue answers, kept for a few seconds in this process. Catalogue data changes
 * rarely, and everything an answer shows is checked again where it matters (ordering re-reads
 * prices and stock), so an answer at most `ttlMs` old is as good as a fresh one; under load
 * nearly every read is served without the database. Concurrent reads of an expired answer share
 * one production. A production that fails is not kept. Writes in this process call
 * `invalidate()`; other processes see a change within `ttlMs`.
 */
export class ResponseCache {
  private readonly entries: RecentlyUsed<string, Entry>;
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new RecentlyUsed(options.maxEntries);
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  read(key: string, produce: () => Promise<string>): Promise<CachedBody> {
    if (!this.enabled) return produce().then((body) => ({ body, etag: weakEtag(body) }));
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.value;
    const value = produce().then((body) => ({ body, etag: weakEtag(body) }));
    const fresh = { expires: now + this.options.ttlMs, value };
    this.entries.set(key, fresh);
    value.catch(() => {
      if (this.entries.peek(key) === fresh) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets every answer: the next read of each goes to the database. */
  invalidate(): void {
    this.entries.clear();
  }
}
