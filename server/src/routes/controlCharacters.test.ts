import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@pcshop/stores/schemas';
import { buildAccountsTestApp, uniqueEmail, type AccountsTestApp } from '../test/accounts';

/**
 * Issue 13, defect 4: a NUL in a text field reached PostgreSQL, which refuses it (500). Every
 * text a request carries is refused first: 400 `validation_failed` naming the field.
 */
let t: AccountsTestApp;
let access: string;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  ({ access } = await t.signUp(uniqueEmail()));
});
afterAll(() => t.close());

const NUL = '\u0000';
const refusedFields = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(400);
  const { error } = apiErrorSchema.parse(response.json());
  expect(error.code).toBe('validation_failed');
  return error.fields;
};

describe('a control character in a text field', () => {
  it('is refused in an analytics page view', async () => {
    const response = await t.post('/api/site/analytics/page_views', {
      tag: 'RS-GB-1001',
      path: '/',
      referrer: `https://example.com/${NUL}`,
    });
    expect(refusedFields(response)).toEqual({ referrer: ['validation:controlCharacters'] });
  });

  it('is refused in a legacy path and its locale', async () => {
    for (const url of ['/api/cms/redirect/faq%00', '/api/cms/redirect/faq?locale=fr%00']) {
      const response = await t.request({ method: 'HEAD', url });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('is refused in the account’s name', async () => {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/account/user',
      access,
      payload: { full_name: `Ada${NUL}` },
    });
    expect(refusedFields(response)).toEqual({ full_name: ['validation:controlCharacters'] });
  });

  it('is refused in every text of a contact ticket', async () => {
    const response = await t.post('/api/contact/ticket', {
      full_name: `Ada${NUL}`,
      email: 'ada@example.com',
      order_number: `RS-1${NUL}`,
      message: `My order${NUL}`,
      privacy: true,
    });
    expect(refusedFields(response)).toEqual({
      full_name: ['validation:controlCharacters'],
      order_number: ['validation:controlCharacters'],
      message: ['validation:controlCharacters'],
    });
  });

  it('is refused in a saved build’s name, made or renamed', async () => {
    const created = await t.post(
      '/api/ecommerce/pc_build',
      { name: `Rig${NUL}`, components: [] },
      access,
    );
    expect(refusedFields(created)).toEqual({ name: ['validation:controlCharacters'] });

    const draft = await t.post('/api/ecommerce/pc_build', { name: 'Rig', components: [] }, access);
    expect(draft.statusCode, draft.body).toBe(201);
    const { id } = draft.json<{ id: number }>();
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/ecommerce/pc_build/${id}`,
      access,
      payload: { name: `Rig${NUL}` },
    });
    expect(refusedFields(renamed)).toEqual({ name: ['validation:controlCharacters'] });
  });

  it('is kept out of a query', async () => {
    const response = await t.request({ method: 'GET', url: '/api/ecommerce/models?budget=%00' });
    expect(refusedFields(response)).toEqual({ budget: ['validation:controlCharacters'] });
  });
});
