import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { ApiRefusal } from '../api/refusal';
import { createSessionApi } from './sessionApi';

describe('session api', () => {
  it('a refused login reads as the invalid credentials message', async () => {
    const api = createSessionApi(
      createApiClient({
        baseUrl: 'http://shop.test/',
        context: { country: () => 'GB', currency: () => 'GBP' },
        fetch: async () =>
          Response.json(
            {
              error: {
                code: 'invalid_credentials',
                message: 'Your Email Address or Password is incorrect.',
              },
            },
            { status: 401 },
          ),
      }),
    );
    const error = await api
      .login({ email: 'ada@example.com', password: 'wrong', remember: false })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiRefusal);
    expect(error).toMatchObject({ code: 'invalid_credentials', status: 401 });
    expect((error as ApiRefusal).messageKey).toBe('validation:invalidCredentials');
  });

  it('refreshes and logs out with JSON bodies that carry no refresh token (it rides in its cookie)', async () => {
    const calls: Request[] = [];
    const api = createSessionApi(
      createApiClient({
        baseUrl: 'http://shop.test/',
        context: { country: () => 'GB', currency: () => 'GBP' },
        fetch: async (input, init) => {
          const request = new Request(input, init);
          calls.push(request);
          return request.url.includes('/logout')
            ? new Response(null, { status: 204 })
            : Response.json({ access: 'a2', session_end: '2030-01-01T00:00:00.000Z' });
        },
      }),
    );
    expect(await api.refresh()).toEqual({
      access: 'a2',
      sessionEnd: Date.parse('2030-01-01T00:00:00.000Z'),
    });
    await api.logout('a2');
    await api.logout(null);
    expect(calls.map((call) => call.headers.get('content-type'))).toEqual([
      'application/json',
      'application/json',
      'application/json',
    ]);
    expect(await Promise.all(calls.map((call) => call.json()))).toEqual([{}, { access: 'a2' }, {}]);
  });
});
