import { configure } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { ApiRefusal } from '../api/refusal';
import type { ContactTicketRequest } from '../api/schemas/contact';
import { ContactStore } from './ContactStore';

const ticket: ContactTicketRequest = {
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  order_number: '',
  phone: '',
  message: 'Where is my order?',
  privacy: true,
};

function setup(respond: (request: Request) => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    bodies.push(await request.clone().json());
    return respond(request);
  };
  const api = createApiClient({
    baseUrl: 'http://shop.test/',
    context: { country: () => 'DE', currency: () => 'EUR' },
    fetch: fetchImpl,
  });
  const log = vi.fn();
  const store = new ContactStore({ api, locale: () => 'de-DE', log });
  return { store, bodies, log };
}

const error = (status: number, fields?: Record<string, string[]>) =>
  Response.json({ error: { code: 'x', message: 'x', ...(fields ? { fields } : {}) } }, { status });

describe('ContactStore', () => {
  beforeAll(() => configure({ enforceActions: 'always' }));

  it('sends the ticket in the edition’s language and keeps the reference', async () => {
    const { store, bodies } = setup(() =>
      Response.json({ reference: 'RS-ABCD2345', message: 'ok' }, { status: 201 }),
    );
    const sending = store.send(ticket);
    expect(store.sending).toBe(true);
    expect(await sending).toBe(true);
    expect(store).toMatchObject({ sending: false, sent: true, reference: 'RS-ABCD2345' });
    expect(bodies[0]).toEqual({ ...ticket, locale: 'de-DE' });

    store.reset();
    expect(store.sent).toBe(false);
  });

  it('shows the server’s field errors', async () => {
    const { store } = setup(() =>
      error(400, { email: ['validation:emailFormat', 'validation:required'] }),
    );
    expect(await store.send(ticket)).toBe(false);
    expect(store.fieldErrors).toEqual({ email: 'validation:emailFormat' });
    expect(store.formError).toBeNull();
    expect(store.sent).toBe(false);
  });

  it('asks to wait after too many tickets', async () => {
    const { store } = setup(() => error(429));
    await store.send(ticket);
    expect(store.formError).toBe('validation:tooManyAttempts');
  });

  it('reports a failed captcha for the whole form', async () => {
    const { store } = setup(() => error(400, { captcha: ['validation:captchaFailed'] }));
    await store.send(ticket);
    expect(store.formError).toBe('validation:captchaFailed');
  });

  it('sends the captcha’s answer with the ticket, and no captcha field without one', async () => {
    const { store, bodies } = setup(() =>
      Response.json({ reference: 'RS-ABCD2345', message: 'ok' }, { status: 201 }),
    );
    await store.send(ticket, async () => 'token-1');
    await store.send(ticket, async () => undefined);
    expect(bodies).toEqual([
      { ...ticket, locale: 'de-DE', captcha: 'token-1' },
      { ...ticket, locale: 'de-DE' },
    ]);
  });

  it('sends nothing and shows why when the captcha cannot be answered', async () => {
    const { store, bodies, log } = setup(() => Response.json({}, { status: 201 }));
    const sent = await store.send(ticket, () =>
      Promise.reject(
        new ApiRefusal({ status: 0, code: 'captcha_not_loaded', message: 'not loaded' }),
      ),
    );
    expect(sent).toBe(false);
    expect(bodies).toEqual([]);
    expect(store).toMatchObject({ sending: false, formError: 'validation:captchaNotLoaded' });
    expect(log).not.toHaveBeenCalled();
  });

  it('asks to try again when the server could not check the captcha', async () => {
    const { store } = setup(() =>
      Response.json(
        { error: { code: 'captcha_unavailable', message: 'try again' } },
        { status: 503 },
      ),
    );
    expect(await store.send(ticket, async () => 'token-1')).toBe(false);
    expect(store.formError).toBe('validation:captchaUnavailable');
  });

  it('logs other failures and shows the generic message', async () => {
    const { store, log } = setup(() => error(500));
    await store.send(ticket);
    expect(store.formError).toBe('errors:generic');
    expect(log).toHaveBeenCalledWith('contact ticket answered 500', expect.anything());

    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await offline.store.send(ticket);
    expect(offline.store.formError).toBe('errors:generic');
    expect(offline.store.sending).toBe(false);
  });
});
