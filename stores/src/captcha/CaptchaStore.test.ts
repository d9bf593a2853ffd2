import { configure } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { CaptchaStore } from './CaptchaStore';

function setup(respond: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://shop.test/',
    context: { country: () => 'GB', currency: () => 'GBP' },
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      return respond();
    },
  });
  const log = vi.fn();
  return { store: new CaptchaStore({ api, log }), requests, log };
}

describe('CaptchaStore', () => {
  beforeAll(() => configure({ enforceActions: 'always' }));

  it('reads the settings once, whoever asks and however often', async () => {
    const { store, requests } = setup(() =>
      Response.json({ provider: 'turnstile', site_key: '0x4AAA' }),
    );
    expect(store.active).toBeNull();
    const [first, second] = await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(first).toEqual({ provider: 'turnstile', site_key: '0x4AAA' });
    expect(second).toBe(first);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/auth/captcha');
    expect(store.state).toBe('ready');
    expect(store.active).toEqual({ provider: 'turnstile', siteKey: '0x4AAA' });
  });

  it('has no active captcha when the server has none configured', async () => {
    const { store } = setup(() => Response.json({ provider: null, site_key: null }));
    await store.load();
    expect(store.state).toBe('ready');
    expect(store.active).toBeNull();
  });

  it('logs a failed read, rejects, and reads again on the next call', async () => {
    let answers = 0;
    const { store, requests, log } = setup(() =>
      answers++ === 0
        ? Response.json({ provider: 'captchas-r-us', site_key: 'x' })
        : Response.json({ provider: 'recaptcha', site_key: '6Le' }),
    );
    await expect(store.load()).rejects.toThrow();
    expect(store.state).toBe('failed');
    expect(log).toHaveBeenCalledWith('the captcha settings could not be read', expect.anything());
    expect(store.active).toBeNull();

    await store.load();
    expect(requests).toHaveLength(2);
    expect(store.active).toEqual({ provider: 'recaptcha', siteKey: '6Le' });
  });

  it('shares a failed read between its callers, and knows null for the form without rejecting', async () => {
    const { store, requests, log } = setup(() =>
      Response.json({ provider: 'captchas-r-us', site_key: 'x' }),
    );
    const [first, second, known] = await Promise.allSettled([
      store.load(),
      store.load(),
      store.known(),
    ]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('rejected');
    expect(known).toEqual({ status: 'fulfilled', value: null });
    expect(requests).toHaveLength(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(store.state).toBe('failed');
  });
});
