import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../services/errors';
import {
  listOutbox,
  outboxIdPattern,
  readOutboxEml,
  readOutboxEntry,
  type OutboxEntry,
} from '../../services/email/outbox';
import { escapeHtml as h } from '../../services/email/render';
import { isLoopback } from '../../services/net/loopback';

const idParams = z.object({ id: z.string().regex(outboxIdPattern) });
const listQuery = z.object({ to: z.string().optional() });

const byRecipient = (entries: OutboxEntry[], to: string | undefined) =>
  to ? entries.filter((entry) => entry.to.toLowerCase() === to.toLowerCase()) : entries;

function listPage(entries: OutboxEntry[]): string {
  const rows = entries
    .map(
      (entry) => `<tr><td>${h(entry.date)}</td><td>${h(entry.to)}</td><td>${h(entry.subject)}</td>
<td><a href="/dev/mail/${entry.id}">HTML</a> · <a href="/dev/mail/${entry.id}/text">text</a> · <a href="/dev/mail/${entry.id}/eml">.eml</a></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox · Rigsmith development</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.4rem .8rem;border-bottom:1px solid #ddd;text-align:left}</style></head>
<body><h1>Outbox</h1><p>${entries.length} email(s) written by the file transport, newest first. JSON: <a href="/dev/mail/messages.json">messages.json</a>.</p>
<table><thead><tr><th scope="col">Date</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Read</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
}

/**
 * The development outbox: the emails the file transport wrote under `${DATA_DIR}/mail`.
 * Registered only with DEV_OUTBOX=true (never in production), and answered only to this machine:
 * its password-reset links would hand any account to whoever reads them. Both the socket's peer
 * and the client address a trusted proxy reports must be loopback.
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = app.config.mailDir;
  const hide = { hide: true } as const;

  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) {
      throw notFound('Page');
    }
  });

  app.get('/dev/mail', { schema: { ...hide, querystring: listQuery } }, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(listPage(byRecipient(await listOutbox(dir), request.query.to))),
  );

  app.get(
    '/dev/mail/messages.json',
    { schema: { ...hide, querystring: listQuery } },
    async (request) => byRecipient(await listOutbox(dir), request.query.to),
  );

  app.get('/dev/mail/:id', { schema: { ...hide, params: idParams } }, async (request, reply) => {
    const entry = await readOutboxEntry(dir, request.params.id);
    if (!entry) throw notFound('Email');
    return reply.type('text/html; charset=utf-8').send(entry.html);
  });

  app.get(
    '/dev/mail/:id/text',
    { schema: { ...hide, params: idParams } },
    async (request, reply) => {
      const entry = await readOutboxEntry(dir, request.params.id);
      if (!entry) throw notFound('Email');
      return reply.type('text/plain; charset=utf-8').send(entry.text);
    },
  );

  app.get(
    '/dev/mail/:id/eml',
    { schema: { ...hide, params: idParams } },
    async (request, reply) => {
      const eml = await readOutboxEml(dir, request.params.id);
      if (!eml) throw notFound('Email');
      return reply
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${request.params.id}.eml"`)
        .send(eml);
    },
  );
};
