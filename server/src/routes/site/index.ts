import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryListSchema, currencyListSchema, settingsSchema } from '@pcshop/stores/schemas';
import { getSettings, listCountries, listCurrencies } from '../../services/site/reference';
import { cacheCatalogueReads, sendCached } from '../../plugins/httpCache';
import { endpointRoute } from '../endpoint';

const tags = ['site'];

/** Reference data every page needs first: countries, currencies, site settings. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  cacheCatalogueReads(app);

  endpointRoute(app, 'countries', {
    tags,
    summary: 'The countries of the five editions: VAT rate, currency, shipping',
    handler: async (request, reply) =>
      sendCached(request, reply, countryListSchema, () =>
        listCountries(app.database.db, request.query),
      ),
  });

  endpointRoute(app, 'currencies', {
    tags,
    summary: 'The currencies prices are given in',
    handler: async (request, reply) =>
      sendCached(request, reply, currencyListSchema, () =>
        listCurrencies(app.database.db, request.query),
      ),
  });

  endpointRoute(app, 'settings', {
    tags,
    summary: 'A group of site settings (money in the currency asked)',
    handler: async (request, reply) =>
      sendCached(request, reply, settingsSchema, () =>
        getSettings(app.database.db, request.params.slug, request.query),
      ),
  });
};
