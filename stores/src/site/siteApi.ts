import type { ApiClient } from '../api/client';
import {
  analyticsSettingsResponseSchema,
  cmsPageListSchema,
  countryListSchema,
  currencyListSchema,
  generalSettingsResponseSchema,
} from '../api/schemas/index';
import type { SiteApi } from './SiteStore';

/** The SiteStore's reads over the api client, each answer parsed with its shared schema. */
export function siteApi(api: ApiClient): SiteApi {
  return {
    countries: async () => countryListSchema.parse(await api.get('api/countries').json()).items,
    currencies: async () => currencyListSchema.parse(await api.get('api/currencies').json()).items,
    generalSettings: async () =>
      generalSettingsResponseSchema.parse(await api.get('api/settings/general').json()).value,
    analytics: async () =>
      analyticsSettingsResponseSchema.parse(await api.get('api/settings/analytics').json()).value,
    cmsPages: async () => cmsPageListSchema.parse(await api.get('api/cms/pages').json()).items,
  };
}
