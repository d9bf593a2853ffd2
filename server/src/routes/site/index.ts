import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countryListSchema,
  currencyListSchema,
  localeQuerySchema,
  settingsParamsSchema,
  settingsSchema,
} from '@pcshop/stores/schemas';
import { getSettings, listCountries, listCurrencies } from '../../services/site/reference';
import { cacheCatalogueReads, sendCached } from '../../plugins/httpCache';
import { errorResponses } from '../errorResponses';

/** Reference data every page needs first: countries, currencies, site settings. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  cacheCatalogueReads(app);

  app.get(
    '/api/countries',
    {
      schema: {
        tags: ['site'],
        summary: 'The countries of the five editions: VAT rate, currency, shipping',
        querystring: localeQuerySchema,
        response: { 200: countryListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, countryListSchema, () =>
        listCountries(app.database.db, request.query),
      ),
  );

  app.get(
    '/api/currencies',
    {
      schema: {
        tags: ['site'],
        summary: 'The currencies prices are given in',
        querystring: localeQuerySchema,
        response: { 200: currencyListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, currencyListSchema, () =>
        listCurrencies(app.database.db, request.query),
      ),
  );

  app.get(
    '/api/settings/:slug',
    {
      schema: {
        tags: ['site'],
        summary: 'A group of site settings (money in the currency asked)',
        params: settingsParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: settingsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, settingsSchema, () =>
        getSettings(app.database.db, request.params.slug, request.query),
      ),
  );
};
