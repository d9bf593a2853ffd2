import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EDITION_HOSTS_META, editionHostsContent } from '@pcshop/stores/domain';
import { editionForRequest, type Edition } from '@pcshop/stores/schemas';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html for one request: `<html lang>` of the edition, and, when a domain map is configured,
 * the `rigsmith-editions` meta that tells the page which edition its host serves without a prefix
 * and where the other editions live (read at start-up, no extra request).
 */
export function pageForRequest(
  template: string,
  request: { hostname: string; url: string },
  domains: Readonly<Record<string, Edition>>,
  publicUrl: string,
): string {
  const edition = editionForRequest(request.hostname, request.url, domains);
  const html = template.replace(/<html lang="[^"]*"/, `<html lang="${edition.messageLocale}"`);
  if (Object.keys(domains).length === 0) return html;
  const content = editionHostsContent(request.hostname, domains, new URL(publicUrl).origin);
  const meta = `<meta name="${EDITION_HOSTS_META}" content="${escapeAttribute(content)}" />`;
  return html.replace('</head>', `    ${meta}\n  </head>`);
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

    const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
      const { EDITION_DOMAINS, PUBLIC_URL } = app.config;
      const html = pageForRequest(template, request, EDITION_DOMAINS, PUBLIC_URL);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
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
  { name: 'storefront', dependencies: ['config'] },
);
