import { callApi } from '../api/call';
import type { ApiClient } from '../api/client';
import type { SiteApi } from './SiteStore';

/** The SiteStore's reads over the api client, each answer parsed with its shared schema. */
export function siteApi(api: ApiClient): SiteApi {
  const settings = async <S extends 'general' | 'analytics'>(slug: S) => {
    const answer = await callApi(api, 'settings', { params: { slug } });
    if (answer.slug !== slug) throw new Error(`The ${slug} settings answered ${answer.slug}`);
    return answer as Extract<typeof answer, { slug: S }>;
  };
  return {
    countries: async () => (await callApi(api, 'countries')).items,
    currencies: async () => (await callApi(api, 'currencies')).items,
    generalSettings: async () => (await settings('general')).value,
    analytics: async () => (await settings('analytics')).value,
    cmsPages: async () => (await callApi(api, 'cmsPages')).items,
  };
}
