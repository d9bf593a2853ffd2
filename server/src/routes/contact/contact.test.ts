import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactTicketResponseSchema } from '@pcshop/stores/schemas';
import { contactTickets, rateLimitBuckets } from '../../db/schema/index';
import { generalSettings } from '../../db/seed/reference';
import { rateLimit } from '../../services/rateLimit/budgets';

const contactRateLimit = rateLimit({ RATE_LIMIT_SCALE: 1 }, 'contact');
import { buildAccountsTestApp, uniqueEmail, type AccountsTestApp } from '../../test/accounts';

const SUPPORT = generalSettings.supportEmail;

const ticket = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Ada Lovelace',
  email: uniqueEmail('contact'),
  order_number: 'RS-100234',
  phone: '+44 7700 900123',
  message: 'My PC arrived with the GPU power cable loose. Can you help?',
  privacy: true,
  ...overrides,
});

let address = 0;
/** Each call from its own client address, so the rate limit only counts where a test wants it. */
const nextAddress = () => {
  address += 1;
  return `10.20.${address >> 8}.${address & 255}`;
};

describe('POST /api/contact/ticket', () => {
  let t: AccountsTestApp;
  const send = (body: object, query = '', remoteAddress = nextAddress()) =>
    t.request({ method: 'POST', url: `/api/contact/ticket${query}`, payload: body, remoteAddress });

  beforeAll(async () => {
    t = await buildAccountsTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(async () => t?.close());

  it('stores the ticket and emails the support address and the sender', async () => {
    const body = ticket();
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = contactTicketResponseSchema.parse(response.json());
    expect(reference).toMatch(/^RS-[2-9A-HJ-NP-Z]{8}$/);

    const [row] = await t.database.db
      .select()
      .from(contactTickets)
      .where(eq(contactTickets.reference, reference));
    expect(row).toMatchObject({
      fullName: 'Ada Lovelace',
      email: body.email,
      orderNumber: 'RS-100234',
      phone: '+447700900123',
      message: body.message,
      country: 'GB',
      locale: 'en-GB',
    });
    expect(row!.privacyAcceptedAt).toBeInstanceOf(Date);

    const toShop = (await t.emailsTo(SUPPORT)).find((email) => email.subject.includes(reference));
    expect(toShop?.subject).toBe(`Contact ticket ${reference} from Ada Lovelace`);
    expect(toShop?.text).toContain(body.message);
    expect(toShop?.text).toContain(`${body.email}`);
    expect(toShop?.html).toContain(`mailto:${body.email}`);

    const acknowledgement = await t.lastEmail(body.email);
    expect(acknowledgement?.subject).toBe(`We have your message: ticket ${reference}`);
    expect(acknowledgement?.text).toContain('Hello Ada,');
    expect(acknowledgement?.text).toContain(
      'Thank you! Your ticket has been raised with our team.',
    );
    expect(acknowledgement?.text).toContain('https://rigsmith.test/faq');
  });

  it('takes order number and phone as optional and answers in the edition’s language', async () => {
    const body = ticket({ order_number: '', phone: '   ' });
    const response = await send(body, '?country=FR');
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = contactTicketResponseSchema.parse(response.json());
    const [row] = await t.database.db
      .select()
      .from(contactTickets)
      .where(eq(contactTickets.reference, reference));
    expect(row).toMatchObject({ orderNumber: null, phone: null, country: 'FR', locale: 'fr-FR' });

    const acknowledgement = await t.lastEmail(body.email);
    expect(acknowledgement?.subject).toBe(
      `Nous avons bien reçu votre message : demande ${reference}`,
    );
    expect(acknowledgement?.text).toContain('https://rigsmith.test/fr/faq');
    const toShop = (await t.emailsTo(SUPPORT)).find((email) => email.subject.includes(reference));
    expect(toShop?.text).toContain('Order number: —. Phone: —.');
  });

  it('answers 400 naming each wrong field, and stores nothing', async () => {
    const before = await t.database.db.$count(contactTickets);
    const response = await send({
      full_name: ' ',
      email: 'not-an-email',
      phone: '12',
      order_number: 'x'.repeat(41),
      message: '',
      privacy: false,
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{
      error: { code: string; fields: Record<string, string[]> };
    }>();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toMatchObject({
      full_name: ['validation:required'],
      email: ['validation:emailFormat'],
      phone: ['validation:phoneInvalid'],
      order_number: ['validation:textTooLong'],
      message: ['validation:required'],
      privacy: ['validation:required'],
    });
    expect(await send({ ...ticket(), message: 'x'.repeat(4001) })).toMatchObject({
      statusCode: 400,
    });
    expect((await send({})).json().error.fields).toHaveProperty('privacy');
    expect(await t.database.db.$count(contactTickets)).toBe(before);
  });

  it('takes the longest message however a client writes it, beyond the usual body limit', async () => {
    // Every character a \u escape, as a client that writes ASCII-only JSON sends it: about 24 KB.
    const message = 'é'.repeat(4000);
    const payload = JSON.stringify(ticket({ message })).replace(/é/g, '\\u00e9');
    const response = await t.request({
      method: 'POST',
      url: '/api/contact/ticket',
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it(`answers 429 after ${contactRateLimit.max} tickets from one address, until the window ends`, async () => {
    const from = '10.99.0.1';
    for (let sent = 0; sent < contactRateLimit.max; sent += 1) {
      expect((await send(ticket(), '', from)).statusCode).toBe(201);
    }
    const limited = await send(ticket(), '', from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await send(ticket(), '', '10.99.0.2')).statusCode).toBe(201);

    t.clock.advance(contactRateLimit.timeWindow + 1000);
    expect((await send(ticket(), '', from)).statusCode).toBe(201);
    // Ended windows are deleted: only the bucket just started remains for these addresses.
    const buckets = await t.database.db.select().from(rateLimitBuckets);
    expect(buckets.filter((bucket) => bucket.key.includes('10.99.0.')).map((b) => b.hits)).toEqual([
      1,
    ]);
  });
});

describe('POST /api/contact/ticket with a captcha configured', () => {
  let t: AccountsTestApp;
  let provider: 'up' | 'down' = 'up';
  const asked: URLSearchParams[] = [];
  const captchaFetch: typeof fetch = async (_url, init) => {
    if (provider === 'down') throw new Error('connect ECONNREFUSED');
    const form = new URLSearchParams(init?.body as URLSearchParams);
    asked.push(form);
    return Response.json({ success: form.get('response') === 'human' });
  };

  beforeAll(async () => {
    t = await buildAccountsTestApp(
      { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: 'secret-1', CAPTCHA_SITE_KEY: 'site-1' },
      { captchaFetch },
    );
  });
  afterAll(async () => t?.close());

  const send = (body: object) =>
    t.request({
      method: 'POST',
      url: '/api/contact/ticket',
      payload: body,
      remoteAddress: nextAddress(),
    });

  it('refuses a missing or wrong answer and accepts a verified one', async () => {
    const missing = await send(ticket());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'captcha_failed',
      fields: { captcha: ['validation:captchaFailed'] },
    });
    expect((await send(ticket({ captcha: 'robot' }))).statusCode).toBe(400);
    expect((await send(ticket({ captcha: 'human' }))).statusCode).toBe(201);
    expect(asked.at(-1)?.get('secret')).toBe('secret-1');
  });

  it('answers 503 when the provider cannot be asked, storing nothing', async () => {
    const before = await t.database.db.$count(contactTickets);
    provider = 'down';
    const response = await send(ticket({ captcha: 'human' }));
    provider = 'up';
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('captcha_unavailable');
    expect(await t.database.db.$count(contactTickets)).toBe(before);
  });
});
