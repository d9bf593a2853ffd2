import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { raiseTicket, type ContactDeps } from '../../services/contact/tickets';
import { rateLimit, rateLimitNote } from '../../services/rateLimit/budgets';
import { endpointRoute } from '../endpoint';

/** `POST /api/contact/ticket`: the contact form. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ContactDeps = {
    db: app.database.db,
    clock: app.clock,
    mailer: app.mailer,
    captcha: app.captcha,
  };

  endpointRoute(app, 'contactTicket', {
    tags: ['contact'],
    summary: 'Raise a ticket with the support team',
    description: `Stores the ticket, emails the support address and sends the sender an acknowledgement in \`locale\` (or the language of the \`country\` edition). The privacy agreement is required; order number and phone are optional. With a captcha configured, \`captcha\` must hold a valid answer. ${rateLimitNote(app.config, 'contact')}`,
    config: { rateLimit: rateLimit(app.config, 'contact') },
    // A 4,000-character message and a 4,096-character captcha answer, each character possibly
    // sent as a 6-byte \u escape, with the other fields: up to about 52 KB.
    bodyLimit: 64 * 1024,
    handler: async (request, reply) => {
      const { reference } = await raiseTicket(
        deps,
        request.body,
        request.query.country,
        request.ip,
      );
      return reply
        .status(201)
        .send({ reference, message: 'Thank you! Your ticket has been raised with our team.' });
    },
  });
};
