import { describe, expect, it } from 'vitest';
import { loadEmailCatalogues } from './catalogue';
import { Mailer } from './mailer';
import type { MailMessage } from './transport';

async function mailerWith(send: (message: MailMessage) => Promise<void>) {
  const logged: { details: object; message: string }[] = [];
  const mailer = new Mailer({
    transport: { send, close: async () => {} },
    catalogues: await loadEmailCatalogues(),
    from: 'Rigsmith <no-reply@rigsmith.test>',
    publicUrl: () => 'https://rigsmith.test',
    log: { error: (details, message) => logged.push({ details, message }) },
  });
  return { mailer, logged };
}

const request = {
  to: { email: 'luca@example.com', fullName: 'Luca Bianchi', locale: 'it' as const },
  kind: 'passwordReset' as const,
  path: '/login/reset?token=abc',
  params: { minutes: 60 },
};

describe('Mailer', () => {
  it('links to the edition of the recipient and greets them by first name', async () => {
    const sent: MailMessage[] = [];
    const { mailer } = await mailerWith(async (message) => void sent.push(message));
    expect(mailer.link('en-GB', '/login')).toBe('https://rigsmith.test/login');
    await mailer.send(request);
    expect(sent[0]).toMatchObject({
      from: 'Rigsmith <no-reply@rigsmith.test>',
      to: 'luca@example.com',
      subject: 'Reimposta la tua password Rigsmith',
    });
    expect(sent[0]!.text).toContain('Ciao Luca,');
    expect(sent[0]!.text).toContain('https://rigsmith.test/it/login/reset?token=abc');
  });

  it('sends in the background after the caller returns, and settles when done', async () => {
    const sent: string[] = [];
    const { mailer } = await mailerWith(async (message) => void sent.push(message.to));
    mailer.sendInBackground('passwordReset', async () => request);
    expect(sent).toEqual([]);
    await mailer.settled();
    expect(sent).toEqual(['luca@example.com']);
  });

  it('logs a background failure with the kind of email but not the address', async () => {
    const { mailer, logged } = await mailerWith(async () => {
      throw new Error('connection refused');
    });
    mailer.sendInBackground('passwordReset', async () => request);
    await mailer.settled();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toBe('email could not be sent');
    expect(logged[0]!.details).toMatchObject({ kind: 'passwordReset' });
    expect(JSON.stringify(logged[0]!.details)).not.toContain('luca@example.com');
  });
});
