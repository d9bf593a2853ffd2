import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EDITION_HOSTS_META,
  editionHostsOf,
  editionOfPage,
  hrefOfPrefixedPath,
  prefixedEditions,
  type EditionHosts,
} from '@pcshop/stores/domain';
import { hasControlCharacters } from '@pcshop/stores/constants';
import type { Edition } from '@pcshop/stores/schemas';
import { CompressedPages, pageEncoding } from './compressedPages';
import { loadServerRenderer } from './serverRender';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html for one request: `<html lang>` of the edition, and, when a domain map is configured,
 * the `rigsmith-editions` meta that tells the page which edition its host serves without a prefix
 * and where the other editions live (read at start-up, no extra request).
 */
function pageForRequest(template: string, hosts: EditionHosts, url: string): string {
  const edition = editionOfPage(hosts, url);
  const html = template.replace(/<html lang="[^"]*"/, `<html lang="${edition.messageLocale}"`);
  if (Object.keys(hosts.domains).length === 0) return html;
  const content = escapeAttribute(JSON.stringify(hosts));
  const meta = `<meta name="${EDITION_HOSTS_META}" content="${content}" />`;
  return html.replace('</head>', `    ${meta}\n  </head>`);
}

/**
 * The host map of a request. The `Host` header only picks an edition the domain map names: every
 * absolute URL comes from `PUBLIC_URL` and `EDITION_DOMAINS`, so any other host (a forged one
 * included) is served as `PUBLIC_URL`'s, with every edition under its prefix there.
 */
function editionHostsFor(
  request: FastifyRequest,
  domains: Readonly<Record<string, Edition>>,
  publicUrl: string,
): EditionHosts {
  const origin = new URL(publicUrl).origin;
  return Object.keys(domains).length === 0
    ? prefixedEditions(origin)
    : editionHostsOf(request.hostname, domains, origin);
}

/** No page of the shop has a control character in its path (`/faq%00`), nor an undecodable one. */
function isImpossiblePath(url: string): boolean {
  try {
    return hasControlCharacters(decodeURIComponent(url.split('?')[0] ?? ''));
  } catch {
    return true;
  }
}

/**
 * The build's stylesheet put inside the page: the first paint needs no second request (it is about
 * 13 kB compressed, and later pages are rendered in the browser).
 */
function inlineStylesheets(html: string, root: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (link, href: string) => {
      const file = path.join(root, href);
      if (!existsSync(file)) return link;
      const css = readFileSync(file, 'utf8');
      return `${fontPreloads(css)}<style>${css}</style>`;
    },
  );
}

/** The Latin faces of the headings and of the text, each a file of the build's assets. */
const LATIN_FACES = [
  /\/assets\/space-grotesk-latin-wght-normal-[\w-]+\.woff2/,
  /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2/,
];

/**
 * Preloads the Latin heading and text faces: text wraps differently in the fallback font, and a
 * face that arrives after the first paint moves everything below the text it re-wraps (a page's
 * lead paragraph moved the sections under it: layout shift).
 */
function fontPreloads(css: string): string {
  return LATIN_FACES.map((face) => face.exec(css)?.[0])
    .filter((href) => href !== undefined)
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

/**
 * The not-found handler gets no compression hook (`@fastify/compress` hooks routes): a page is
 * compressed here, with brotli at a quality fast enough to do per request, or gzip, and the same
 * HTML is compressed once (`CompressedPages`).
 */
function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  compressed: CompressedPages,
  personal: boolean,
) {
  reply.header('vary', 'accept-encoding');
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  return reply
    .header('content-encoding', encoding)
    .send(compressed.get(html, encoding, { keep: !personal }));
}

/**
 * Serves the built storefront: hashed assets with long cache lives, and index.html for every
 * client route (with `<html lang>` set for the edition, so the first paint is in the right language).
 */
export const storefrontPlugin = fp(
  async (app) => {
    const root = app.config.STATIC_DIR;
    const indexFile = path.join(root, 'index.html');
    const built = existsSync(indexFile);
    if (!built) app.log.warn({ root }, 'storefront not built: run `pnpm build` to serve it');
    const template = built ? readFileSync(indexFile, 'utf8') : '';

    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        // The server-render bundle is code for this process, not for browsers.
        allowedPath: (pathName) => !pathName.startsWith('/.ssr/'),
        index: false,
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          );
        },
      });
    }

    const renderer = built ? await loadServerRenderer(app, root) : null;
    const shell = inlineStylesheets(
      renderer ? template.replace('<body>', `<body class="${renderer.bodyClass}">`) : template,
      root,
    );

    // About 5 MB of brotli-compressed pages.
    const compressedPages = new CompressedPages(200);
    const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
      const { EDITION_DOMAINS, PUBLIC_URL } = app.config;
      const hosts = editionHostsFor(request, EDITION_DOMAINS, PUBLIC_URL);
      const page = renderer ? await renderer.render(request, hosts) : null;
      if (page && 'redirect' in page) {
        // An edition path is on the host that serves that edition (a domain or a prefix here).
        const target = page.redirect.startsWith('/')
          ? hrefOfPrefixedPath(hosts, page.redirect)
          : page.redirect;
        return reply.header('cache-control', 'no-cache').redirect(target, page.status);
      }
      let html = pageForRequest(shell, hosts, request.url);
      if (page) reply.status(page.status);
      if (page && page.html !== null) {
        html = html
          .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
          .replace(/<title>[^<]*<\/title>/, (title) =>
            page.head.startsWith('<title>') ? page.head : `${title}\n    ${page.head}`,
          )
          .replace(
            '<div id="root"></div>',
            () => `<div id="root" data-hydrating>${page.html}</div>${page.payload}`,
          );
      }
      // Whatever the render made of it (a failed lookup leaves the page to the browser).
      if (isImpossiblePath(request.url)) reply.status(404);
      // A signed-in shopper's own page is kept by no cache, not even the browser's.
      const personal = page !== null && 'personal' in page;
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', personal ? 'private, no-store' : 'no-cache');
      return sendCompressed(request, reply, html, compressedPages, personal);
    };

    app.setNotFoundHandler((request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
      if (built && isPage) {
        const file = request.url.split('?')[0] ?? '/';
        if (path.extname(file) && file !== '/index.html') {
          return reply.status(404).type('text/plain').send('Not found');
        }
        return sendApp(request, reply);
      }
      return reply.status(404).send({
        error: {
          code: 'not_found',
          message: `No route for ${request.method} ${request.url.split('?')[0]}`,
        },
      });
    });
  },
  { name: 'storefront', dependencies: ['config', 'catalogue-cache'] },
);
