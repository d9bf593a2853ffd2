import { describe, expect, it } from 'vitest';
import { ResponseCache, weakEtag } from './responseCache';

function cacheAt(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000;
  const cache = new ResponseCache({
    ttlMs: options.ttlMs ?? 2_000,
    maxEntries: options.maxEntries ?? 10,
    now: () => now,
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

const producer = () => {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    produce: async () => `{"call":${++calls}}`,
  };
};

describe('ResponseCache', () => {
  it('serves an answer again until its time is up, then produces it anew', async () => {
    const { cache, advance } = cacheAt();
    const source = producer();
    expect(await cache.read('a', source.produce)).toEqual({
      body: '{"call":1}',
      etag: weakEtag('{"call":1}'),
    });
    advance(1_999);
    expect((await cache.read('a', source.produce)).body).toBe('{"call":1}');
    advance(1);
    expect((await cache.read('a', source.produce)).body).toBe('{"call":2}');
  });

  it('shares one production between concurrent reads of the same key', async () => {
    const { cache } = cacheAt();
    const source = producer();
    const answers = await Promise.all([1, 2, 3].map(() => cache.read('a', source.produce)));
    expect(source.calls).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('keeps no failed production, so the next read tries again', async () => {
    const { cache } = cacheAt();
    await expect(cache.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect((await cache.read('a', async () => 'ok')).body).toBe('ok');
  });

  it('forgets the least recently read answer beyond its bound', async () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    const source = producer();
    await cache.read('a', source.produce);
    await cache.read('b', source.produce);
    await cache.read('a', source.produce);
    await cache.read('c', source.produce);
    expect(cache.size).toBe(2);
    expect((await cache.read('a', source.produce)).body).toBe('{"call":1}');
    expect((await cache.read('b', source.produce)).body).toBe('{"call":4}');
  });

  it('reads every time when turned off, and after invalidate()', async () => {
    const off = cacheAt({ ttlMs: 0 });
    const source = producer();
    await off.cache.read('a', source.produce);
    await off.cache.read('a', source.produce);
    expect(source.calls).toBe(2);
    const { cache } = cacheAt();
    await cache.read('a', source.produce);
    cache.invalidate();
    expect((await cache.read('a', source.produce)).body).toBe('{"call":4}');
  });
});
