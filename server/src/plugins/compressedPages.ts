import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { weakEtag } from '../services/catalogue/responseCache';
import { RecentlyUsed } from '../services/recentlyUsed';

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
 * Compressed pages, kept by their HTML's entity tag (the `maxEntries` most recently sent). Most
 * pages served are the same HTML again (a rendered page is kept a few seconds, and a render of
 * the same page with the same data writes the same HTML); compressing one costs more than
 * 2 ms at brotli's quality 5 (140 KB, most of it the inlined stylesheet), its digest about 0.1 ms.
 * A page made for one shopper alone (`keep: false`) is compressed and not kept.
 */
export class CompressedPages {
  private readonly entries: RecentlyUsed<string, Buffer>;

  constructor(maxEntries: number) {
    this.entries = new RecentlyUsed(maxEntries);
  }

  get(html: string, encoding: PageEncoding, { keep = true } = {}): Buffer {
    if (!keep) return compress[encoding](html);
    const key = `${encoding}:${weakEtag(html)}`;
    let body = this.entries.get(key);
    if (!body) {
      body = compress[encoding](html);
      this.entries.set(key, body);
    }
    return body;
  }
}
