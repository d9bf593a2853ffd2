import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CITY_SUGGESTIONS,
  findCities,
  keptPlaces,
  PLACES_CACHE_CONTROL,
} from '../../services/address/places';
import { endpointRoute } from '../endpoint';

/** `/api/address/*`: the new-address form's autocomplete, answered from the kept place list. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reading and indexing the list takes a few hundred milliseconds: a listening server does it
  // before its first shopper types rather than during that request.
  app.addHook('onListen', async () => {
    setImmediate(keptPlaces);
  });

  endpointRoute(app, 'addressCities', {
    tags: ['address'],
    summary: 'Places of a shipping country whose name starts with the text typed',
    description: `At most ${CITY_SUGGESTIONS}, matched without regard to case, accents or punctuation (\`koln\` finds Köln, \`saint etienne\` Saint-Étienne) and by other names of large places (\`roma\` finds Rome): a name typed in full first, then the larger place. From GeoNames (CC BY 4.0), places of 500 inhabitants or more.`,
    handler: async (request, reply) => {
      reply.header('cache-control', PLACES_CACHE_CONTROL);
      return { items: findCities(request.query.country, request.query.q) };
    },
  });
};
