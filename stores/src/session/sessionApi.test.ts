import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { toFormFailure } from '../account/formFailure';
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
    expect(await toFormFailure(error)).toMatchObject({
      code: 'invalid_credentials',
      messageKey: 'validation:invalidCredentials',
    });
  });
});
