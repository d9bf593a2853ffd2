import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** The encoding a request accepts that pages are sent in: brotli first, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

const compress: Record<PageEncoding, (html: string) => Buffer> = {
  br: (html) => brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html) => gzipSync(html),
};

/**
 * Compressed pages, kept by the digest of their HTML (the `maxEntries` most recently sent). Most
 * pages served are the same HTML again (a rendered page is kept a few seconds, and a render of
 * the same page with the same data writes the same HTML); compressing one costs more than
 * 2 ms at brotli's quality 5 (140 KB, most of it the inlined stylesheet), its digest about 0.1 ms.
 * A page made for one shopper alone (`keep: false`) is compressed and not kept.
 */
export class CompressedPages {
  private readonly entries = new Map<string, Buffer>();

  constructor(private readonly maxEntries: number) {}

  get(html: string, encoding: PageEncoding, { keep = true } = {}): Buffer {
    if (!keep) return compress[encoding](html);
    const key = `${encoding}:${createHash('sha1').update(html).digest('base64')}`;
    let body = this.entries.get(key);
    if (body) {
      // Most recently sent last: the oldest are dropped first.
      this.entries.delete(key);
    } else {
      body = compress[encoding](html);
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
    }
    this.entries.set(key, body);
    return body;
  }
}
