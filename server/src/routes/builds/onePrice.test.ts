import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { callApi, createApiClient, memoryStorage, type ApiClient } from '@pcshop/stores';
import { editionTable, type CountryCode, type CurrencyCode } from '@pcshop/stores/constants';
import { apiCustomiserCatalogue, CustomiserStore } from '@pcshop/stores/builder';
import { modelLineup } from '../../db/seed/catalogue/types';
import { buildAccountsTestApp, uniqueEmail, type AccountsTestApp } from '../../test/accounts';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
});
afterAll(() => t.close());

/**
 * The shop's own api client, answered by the app in-process: the customiser prices the build
 * exactly as it does in the browser. Each client has its own address, so that the assembly
 * budget of one address is not what the test measures.
 */
function shopClient(
  country: CountryCode,
  currency: CurrencyCode,
  remoteAddress: string,
): ApiClient {
  return createApiClient({
    baseUrl: 'http://shop.test/',
    context: { country: () => country, currency: () => currency },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const body = request.body ? await request.text() : undefined;
      const answer = await t.app.inject({
        method: request.method as HTTPMethods,
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
        remoteAddress,
        ...(body === undefined ? {} : { payload: body }),
      });
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: answer.headers as Record<string, string>,
      });
    },
  });
}

describe('one price for every place a build is priced', () => {
  it.each(Object.values(editionTable).map((edition, index) => ({ ...edition, index })))(
    'in $country ($currency): each model costs the same on its page, in the customiser, in the cart and in saved builds',
    async ({ country, currency, index }) => {
      const api = shopClient(country, currency, `10.9.0.${index + 1}`);
      const { access } = await t.signUp(uniqueEmail());
      const signed = shopClient(country, currency, `10.9.1.${index + 1}`).extend({
        headers: { authorization: `Bearer ${access}` },
      });
      const settings = await callApi(api, 'settings', { params: { slug: 'general' } });
      if (settings.slug !== 'general') throw new Error('general settings expected');
      const fee = settings.value.assemblyFee;
      expect(fee).toBeGreaterThan(0);

      for (const { slug } of modelLineup) {
        const model = await callApi(api, 'model', { params: { slug } });
        const customiser = new CustomiserStore({
          catalogue: apiCustomiserCatalogue(api),
          storage: memoryStorage(),
          assemblyFee: () => fee,
        });
        await customiser.startFromModel(slug);
        await customiser.confirmDiscountWarning();
        const body = { name: model.name, components: customiser.components, reference: slug };
        const [assembly, draft] = await Promise.all([
          callApi(api, 'createPcBuild', { body: { ...body, kind: 'assembly' } }),
          callApi(signed, 'createPcBuild', { body }),
        ]);
        const saved = await callApi(signed, 'pcBuild', { params: { id: draft.id } });

        // Before its discount, the model is its parts plus the assembly fee, to the penny.
        expect(model.price.was ?? model.price.amount, slug).toBe(customiser.price.total);
        expect(customiser.price.assemblyFee, slug).toBe(fee);
        for (const build of [assembly, draft, saved]) {
          expect(build.price, `${slug} ${build.kind}`).toBe(customiser.price.total);
          expect(build.assembly_fee, `${slug} ${build.kind}`).toBe(customiser.price.assemblyFee);
          expect(build.currency).toBe(currency);
        }
        await callApi(signed, 'deletePcBuild', { params: { id: draft.id } });
      }
    },
  );
});
