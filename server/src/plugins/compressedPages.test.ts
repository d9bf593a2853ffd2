import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedPages, pageEncoding } from './compressedPages';

const page = (n: number) =>
  `<!doctype html><html><body>${'<p>page</p>'.repeat(50)}${n}</body></html>`;

describe('pageEncoding', () => {
  it('prefers brotli, then gzip, else sends the page as it is', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});

describe('CompressedPages', () => {
  it('compresses a page once and answers the same bytes for the same HTML', () => {
    const pages = new CompressedPages(10);
    const first = pages.get(page(1), 'br');
    expect(brotliDecompressSync(first).toString()).toBe(page(1));
    expect(pages.get(`${page(1)}`, 'br')).toBe(first);
    const gzipped = pages.get(page(1), 'gzip');
    expect(gunzipSync(gzipped).toString()).toBe(page(1));
    expect(brotliDecompressSync(pages.get(page(2), 'br')).toString()).toBe(page(2));
  });

  it('does not keep a page made for one shopper', () => {
    const pages = new CompressedPages(10);
    const personal = pages.get(page(4), 'br', { keep: false });
    expect(brotliDecompressSync(personal).toString()).toBe(page(4));
    expect(pages.get(page(4), 'br', { keep: false })).not.toBe(personal);
    expect(pages.get(page(4), 'br')).not.toBe(personal);
  });

  it('keeps the most recently sent pages and drops the oldest', () => {
    const pages = new CompressedPages(2);
    const one = pages.get(page(1), 'br');
    const two = pages.get(page(2), 'br');
    expect(pages.get(page(1), 'br')).toBe(one);
    pages.get(page(3), 'br');
    expect(pages.get(page(1), 'br')).toBe(one);
    expect(pages.get(page(2), 'br')).not.toBe(two);
  });
});
