import { configure } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
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
