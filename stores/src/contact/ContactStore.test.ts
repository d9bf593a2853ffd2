import { configure } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { ApiRefusal, NetworkFailure } from '../api/refusal';
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
    await sending;
    expect(store).toMatchObject({ sending: false, sent: true, reference: 'RS-ABCD2345' });
    expect(bodies[0]).toEqual({ ...ticket, locale: 'de-DE' });

    store.reset();
    expect(store.sent).toBe(false);
  });

  it('rejects with the server’s field errors, for the form to show', async () => {
    const { store, log } = setup(() =>
      error(400, { email: ['validation:emailFormat', 'validation:required'] }),
    );
    const refusal = await store.send(ticket).catch((refused: unknown) => refused);
    expect(refusal).toBeInstanceOf(ApiRefusal);
    expect((refusal as ApiRefusal).fields).toEqual({
      email: ['validation:emailFormat', 'validation:required'],
    });
    expect(store).toMatchObject({ sending: false, sent: false });
    expect(log).not.toHaveBeenCalled();
  });

  it('rejects too many tickets with the message that asks to wait', async () => {
    const { store } = setup(() =>
      Response.json({ error: { code: 'rate_limited', message: 'x' } }, { status: 429 }),
    );
    await expect(store.send(ticket)).rejects.toMatchObject({
      status: 429,
      messageKey: 'validation:tooManyAttempts',
    });
  });

  it('rejects a failed captcha with its message for the whole form', async () => {
    const { store } = setup(() =>
      Response.json(
        {
          error: {
            code: 'captcha_failed',
            message: 'x',
            fields: { captcha: ['validation:captchaFailed'] },
          },
        },
        { status: 400 },
      ),
    );
    await expect(store.send(ticket)).rejects.toMatchObject({
      messageKey: 'validation:captchaFailed',
    });
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

  it('sends nothing and rejects with the captcha’s refusal when it cannot be answered', async () => {
    const { store, bodies, log } = setup(() => Response.json({}, { status: 201 }));
    const notLoaded = new ApiRefusal({
      status: 0,
      code: 'captcha_not_loaded',
      message: 'not loaded',
    });
    await expect(store.send(ticket, () => Promise.reject(notLoaded))).rejects.toBe(notLoaded);
    expect(bodies).toEqual([]);
    expect(store).toMatchObject({ sending: false, sent: false });
    expect(log).not.toHaveBeenCalled();
  });

  it('rejects with the message that asks to try again when the server could not check the captcha', async () => {
    const { store } = setup(() =>
      Response.json(
        { error: { code: 'captcha_unavailable', message: 'try again' } },
        { status: 503 },
      ),
    );
    await expect(store.send(ticket, async () => 'token-1')).rejects.toMatchObject({
      messageKey: 'validation:captchaUnavailable',
    });
  });

  it('logs the failures the form has no message of their own for, and rejects with them', async () => {
    const { store, log } = setup(() => error(500));
    await expect(store.send(ticket)).rejects.toMatchObject({ status: 500, messageKey: null });
    expect(log).toHaveBeenCalledWith('contact ticket answered 500', expect.anything());

    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.store.send(ticket)).rejects.toBeInstanceOf(NetworkFailure);
    expect(offline.log).toHaveBeenCalledWith('contact ticket could not be sent', expect.anything());
    expect(offline.store.sending).toBe(false);
  });
});
