import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
} from '../../services/account/addresses';
import { endpointRoute } from '../endpoint';

const tags = ['account'];

/** The signed-in user's shipping addresses; anyone else's answer 404. */
export const shippingAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.auth;

  endpointRoute(app, 'shippingAddresses', {
    tags,
    summary: 'Saved shipping addresses, the default first',
    handler: async (request) => listAddresses(db, signedInUser(request).userId),
  });

  endpointRoute(app, 'addShippingAddress', {
    tags,
    summary: 'Save a shipping address (at most 6)',
    description:
      'A seventh address is refused (409 address_limit_reached) until one is deleted. The country must be one the shop ships to.',
    handler: async (request, reply) =>
      reply.status(201).send(await addAddress(db, signedInUser(request).userId, request.body)),
  });

  endpointRoute(app, 'deleteShippingAddress', {
    tags,
    summary: 'Delete a saved address',
    answered: 'Deleted',
    handler: async (request, reply) => {
      await deleteAddress(db, signedInUser(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  });

  endpointRoute(app, 'setDefaultShippingAddress', {
    tags,
    summary: 'Make a saved address the default',
    handler: async (request) =>
      setDefaultAddress(db, signedInUser(request).userId, request.params.id),
  });
};
