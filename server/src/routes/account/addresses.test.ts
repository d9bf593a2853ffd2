import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingAddressListSchema, shippingAddressSchema } from '@pcshop/stores/schemas';
import { countries } from '../../db/schema/index';
import { buildAccountsTestApp, uniqueEmail, type AccountsTestApp } from '../../test/accounts';

const address = (city = 'London') => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+44 7700 900123',
  address: { line1: '12 St James’s Square', city, postcode: 'sw1y4lb', country: 'GB' },
});

describe('shipping addresses', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(() => t.close());

  const add = (access: string, body: object = address()) =>
    t.post('/api/account/shipping_addresses', body, access);
  const list = async (access: string) =>
    shippingAddressListSchema.parse(
      (await t.request({ method: 'GET', url: '/api/account/shipping_addresses', access })).json(),
    );
  const remove = (access: string, id: number) =>
    t.request({ method: 'DELETE', url: `/api/account/shipping_address/${id}`, access });
  const setDefault = (access: string, id: number) =>
    t.post(`/api/account/shipping_address/${id}/set_default`, undefined, access);

  it('saves an address, normalised, and makes the first one the default', async () => {
    const { access } = await t.signUp(uniqueEmail());
    const response = await add(access);
    expect(response.statusCode).toBe(201);
    expect(shippingAddressSchema.parse(response.json())).toMatchObject({
      is_default: true,
      first_name: 'Ada',
      phone: '+447700900123',
      address: { line2: null, postcode: 'SW1Y 4LB', country: 'GB' },
    });
    const second = shippingAddressSchema.parse((await add(access, address('Leeds'))).json());
    expect(second.is_default).toBe(false);
    expect((await list(access)).map((a) => a.address.city)).toEqual(['London', 'Leeds']);
  });

  it('refuses a seventh address with a clear error until one is deleted', async () => {
    const { access } = await t.signUp(uniqueEmail());
    for (let i = 1; i <= 6; i += 1)
      expect((await add(access, address(`City ${i}`))).statusCode).toBe(201);

    const seventh = await add(access, address('City 7'));
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json()).toEqual({
      error: {
        code: 'address_limit_reached',
        message: 'You can save at most 6 addresses; delete one to add another',
      },
    });
    const saved = await list(access);
    expect(saved).toHaveLength(6);

    expect((await remove(access, saved[5]!.id)).statusCode).toBe(204);
    expect((await add(access, address('City 7'))).statusCode).toBe(201);
  });

  it('keeps the limit when additions arrive at the same time', async () => {
    const { access } = await t.signUp(uniqueEmail());
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => add(access, address(`Parallel ${i}`))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 409, 409, 409]);
    const saved = await list(access);
    expect(saved).toHaveLength(6);
    expect(saved.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('sets the default, keeping exactly one, and lists it first', async () => {
    const { access } = await t.signUp(uniqueEmail());
    await add(access, address('London'));
    const leeds = shippingAddressSchema.parse((await add(access, address('Leeds'))).json());
    const response = await setDefault(access, leeds.id);
    expect(response.statusCode).toBe(200);
    const after = shippingAddressListSchema.parse(response.json());
    expect(after.map((a) => [a.address.city, a.is_default])).toEqual([
      ['Leeds', true],
      ['London', false],
    ]);
  });

  it('passes the default on when the default address is deleted', async () => {
    const { access } = await t.signUp(uniqueEmail());
    const london = shippingAddressSchema.parse((await add(access, address('London'))).json());
    await add(access, address('Leeds'));
    await add(access, { ...address('York'), is_default: true });
    await setDefault(access, london.id);
    await remove(access, london.id);
    expect((await list(access)).map((a) => [a.address.city, a.is_default])).toEqual([
      ['Leeds', true],
      ['York', false],
    ]);
  });

  it("answers 404 for another user's address and leaves it alone", async () => {
    const owner = await t.signUp(uniqueEmail('owner'));
    const intruder = await t.signUp(uniqueEmail('intruder'));
    const own = shippingAddressSchema.parse((await add(owner.access)).json());

    expect((await remove(intruder.access, own.id)).statusCode).toBe(404);
    const stolen = await setDefault(intruder.access, own.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(await list(intruder.access)).toEqual([]);
    expect(await list(owner.access)).toEqual([own]);
    expect((await remove(owner.access, 999_999)).statusCode).toBe(404);
  });

  it('refuses a country the shop does not ship to', async () => {
    const { access } = await t.signUp(uniqueEmail());
    await t.database.db.update(countries).set({ shipsTo: false }).where(eq(countries.code, 'DE'));
    try {
      const response = await add(access, {
        ...address(),
        phone: '+49 30 1234567',
        address: { line1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', country: 'DE' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        'address.country': ['validation:selectFromList'],
      });
    } finally {
      await t.database.db.update(countries).set({ shipsTo: true }).where(eq(countries.code, 'DE'));
    }
  });

  it('answers every missing or wrong field with its validation message', async () => {
    const { access } = await t.signUp(uniqueEmail());
    const response = await add(access, {
      first_name: '',
      last_name: 'Лавлейс',
      phone: '0123',
      address: { line1: '1 Rue de Rivoli', city: 'Paris', postcode: 'SW1A 1AA', country: 'FR' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      first_name: ['validation:required'],
      last_name: ['validation:latinOnly'],
      phone: ['validation:phoneInvalid'],
      'address.postcode': ['validation:postcodeInvalid'],
    });
    const badId = await t.request({
      method: 'DELETE',
      url: '/api/account/shipping_address/abc',
      access,
    });
    expect(badId.statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const response = await t.request({ method: 'GET', url: '/api/account/shipping_addresses' });
    expect(response.statusCode).toBe(401);
  });
});
