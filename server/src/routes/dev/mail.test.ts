import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

describe('/dev/mail', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rigsmith-dev-mail-'));
    t = await buildTestApp({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://rigsmith.test',
      DEV_OUTBOX: 'true',
    });
    await t.app.mailer.send({
      to: { email: 'zoe@example.com', fullName: 'Zoë <Admin>', locale: 'fr-FR' },
      kind: 'passwordReset',
      path: '/login/reset?token=abc',
      params: { minutes: 60 },
    });
    await t.app.mailer.send({
      to: { email: 'ada@example.com', fullName: null, locale: 'en-GB' },
      kind: 'passwordChanged',
      path: '/login',
      params: { date: '1 March 2026' },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists the emails written to var/mail with links to read each one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Réinitialisez votre mot de passe Rigsmith');
    expect(response.body).toContain('zoe@example.com');
    expect(response.body).toMatch(/href="\/dev\/mail\/\d{8}T\d{9}Z-[0-9a-f]{8}"/);
  });

  it('gives the outbox as JSON, filtered by recipient, with the links in the edition', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/mail/messages.json?to=ZOE@example.com',
    });
    const [message, ...others] = response.json() as { id: string; text: string }[];
    expect(others).toEqual([]);
    expect(message!.text).toContain('https://rigsmith.test/fr/login/reset?token=abc');

    const html = await t.app.inject({ method: 'GET', url: `/dev/mail/${message!.id}` });
    expect(html.body).toContain('Bonjour Zoë,');
    const text = await t.app.inject({ method: 'GET', url: `/dev/mail/${message!.id}/text` });
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    const eml = await t.app.inject({ method: 'GET', url: `/dev/mail/${message!.id}/eml` });
    expect(eml.headers['content-type']).toBe('message/rfc822');
    expect(eml.body).toMatch(/^To: zoe@example.com$/m);
  });

  it('answers 404 for an unknown email and 400 for a name that is not an outbox id', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/dev/mail/20260301T100000000Z-00000000',
    });
    expect(unknown.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/dev/mail/..%2F..%2Fdb' });
    expect(traversal.statusCode).toBe(400);
  });
});

describe('/dev/mail, safe to start on a network', () => {
  let t: TestApp;
  let dataDir: string;
  const resetFor = (app: TestApp['app']) =>
    app.mailer.send({
      to: { email: 'victim@example.com', fullName: null, locale: 'en-GB' },
      kind: 'passwordReset',
      path: '/login/reset?token=secret',
      params: { minutes: 60 },
    });
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rigsmith-dev-mail-'));
    t = await buildTestApp({ DATA_DIR: dataDir, DEV_OUTBOX: 'true', TRUST_PROXY: '127.0.0.1' });
    await resetFor(t.app);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 404 to a client on another machine, on every outbox page', async () => {
    const [own] = (
      await t.app.inject({ method: 'GET', url: '/dev/mail/messages.json' })
    ).json() as { id: string }[];
    for (const url of [
      '/dev/mail',
      '/dev/mail/messages.json?to=victim@example.com',
      `/dev/mail/${own!.id}`,
      `/dev/mail/${own!.id}/text`,
      `/dev/mail/${own!.id}/eml`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: '192.168.1.20' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('token=secret');
    }
  });

  it('answers 404 when a trusted proxy on this machine forwards a client from elsewhere', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/mail/messages.json',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('is not served in development unless DEV_OUTBOX is set', async () => {
    const plain = await buildTestApp({ NODE_ENV: 'development', DATA_DIR: dataDir });
    try {
      await resetFor(plain.app);
      const response = await plain.app.inject({ method: 'GET', url: '/dev/mail/messages.json' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('token=secret');
    } finally {
      await plain.close();
    }
  });
});

describe('/dev/mail in production', () => {
  it('does not exist', async () => {
    const t = await buildTestApp({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
