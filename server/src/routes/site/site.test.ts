import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countryCodes,
  countryListSchema,
  currencyListSchema,
  generalSettingsResponseSchema,
} from '@pcshop/stores/schemas';
import { eq } from 'drizzle-orm';
import { siteSettings } from '../../db/schema/index';
import { generalSettings } from '../../db/seed/reference';
import { buildTestApp, type TestApp } from '../../test/app';
import { get, getError, getOk } from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/countries', () => {
  it('lists the five editions’ countries with VAT, currency and language, named for the asker', async () => {
    const english = await getOk(t, '/api/countries', countryListSchema);
    expect(english.items.map((country) => country.code)).toEqual(['GB', 'FR', 'IT', 'ES', 'DE']);
    expect(english.items.find((country) => country.code === 'IT')).toEqual({
      code: 'IT',
      name: 'Italy',
      edition: 'it',
      messageLocale: 'it',
      defaultCurrency: 'EUR',
      vatRateBp: 2200,
      shipsTo: true,
    });
    const german = await getOk(t, '/api/countries?country=DE', countryListSchema);
    expect(german.items.find((country) => country.code === 'GB')?.name).toBe(
      'Vereinigtes Königreich',
    );
  });

  it('is cacheable and refuses an unknown country', async () => {
    const response = await get(t, '/api/countries');
    expect(response.headers.etag).toMatch(/^W\//);
    await getError(t, '/api/countries?country=Germany', 400);
  });
});

describe('GET /api/currencies', () => {
  it('lists the currencies with symbol, minor units and a name in the asker’s language', async () => {
    const french = await getOk(t, '/api/currencies?country=FR', currencyListSchema);
    expect(
      french.items.map((currency) => [currency.code, currency.symbol, currency.minorUnits]),
    ).toEqual([
      ['EUR', '€', 2],
      ['GBP', '£', 2],
    ]);
    expect(french.items[1]?.name).toBe('livre sterling');
  });
});

describe('GET /api/settings/{slug}', () => {
  it('answers each edition’s own support contacts', async () => {
    const contacts = await Promise.all(
      countryCodes.map(async (country) => {
        const { value } = await getOk(
          t,
          `/api/settings/general?country=${country}`,
          generalSettingsResponseSchema,
        );
        return [country, value.supportEmail, value.supportPhone];
      }),
    );
    expect(contacts).toEqual([
      ['GB', 'support@rigsmith.co.uk', '+44 20 7946 0321'],
      ['FR', 'support@rigsmith.fr', '+33 1 99 00 43 21'],
      ['IT', 'assistenza@rigsmith.it', '+39 02 8088 4321'],
      ['ES', 'soporte@rigsmith.es', '+34 910 88 43 21'],
      ['DE', 'support@rigsmith.de', '+49 30 23125 432'],
    ]);
  });

  it('answers the shop’s own contacts from settings stored before the editions had theirs', async () => {
    const { supportContacts, ...before } = generalSettings;
    const general = eq(siteSettings.slug, 'general');
    await t.database.db.update(siteSettings).set({ value: before }).where(general);
    try {
      // A query not asked before: answers are kept for a moment (the response cache).
      const { value } = await getOk(
        t,
        '/api/settings/general?country=DE&currency=EUR',
        generalSettingsResponseSchema,
      );
      expect([value.supportEmail, value.supportPhone]).toEqual([
        before.supportEmail,
        before.supportPhone,
      ]);
      expect(supportContacts?.DE?.email).not.toBe(before.supportEmail);
    } finally {
      await t.database.db.update(siteSettings).set({ value: generalSettings }).where(general);
    }
  });

  it('answers the general settings with money in the currency asked, else the country’s', async () => {
    const british = await getOk(t, '/api/settings/general', generalSettingsResponseSchema);
    expect(british).toEqual({
      slug: 'general',
      value: {
        shopName: generalSettings.shopName,
        supportEmail: generalSettings.supportEmail,
        supportPhone: generalSettings.supportPhone,
        currency: 'GBP',
        assemblyFee: generalSettings.assemblyFee.GBP,
        freeShippingFrom: generalSettings.freeShippingFrom.GBP,
      },
    });
    const spanish = await getOk(
      t,
      '/api/settings/general?country=ES',
      generalSettingsResponseSchema,
    );
    expect(spanish.value).toMatchObject({
      currency: 'EUR',
      assemblyFee: generalSettings.assemblyFee.EUR,
    });
    const inPounds = await getOk(
      t,
      '/api/settings/general?country=ES&currency=GBP',
      generalSettingsResponseSchema,
    );
    expect(inPounds.value.assemblyFee).toBe(generalSettings.assemblyFee.GBP);
  });

  it('keeps internal settings private: an unknown or unpublished slug is refused', async () => {
    for (const slug of ['seed', 'cms_meta', 'nope']) {
      const { error } = await getError(t, `/api/settings/${slug}`, 400);
      expect(Object.keys(error.fields ?? {})).toEqual(['slug']);
    }
    await getError(t, '/api/settings/general?currency=CHF', 400);
  });
});
