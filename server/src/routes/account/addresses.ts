import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  shippingAddressInputSchema,
  shippingAddressListSchema,
  shippingAddressParamsSchema,
  shippingAddressSchema,
} from '@pcshop/stores/schemas';
import { signedInUser } from '../../plugins/auth';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
} from '../../services/account/addresses';
import { errorResponses } from '../errorResponses';

const account = { tags: ['account'], security: [{ bearer: [] }] };

/** The signed-in user's shipping addresses; anyone else's answer 404. */
export const shippingAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.auth;

  app.get(
    '/api/account/shipping_addresses',
    {
      schema: {
        ...account,
        summary: 'Saved shipping addresses, the default first',
        response: { 200: shippingAddressListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listAddresses(db, signedInUser(request).userId),
  );

  app.post(
    '/api/account/shipping_addresses',
    {
      schema: {
        ...account,
        summary: 'Save a shipping address (at most 6)',
        description:
          'A seventh address is refused (409 address_limit_reached) until one is deleted. The country must be one the shop ships to.',
        body: shippingAddressInputSchema,
        response: { 201: shippingAddressSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addAddress(db, signedInUser(request).userId, request.body)),
  );

  app.delete(
    '/api/account/shipping_address/:id',
    {
      schema: {
        ...account,
        summary: 'Delete a saved address',
        params: shippingAddressParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteAddress(db, signedInUser(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/shipping_address/:id/set_default',
    {
      schema: {
        ...account,
        summary: 'Make a saved address the default',
        params: shippingAddressParamsSchema,
        response: { 200: shippingAddressListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => setDefaultAddress(db, signedInUser(request).userId, request.params.id),
  );
};
