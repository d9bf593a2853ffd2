import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileTransport } from './fileTransport';
import { listOutbox, readOutboxEml, readOutboxEntry } from './outbox';

describe('FileTransport', () => {
  let dir: string;
  beforeEach(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'rigsmith-mail-')), 'mail');
  });
  afterEach(() => rm(path.dirname(dir), { recursive: true, force: true }));

  const message = (subject: string) => ({
    from: 'Rigsmith <no-reply@rigsmith.test>',
    to: 'ada@example.com',
    subject,
    text: 'Bonjour, voici le lien : https://rigsmith.test/fr/create-password/abc',
    html: '<p>Bonjour</p>',
  });

  it('writes a MIME message and its summary, listed newest first', async () => {
    let now = new Date('2026-03-01T10:00:00.000Z');
    const transport = new FileTransport(dir, () => now);
    await transport.send(message('First'));
    now = new Date('2026-03-01T10:00:01.000Z');
    await transport.send(message('Créez votre mot de passe'));

    const outbox = await listOutbox(dir);
    expect(outbox.map((entry) => entry.subject)).toEqual(['Créez votre mot de passe', 'First']);
    expect((await readdir(dir)).filter((name) => name.endsWith('.eml'))).toHaveLength(2);

    const eml = (await readOutboxEml(dir, outbox[0]!.id))!.toString('utf8');
    expect(eml).toMatch(/^To: ada@example.com$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?Q\?Cr=C3=A9ez/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(eml).toMatch(/^Date: Sun, 01 Mar 2026 10:00:01 \+0000$/m);
  });

  it('reads nothing outside the outbox and an empty outbox when nothing was sent', async () => {
    expect(await listOutbox(dir)).toEqual([]);
    expect(await readOutboxEntry(dir, '../../etc/passwd')).toBeNull();
    expect(await readOutboxEml(dir, '20260301T100000000Z-00000000')).toBeNull();
  });
});
