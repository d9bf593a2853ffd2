import { readAnswer } from '../api/answers';
import type { ApiClient } from '../api/client';
import type { SiteApi } from './SiteStore';

/** The SiteStore's reads over the api client, each answer parsed with its shared schema. */
export function siteApi(api: ApiClient): SiteApi {
  return {
    countries: async () =>
      (await readAnswer(api.get('api/countries'), (all) => all.countryListSchema)).items,
    currencies: async () =>
      (await readAnswer(api.get('api/currencies'), (all) => all.currencyListSchema)).items,
    generalSettings: async () =>
      (
        await readAnswer(
          api.get('api/settings/general'),
          (all) => all.generalSettingsResponseSchema,
        )
      ).value,
    analytics: async () =>
      (
        await readAnswer(
          api.get('api/settings/analytics'),
          (all) => all.analyticsSettingsResponseSchema,
        )
      ).value,
    cmsPages: async () =>
      (await readAnswer(api.get('api/cms/pages'), (all) => all.cmsPageListSchema)).items,
  };
}
